/** @citable/llm: the configured LLM behind one port, over the openai or @anthropic-ai/sdk SDK. */
export type { Completion, CompletionRequest, LlmClient, LlmSettings, ProviderOptions } from './client.js';
export { openAiClient } from './openai-client.js';
export { anthropicClient } from './anthropic-client.js';
export { DEFAULT_MODELS, llmFromSettings, llmSettingsOf } from './from-settings.js';
export { jsonObjectIn, lazily, sdkOptions, type SdkOptionsInput } from './sdk.js';
