/**
 * A prompt set in one of the three modes of GET /api/llm/prompts:
 * - rules (V3): the vertical's templates filled from the site;
 * - ai (V4): written by the configured LLM from the site's content (no LLM: "not configured");
 * - blended (production): both, merged and de-duplicated (rules alone, and said so, without an LLM).
 * Every set passes the quality gates (select.ts) and reports its realism against the target.
 */
import type { PromptSet } from '@citable/contracts';
import type { LlmClient } from '@citable/llm';
import { aiCandidates, AI_PROMPT_VERSION, type AiSiteText } from './ai.js';
import { brandTerms, REALISM_TARGET } from './gates.js';
import { rulesCandidates } from './rules.js';
import { realismAverage, selectPrompts, type Candidate } from './select.js';
import type { SiteProfile } from './site-profile.js';
import { TEMPLATE_VERSION, type VerticalTemplates } from './verticals.js';

export type PromptMode = PromptSet['meta']['source'];

/** Asking for AI prompts with no LLM configured: the caller says so, nothing is made up instead. */
export class LlmNotConfiguredError extends Error {
  readonly status = 409;
  readonly code = 'not_configured';
  constructor() {
    super('AI prompts need an LLM: set LLM_PROVIDER and LLM_API_KEY (and LLM_MODEL, LLM_BASE_URL if needed).');
    this.name = 'LlmNotConfiguredError';
  }
}

export interface GenerateInput {
  profile: SiteProfile;
  vertical: VerticalTemplates;
  /** The industry in words: the classifier's v2 industry when it answered, else the vertical's. */
  industry: string;
  classifier: 'answered' | 'unavailable';
  llm: LlmClient | null;
  siteText: AiSiteText;
  now?: Date;
}

/** The version a set of this mode is made with now: a cached set of another version is stale. */
export function promptVersion(mode: PromptMode, llmConfigured: boolean): string {
  if (mode === 'rules') return TEMPLATE_VERSION;
  if (mode === 'ai') return AI_PROMPT_VERSION;
  return llmConfigured ? `blended-v1+${TEMPLATE_VERSION}+${AI_PROMPT_VERSION}` : `blended-v1+${TEMPLATE_VERSION}`;
}

/** Alternates two lists: the blend's first prompts come from both. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < b.length) out.push(b[i]!);
    if (i < a.length) out.push(a[i]!);
  }
  return out;
}

const asCandidates = (lists: { branded: string[]; nonBranded: string[] }): Candidate[] => [
  ...lists.branded.map((text) => ({ text, type: 'branded' as const })),
  ...lists.nonBranded.map((text) => ({ text, type: 'non-branded' as const })),
];

export async function generatePromptSet(mode: PromptMode, input: GenerateInput): Promise<PromptSet> {
  if (mode === 'ai' && !input.llm) throw new LlmNotConfiguredError();
  const rules = mode === 'ai' ? null : rulesCandidates(input.profile, input.vertical);
  const ai = mode !== 'rules' && input.llm ? await aiCandidates(input.llm, input.profile, input.industry, input.siteText) : null;
  const candidates =
    rules && ai
      ? [...interleave(rules.branded, ai.branded).map((text) => ({ text, type: 'branded' as const })), ...interleave(rules.nonBranded, ai.nonBranded).map((text) => ({ text, type: 'non-branded' as const }))]
      : asCandidates(rules ?? ai ?? { branded: [], nonBranded: [] });
  const names = [input.profile.brand];
  const set = selectPrompts(candidates, { names, terms: brandTerms({ names, host: input.profile.host }) });
  const notes = [
    input.classifier === 'unavailable' ? 'The classifier did not answer: the general templates were used.' : null,
    mode === 'blended' && !input.llm ? 'No LLM is configured: the blend holds the rules prompts only.' : null,
  ].filter(Boolean);
  return {
    meta: {
      industry: input.industry,
      prompt_gen_version: promptVersion(mode, input.llm !== null),
      ...(mode === 'ai' ? {} : { template_version: TEMPLATE_VERSION }),
      source: mode,
      realism_avg: realismAverage(set),
      realism_target: REALISM_TARGET[0],
      realism_target_range: REALISM_TARGET,
      vertical: input.vertical.id,
      classifier: input.classifier,
      brand: input.profile.brand,
      gates: set.gates,
      note: notes.length ? notes.join(' ') : null,
      generated_at: (input.now ?? new Date()).toISOString(),
    },
    branded: set.branded.map((p) => p.text),
    nonBranded: set.nonBranded.map((p) => p.text),
    realism: { branded: set.branded.map((p) => p.realism), nonBranded: set.nonBranded.map((p) => p.realism) },
  };
}
