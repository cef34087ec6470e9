/** @citable/fixes: the fix pack, written from what an audit stored and validated before it is offered. */
export { buildFixPack, type FixPackOptions } from './pack.js';
export type { FixPageInput, FixSiteInput } from './input.js';
export type { Polisher, PolishRequest } from './polish.js';
export { parseLlmsTxt, type LlmsTxt, type LlmsLink } from './validate/llms-txt.js';
export { storedFixSite } from './stored.js';
export { llmPolisher } from './llm-polish.js';
export { applyPageFixes } from './apply.js';
export { fixPackFiles, type PackFile } from './files.js';
