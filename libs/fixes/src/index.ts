/** @citable/fixes: the fix pack, written from what an audit stored and validated before it is offered. */
export { buildFixPack, type FixPackOptions } from './pack.js';
export type { Polisher } from './polish.js';
export { storedFixSite } from './stored.js';
export { llmPolisher } from './llm-polish.js';
export { applyPageFixes } from './apply.js';
export { fixPackFiles } from './files.js';
