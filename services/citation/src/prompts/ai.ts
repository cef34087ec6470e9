/**
 * AI (V4) candidates: the configured LLM is given the site profile (brand, category phrase,
 * subjects, audience, use cases, whether it sells, city, competitors) and the intents to cover,
 * and writes the questions a customer would ask an assistant, each tagged with its intent, in
 * the site's own language. Its questions go through the same judge as the rules'.
 */
import { jsonObjectIn, type LlmClient } from '@citable/llm';
import { INTENTS, type Family, type Intent } from './intents.js';
import type { QuestionMaterial } from './rules.js';

export const AI_PROMPT_VERSION = 'ai-v6';

const ASK = { branded: 6, nonBranded: 14 };

const INTENT_HELP: Record<Intent, string> = {
  best_of: 'best-of in the category ("What are the best open-source data orchestration tools?")',
  how_to: 'how-to or the problem the site solves ("How do I schedule data pipelines without writing cron jobs?")',
  comparison: 'comparison with a named competitor ("What are the best alternatives to Airflow?")',
  use_case: 'a use case or audience ("Which orchestration tools work well for small data teams?")',
  reviews: 'reviews and trust ("Which data orchestration platforms are the most reliable?")',
  pricing: 'pricing ("How much does a data orchestration platform cost?"), only for a site that sells',
  local: 'local, with the city ("Who is the best emergency plumber in Leeds?"), only for a local business',
  topic: 'what the site covers, for a publisher ("What is the latest research on West Nile virus in horses?")',
  brand: 'about the brand by name ("Is Pipewright good for dbt projects?")',
};

export const AI_SYSTEM_PROMPT = [
  'You write the questions real people type into ChatGPT, Claude, Perplexity or Brave when they look for what a website offers or covers.',
  `Write ${ASK.branded} "branded" questions that name the brand as people write it, and ${ASK.nonBranded} "nonBranded" questions a customer would ask before knowing any brand.`,
  'Every nonBranded question must name the site\'s own subject (its category phrase, a subject, a use case or its city): never only a generic word such as "software", "services" or "news".',
  'Never treat menu words (community, GitHub, issues, download, blog, docs, pricing) as products. Never name the brand, its domain or its products in a nonBranded question.',
  'Plain, grammatical questions as a person types them: 5 to 15 words, no marketing language, no exclamation marks, one question each.',
  'Reply with JSON only: {"branded": [{"text": "...", "intent": "brand"}], "nonBranded": [{"text": "...", "intent": "best_of"}]}',
].join('\n');

export interface AiSiteText {
  titles: string[];
  headings: string[];
  /** The home page's main text, cut to what the LLM should read. */
  mainText: string;
}

export interface AiInput {
  host: string;
  family: Family;
  intents: readonly Intent[];
  material: QuestionMaterial;
  industry: string;
  description: string | null;
  text: AiSiteText;
  /** The site's language (ISO 639-1): a site in another language is asked in its own. */
  lang: string | null;
}

/** The language a site's questions are written in: its own, when it is a known one other than English. */
export function questionLanguage(lang: string | null): { code: string; name: string } | null {
  if (!lang || lang === 'en' || lang === 'und') return null;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang);
    return name && name !== lang ? { code: lang, name } : null;
  } catch {
    return null;
  }
}

export function aiUserPrompt(input: AiInput): string {
  const m = input.material;
  const list = (xs: readonly string[]) => (xs.length ? xs.join('; ') : '(none found)');
  const language = questionLanguage(input.lang);
  return [
    language ? `Language: the site is in ${language.name}. Write every question in ${language.name}, as its readers type them.` : null,
    `Website: ${input.host}`,
    `Brand (as people write it): ${m.brand}`,
    `What it is (its own words): ${list(m.categories.slice(0, 2))}`,
    `What it covers or offers: ${list(m.subjects.slice(0, 6))}`,
    m.dishes?.length ? `Dishes it has recipes for: ${list(m.dishes.slice(0, 6))}` : null,
    `Audience: ${list(m.audience)}`,
    `Use cases and problems it solves: ${list(m.useCases)}`,
    `Competitors: ${list(m.competitors)}`,
    `Sells something: ${m.sells ? 'yes' : 'no (do not ask about price)'}`,
    m.city ? `Local business in: ${m.city}` : null,
    `Industry: ${input.industry}`,
    input.description ? `It describes itself as: ${input.description}` : null,
    `Intents to cover in nonBranded questions:\n${input.intents.filter((i) => i !== 'brand').map((i) => `- ${i}: ${INTENT_HELP[i]}`).join('\n')}`,
    `Page titles:\n${input.text.titles.slice(0, 15).map((t) => `- ${t}`).join('\n')}`,
    `Headings:\n${input.text.headings.slice(0, 25).map((t) => `- ${t}`).join('\n')}`,
    `Home page text:\n${input.text.mainText}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export interface AiQuestion {
  text: string;
  intent: Intent | null;
}

const isIntent = (v: unknown): v is Intent => typeof v === 'string' && (INTENTS as readonly string[]).includes(v);

/** Questions as strings or {text, intent} objects. */
function questions(v: unknown): AiQuestion[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((item): AiQuestion[] => {
    if (typeof item === 'string' && item.trim()) return [{ text: item.trim(), intent: null }];
    if (item && typeof item === 'object') {
      const rec = item as Record<string, unknown>;
      const text = typeof rec['text'] === 'string' ? rec['text'].trim() : typeof rec['question'] === 'string' ? rec['question'].trim() : '';
      return text ? [{ text, intent: isIntent(rec['intent']) ? rec['intent'] : null }] : [];
    }
    return [];
  });
}

/** Reads the LLM's JSON (sometimes wrapped in a code fence or a sentence). */
export function parseAiPrompts(raw: string): { branded: AiQuestion[]; nonBranded: AiQuestion[] } {
  const record = jsonObjectIn(raw);
  const out = { branded: questions(record?.['branded']), nonBranded: questions(record?.['nonBranded'] ?? record?.['non_branded']) };
  if (!record || out.branded.length + out.nonBranded.length === 0) {
    throw new Error(`The LLM did not return the prompt lists as JSON: ${raw.slice(0, 200)}`);
  }
  return out;
}

export async function aiCandidates(llm: LlmClient, input: AiInput): Promise<{ branded: AiQuestion[]; nonBranded: AiQuestion[]; tokens: number }> {
  const completion = await llm.complete({ system: AI_SYSTEM_PROMPT, user: aiUserPrompt(input), json: true, maxTokens: 1_500 });
  return { ...parseAiPrompts(completion.text), tokens: completion.tokens };
}
