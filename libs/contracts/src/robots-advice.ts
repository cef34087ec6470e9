/**
 * What a site's robots.txt means for each AI crawler an audit reports on, and a corrected file the
 * owner can copy (GET /api/audits/{id}/robots). Built by @citable/net from the stored robots.txt.
 */
import { Type, type Static } from 'typebox';
import { BOT_PURPOSES } from './enums.js';
import { Nullable } from './schema.js';
import { TRAINING_CHOICES } from './vocab.js';

export const RobotsVerdictSchema = Type.Enum(['allowed', 'partly', 'blocked']);
export type RobotsVerdict = Static<typeof RobotsVerdictSchema>;

export const BotRobotsMeaningSchema = Type.Object({
  token: Type.String(),
  operator: Type.String(),
  purpose: Type.Enum(BOT_PURPOSES),
  /** allowed: every audited page; partly: some audited pages refused; blocked: the home page refused. */
  verdict: RobotsVerdictSchema,
  /** In plain words, e.g. "GPTBot is blocked: training only; ChatGPT search unaffected". */
  meaning: Type.String(),
  /** Which group of the file decides for this crawler: its own name, "*", or null (no rules). */
  group: Nullable(Type.String()),
  /** Audited page paths robots.txt refuses this crawler. */
  blocked_paths: Type.Array(Type.String()),
  docs_url: Type.String(),
});
export type BotRobotsMeaning = Static<typeof BotRobotsMeaningSchema>;

export const RobotsPurposeGroupSchema = Type.Object({
  purpose: Type.Enum(BOT_PURPOSES),
  label: Type.String(),
  bots: Type.Array(BotRobotsMeaningSchema),
});
export type RobotsPurposeGroup = Static<typeof RobotsPurposeGroupSchema>;

export const RobotsAdviceSchema = Type.Object({
  robots_url: Type.String(),
  /** found: a file was read; absent: none (4xx: everything allowed); unreachable: 5xx or no answer (crawlers assume everything disallowed). */
  availability: Type.Enum(['found', 'absent', 'unreachable']),
  training: Type.Enum(TRAINING_CHOICES),
  /** Training, search and user-triggered crawlers, in that order. */
  groups: Type.Array(RobotsPurposeGroupSchema),
  original: Nullable(Type.String()),
  /** The file to copy: the original's lines unchanged, with the added group(s); null when no change is needed or the file could not be read. */
  corrected: Nullable(Type.String()),
  /** Crawlers whose access the corrected file changes. */
  changed_tokens: Type.Array(Type.String()),
  /** Unified diff from the original to the corrected file; null when there is no correction. */
  diff: Nullable(Type.String()),
  /** The corrected file was parsed back with the crawler's robots.txt parser: nothing changed for any other agent. */
  verified: Type.Boolean(),
  /** Why there is no correction, or what to know about it. */
  note: Nullable(Type.String()),
});
export type RobotsAdvice = Static<typeof RobotsAdviceSchema>;

export const RobotsAdviceQuerySchema = Type.Object({
  training: Type.Optional(Type.Enum(TRAINING_CHOICES, { default: 'keep' })),
});
