/**
 * The LLM port of the llm-type page checks (A7): a judge reads a page's main text and grades how
 * well it answers its main question, on the catalogue's rubric. It asks the configured LLM
 * (@citable/llm); a check receives one, or none when no LLM is configured.
 */
import { jsonObjectIn, type LlmClient } from '@citable/llm';

export interface AnswerabilityInput {
  url: string;
  title: string;
  h1: string | null;
  /** The page's main text, already cut to what the judge should read. */
  text: string;
}

/** The catalogue's rubric: sub-scores and their maxima. */
export const RUBRIC = { answers: 40, concise: 30, selfContained: 20, specific: 10 } as const;
export type Subscores = { [K in keyof typeof RUBRIC]: number };

export interface Judgement {
  /** 0..100: the sum of the sub-scores. */
  score: number;
  subscores: Subscores;
  /** The page's main question, as the model reads it. */
  question: string;
  /** The passage the model would quote; the check verifies it occurs in the page. */
  passage: string;
  reasoning: string;
}

export interface LlmJudge {
  /** "openai:gpt-4.1-mini", for the result's details. */
  readonly name: string;
  judgeAnswerability(input: AnswerabilityInput): Promise<Judgement>;
}

export const ANSWERABILITY_SYSTEM_PROMPT = [
  'You evaluate web pages for answer engines such as ChatGPT, Claude and Perplexity.',
  'Find the main question the page sets out to answer (from its title and H1), then the one passage of the page you would quote as the answer.',
  'Grade with this rubric:',
  `- answers (0-${RUBRIC.answers}): the page answers its main question explicitly.`,
  `- concise (0-${RUBRIC.concise}): the answer fits in one passage of at most 80 words.`,
  `- self_contained (0-${RUBRIC.selfContained}): the passage names its subject and needs no surrounding text.`,
  `- specific (0-${RUBRIC.specific}): the passage is specific (numbers, dates, named sources).`,
  'The passage must be copied verbatim from the page text; use "" when there is none.',
  'Reply with JSON only: {"main_question": "...", "passage": "...", "answers": <int>, "concise": <int>, "self_contained": <int>, "specific": <int>, "reasoning": "<one or two sentences>"}',
].join('\n');

export function answerabilityPrompt(input: AnswerabilityInput): string {
  return `URL: ${input.url}\nTitle: ${input.title}\nH1: ${input.h1 ?? '(none)'}\n\nPage text:\n${input.text}`;
}

function subscore(record: Record<string, unknown>, key: string, max: number, raw: string): number {
  const value = record[key];
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`The LLM's answer has no numeric "${key}": ${raw.slice(0, 200)}`);
  return Math.max(0, Math.min(max, Math.round(n)));
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Reads the model's JSON answer; models sometimes wrap it in a code fence or a sentence. */
export function parseJudgement(raw: string): Judgement {
  const record = jsonObjectIn(raw);
  if (!record) throw new Error(`The LLM's answer is not a JSON object: ${raw.slice(0, 200)}`);
  const subscores: Subscores = {
    answers: subscore(record, 'answers', RUBRIC.answers, raw),
    concise: subscore(record, 'concise', RUBRIC.concise, raw),
    selfContained: subscore(record, 'self_contained', RUBRIC.selfContained, raw),
    specific: subscore(record, 'specific', RUBRIC.specific, raw),
  };
  return {
    score: subscores.answers + subscores.concise + subscores.selfContained + subscores.specific,
    subscores,
    question: text(record['main_question']),
    passage: text(record['passage']),
    reasoning: text(record['reasoning']),
  };
}

/** The answer is one JSON object: a question, a passage of up to 80 words, scores and reasoning. */
const MAX_TOKENS = 600;

export function llmJudge(client: LlmClient): LlmJudge {
  return {
    name: client.name,
    async judgeAnswerability(input) {
      const { text } = await client.complete({ system: ANSWERABILITY_SYSTEM_PROMPT, user: answerabilityPrompt(input), json: true, maxTokens: MAX_TOKENS });
      return parseJudgement(text);
    },
  };
}
