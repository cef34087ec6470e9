/**
 * What a site's robots.txt means for each AI crawler the audit reports on, grouped as training,
 * search and user-triggered, and the corrected file for the owner's choice on training crawlers,
 * shown as a diff and checked by parsing it back (robots-rewrite.ts). Pure: it reads the stored file.
 */
import {
  AI_BOTS,
  BOT_PURPOSES,
  type AiBot,
  type BotPurpose,
  type BotRobotsMeaning,
  type RobotsAdvice,
  type RobotsVerdict,
  type TrainingChoice,
} from '@citable/contracts';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { meaningOf } from './bot-meanings.js';
import { groupsOf, readRobotsFile } from './robots-file.js';
import { accessReader, planRewrite, verifyRewrite } from './robots-rewrite.js';
import { parseRobotsTxt, type RobotsAvailability } from './robots-rules.js';

const PURPOSE_LABELS: Readonly<Record<BotPurpose, string>> = {
  training: 'Training crawlers',
  search: 'AI search crawlers',
  user: 'User-triggered fetchers',
};

export interface RobotsAdviceInput {
  robotsUrl: string;
  availability: RobotsAvailability;
  /** The file's text when it was found. */
  content: string | null;
  /** Paths (with query) of the audited pages, on the robots.txt file's origin. */
  pagePaths: readonly string[];
  training: TrainingChoice;
  bots?: readonly AiBot[];
}

const UNREACHABLE_NOTE =
  'robots.txt did not answer (a server error or no response): crawlers must then assume the whole site is disallowed. Make it answer 200 with your rules, or 404 for none, before changing rules.';

function meanings(input: RobotsAdviceInput, bots: readonly AiBot[]): BotRobotsMeaning[] {
  const content = input.availability === 'found' ? (input.content ?? '') : '';
  const file = readRobotsFile(content);
  const access = accessReader(input.robotsUrl, parseRobotsTxt(input.robotsUrl, content));
  const paths = [...new Set(['/', ...input.pagePaths])];
  const hasStar = groupsOf(file, '*').length > 0;
  return bots.map((bot) => {
    const refused = input.availability === 'unreachable' ? paths : paths.filter((p) => !access.allowed(bot.token, p));
    const verdict: RobotsVerdict = refused.includes('/') ? 'blocked' : refused.length > 0 ? 'partly' : 'allowed';
    const group = groupsOf(file, bot.token).length > 0 ? bot.token : hasStar ? '*' : null;
    return {
      token: bot.token,
      operator: bot.operator,
      purpose: bot.purpose,
      verdict,
      meaning: meaningOf(bot, verdict, refused.length),
      group: input.availability === 'found' ? group : null,
      blocked_paths: refused,
      docs_url: bot.docsUrl,
    };
  });
}

export function robotsAdvice(input: RobotsAdviceInput): RobotsAdvice {
  const bots = input.bots ?? AI_BOTS;
  const all = meanings(input, bots);
  const groups = BOT_PURPOSES.map((purpose) => ({ purpose, label: PURPOSE_LABELS[purpose], bots: all.filter((m) => m.purpose === purpose) }));
  const original = input.availability === 'found' ? (input.content ?? '') : null;
  const base = { robots_url: input.robotsUrl, availability: input.availability, training: input.training, groups, original };
  if (input.availability === 'unreachable') {
    return { ...base, corrected: null, changed_tokens: [], diff: null, verified: false, note: UNREACHABLE_NOTE };
  }
  const content = original ?? '';
  const plan = planRewrite({ robotsUrl: input.robotsUrl, content, paths: input.pagePaths, training: input.training, bots });
  if (plan.corrected === null) {
    return { ...base, corrected: null, changed_tokens: [], diff: null, verified: true, note: 'Nothing to change: the AI crawlers already have the access this choice asks for.' };
  }
  const problems = verifyRewrite({ robotsUrl: input.robotsUrl, original: content, corrected: plan.corrected, paths: input.pagePaths, changes: plan.changes, bots });
  const diff = createTwoFilesPatch('a/robots.txt', 'b/robots.txt', content, plan.corrected, 'as served', 'corrected', { context: 3, headerOptions: FILE_HEADERS_ONLY });
  return {
    ...base,
    corrected: plan.corrected,
    changed_tokens: [...plan.changes.keys()],
    diff,
    verified: problems.length === 0,
    note:
      problems.length > 0
        ? `Check the corrected file before using it: parsed back, ${problems.slice(0, 3).join('; ')}.`
        : input.availability === 'absent'
          ? 'The site has no robots.txt (everything is allowed): this is a new file.'
          : null,
  };
}
