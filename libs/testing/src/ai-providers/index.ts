/** The local AI provider server: the four citation sources' and the LLM's wire formats, scripted per test. */
export { startProviderServer, PROVIDER_TAGS } from './server.js';
export { citingAssistant } from './assistant.js';
export type { CitingAssistantOptions } from './assistant.js';
export type { Fault, ProviderEndpoint, ProviderReply, ProviderRequest, ProviderScript, ProviderServer, ProviderServerOptions, ProviderTag } from './server.js';
export type { ScriptedAnswer, ScriptedSource } from './render.js';
