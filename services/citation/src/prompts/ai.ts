/**
 * AI (V4) prompts: the configured LLM reads what the site says about itself and writes the
 * questions a customer would ask an assistant, branded and not. Its lists go through the same
 * gates as the rules' prompts.
 */
import { jsonObjectIn, type LlmClient } from '@citable/llm';
import type { SiteProfile } from './site-profile.js';

export const AI_PROMPT_VERSION = 'ai-v4.1';

const ASK = { branded: 6, nonBranded: 12 };

export const AI_SYSTEM_PROMPT = [
  'You write the questions real people type into ChatGPT, Claude, Perplexity or Brave when they look for what a website offers.',
  `Write ${ASK.branded} "branded" questions that name the brand, and ${ASK.nonBranded} "nonBranded" questions a customer would ask before knowing any brand.`,
  'A nonBranded question must never name the brand, its domain or any of its own product names.',
  'Plain questions as a person types them: 5 to 15 words, no marketing language, no exclamation marks, no lists in one question.',
  'Reply with JSON only: {"branded": ["..."], "nonBranded": ["..."]}',
].join('\n');

export interface AiSiteText {
  titles: string[];
  headings: string[];
  /** The home page's main text, cut to what the LLM should read. */
  mainText: string;
}

export function aiUserPrompt(profile: SiteProfile, industry: string, text: AiSiteText): string {
  return [
    `Website: ${profile.host}`,
    `Brand: ${profile.brand}`,
    `Industry: ${industry}`,
    profile.description ? `The owner describes it as: ${profile.description}` : null,
    `Page titles:\n${text.titles.slice(0, 20).map((t) => `- ${t}`).join('\n')}`,
    `Headings:\n${text.headings.slice(0, 30).map((t) => `- ${t}`).join('\n')}`,
    `Home page text:\n${text.mainText}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim()) : []);

/** Reads the LLM's JSON (sometimes wrapped in a code fence or a sentence). */
export function parseAiPrompts(raw: string): { branded: string[]; nonBranded: string[] } {
  const record = jsonObjectIn(raw);
  const out = { branded: strings(record?.['branded']), nonBranded: strings(record?.['nonBranded'] ?? record?.['non_branded']) };
  if (!record || out.branded.length + out.nonBranded.length === 0) {
    throw new Error(`The LLM did not return the prompt lists as JSON: ${raw.slice(0, 200)}`);
  }
  return out;
}

export async function aiCandidates(llm: LlmClient, profile: SiteProfile, industry: string, text: AiSiteText): Promise<{ branded: string[]; nonBranded: string[]; tokens: number }> {
  const completion = await llm.complete({ system: AI_SYSTEM_PROMPT, user: aiUserPrompt(profile, industry, text), json: true, maxTokens: 1_200 });
  return { ...parseAiPrompts(completion.text), tokens: completion.tokens };
}
