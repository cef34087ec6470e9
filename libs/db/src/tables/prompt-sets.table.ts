import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, Json } from '../columns.js';

export const PROMPT_SET_MODES = ['rules', 'ai', 'blended'] as const;
export type PromptSetMode = (typeof PROMPT_SET_MODES)[number];

/**
 * Prompts generated for a domain by one mode and generator version; the newest per
 * (domain, mode, version) is the cached answer.
 */
export interface PromptSetsTable {
  id: Generated<string>;
  domain: string;
  mode: PromptSetMode;
  version: Generated<string>;
  vertical: string | null;
  meta: Json<unknown>;
  branded: Json<unknown[]>;
  non_branded: Json<unknown[]>;
  created_at: DefaultTimestamp;
}

export type PromptSetRow = Selectable<PromptSetsTable>;
export type NewPromptSet = Insertable<PromptSetsTable>;
export type PromptSetUpdate = Updateable<PromptSetsTable>;
