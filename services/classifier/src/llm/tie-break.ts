/**
 * The optional LLM tie-break (LLM_PROVIDER): when v2 is unsure of the site type or the industry,
 * a model picks among v2's own best candidates, given what the signals read. It can only choose a
 * candidate, never invent one; what it chose is written into the notes and recorded
 * (classifications.llm_tie_break), and the confidence it lifts to is LLM_CONFIDENCE, no more.
 */
import type { Config } from '@citable/config';
import type { SiteClassification } from '../classify/classify-site.js';
import { LOW_CONFIDENCE } from '../classify/confidence.js';

/** The confidence an answer the LLM chose is given: enough not to be "low", never certain. */
export const LLM_CONFIDENCE = 0.6;
const DEFAULT_MODELS = { openai: 'gpt-4.1-mini', anthropic: 'claude-haiku-4-5' } as const;
const TIMEOUT_MS = 20_000;

export interface TieBreakQuestion {
  host: string;
  navTerms: string[];
  categoryTerms: string[];
  jsonldTypes: string[];
  siteTypes: string[];
  industries: Array<{ code: string; title: string }>;
}

export interface TieBreakAnswer {
  siteType: string;
  industryCode: string;
}

export interface TieBreaker {
  /** "openai:gpt-4.1-mini" */
  readonly name: string;
  /** The model's raw answer to the prompt. */
  ask(system: string, user: string): Promise<string>;
}

export const TIE_BREAK_SYSTEM_PROMPT = [
  'You classify web sites. You get what was read from a site (its menu terms, category terms and schema.org types)',
  'and candidate answers ranked by a rule-based classifier. Choose the site type and the industry that fit best,',
  'only from the candidates given. Reply with JSON only: {"site_type": "<one of the site types>", "industry_code": "<one of the industry codes>"}',
].join(' ');

export function tieBreakPrompt(q: TieBreakQuestion): string {
  return [
    `Host: ${q.host}`,
    `Menu terms: ${q.navTerms.join(', ') || '(none)'}`,
    `Category terms: ${q.categoryTerms.join(', ') || '(none)'}`,
    `schema.org types: ${q.jsonldTypes.join(', ') || '(none)'}`,
    `Site type candidates: ${q.siteTypes.join(', ')}`,
    `Industry candidates: ${q.industries.map((i) => `${i.code} (${i.title})`).join('; ')}`,
  ].join('\n');
}

/** The model's choice, or null when it chose nothing it was offered. */
export function parseTieBreak(raw: string, q: TieBreakQuestion): TieBreakAnswer | null {
  const match = /\{[\s\S]*\}/.exec(raw);
  let parsed: unknown;
  try {
    parsed = match ? JSON.parse(match[0]) : null;
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const siteType = String(record['site_type'] ?? '').trim();
  const industryCode = String(record['industry_code'] ?? '').trim();
  if (!q.siteTypes.includes(siteType) || !q.industries.some((i) => i.code === industryCode)) return null;
  return { siteType, industryCode };
}

export function needsTieBreak(c: SiteClassification): boolean {
  const v2 = c.comparison.v2;
  return v2.error === null && (v2.site_type.confidence < LOW_CONFIDENCE || v2.industry.confidence < LOW_CONFIDENCE) && c.industryCandidates.length > 0;
}

export function questionFor(c: SiteClassification): TieBreakQuestion {
  const v2 = c.comparison.v2;
  return {
    host: c.comparison.host,
    navTerms: v2.nav_terms,
    categoryTerms: v2.category_terms,
    jsonldTypes: v2.jsonld_types,
    siteTypes: c.siteTypeCandidates.length > 0 ? c.siteTypeCandidates.map((t) => t.value) : [v2.site_type.value],
    industries: c.industryCandidates.map((i) => ({ code: i.value.code, title: i.value.title })),
  };
}

/** The classification with the model's choice applied to the answers v2 was unsure of, and the choice noted. */
export function applyTieBreak(c: SiteClassification, answer: TieBreakAnswer, name: string): SiteClassification {
  const v2 = c.comparison.v2;
  const industry = c.industryCandidates.find((i) => i.value.code === answer.industryCode)!.value;
  const liftSiteType = v2.site_type.confidence < LOW_CONFIDENCE;
  const liftIndustry = v2.industry.confidence < LOW_CONFIDENCE;
  const note = `LLM tie-break (${name}) chose ${[liftSiteType ? `site type ${answer.siteType}` : '', liftIndustry ? `industry NAICS ${industry.code} ${industry.title}` : ''].filter(Boolean).join(' and ')}.`;
  return {
    ...c,
    vertical: liftIndustry ? industry.vertical : c.vertical,
    industryCode: liftIndustry ? industry.code : c.industryCode,
    comparison: {
      ...c.comparison,
      v2: {
        ...v2,
        site_type: liftSiteType ? { value: answer.siteType, confidence: Math.max(v2.site_type.confidence, LLM_CONFIDENCE) } : v2.site_type,
        industry: liftIndustry ? { value: industry.title, confidence: Math.max(v2.industry.confidence, LLM_CONFIDENCE) } : v2.industry,
        signals: { ...v2.signals, llm_tie_break: 1 },
        notes: [...v2.notes, note],
      },
    },
  };
}

function openAiTieBreaker(apiKey: string, baseURL: string | undefined, model: string): TieBreaker {
  // The SDK loads on the first question: a classifier that never asks does not pay for it.
  const client = import('openai').then(({ default: SDK }) => new SDK({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: TIMEOUT_MS, maxRetries: 1 }));
  return {
    name: `openai:${model}`,
    async ask(system, user) {
      const completion = await (await client).chat.completions.create({
        model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      });
      return completion.choices[0]?.message.content ?? '';
    },
  };
}

function anthropicTieBreaker(apiKey: string, baseURL: string | undefined, model: string): TieBreaker {
  const client = import('@anthropic-ai/sdk').then(({ default: SDK }) => new SDK({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: TIMEOUT_MS, maxRetries: 1 }));
  return {
    name: `anthropic:${model}`,
    async ask(system, user) {
      const message = await (await client).messages.create({ model, max_tokens: 200, system, messages: [{ role: 'user', content: user }] });
      return message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
    },
  };
}

/** The tie-breaker LLM_PROVIDER names, or null when none is configured or CLASSIFIER_LLM_TIE_BREAK is off. */
export function tieBreakerFromConfig(config: Pick<Config, 'LLM_PROVIDER' | 'LLM_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL' | 'CLASSIFIER_LLM_TIE_BREAK'>): TieBreaker | null {
  const provider = config.LLM_PROVIDER;
  if (!provider || !config.LLM_API_KEY || !config.CLASSIFIER_LLM_TIE_BREAK) return null;
  const model = config.LLM_MODEL ?? DEFAULT_MODELS[provider];
  return provider === 'openai' ? openAiTieBreaker(config.LLM_API_KEY, config.LLM_BASE_URL, model) : anthropicTieBreaker(config.LLM_API_KEY, config.LLM_BASE_URL, model);
}
