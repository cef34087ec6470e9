/** The prompt-set cache: the newest set per (domain, mode, generator version). */
import type { PromptSet } from '@citable/contracts';
import { toJson, type Database } from '@citable/db';
import type { Kysely } from 'kysely';
import type { PromptMode } from './generate.js';

interface StoredPrompt {
  text: string;
  realism: number;
}

export async function cachedPromptSet(db: Kysely<Database>, domain: string, mode: PromptMode, version: string): Promise<PromptSet | null> {
  const row = await db
    .selectFrom('prompt_sets')
    .select(['meta', 'branded', 'non_branded'])
    .where('domain', '=', domain)
    .where('mode', '=', mode)
    .where('version', '=', version)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const branded = row.branded as StoredPrompt[];
  const nonBranded = row.non_branded as StoredPrompt[];
  return {
    meta: row.meta as PromptSet['meta'],
    branded: branded.map((p) => p.text),
    nonBranded: nonBranded.map((p) => p.text),
    realism: { branded: branded.map((p) => p.realism), nonBranded: nonBranded.map((p) => p.realism) },
  };
}

export async function storePromptSet(db: Kysely<Database>, domain: string, set: PromptSet): Promise<void> {
  const zip = (texts: string[], scores: number[] = []): StoredPrompt[] => texts.map((text, i) => ({ text, realism: scores[i] ?? 0 }));
  await db
    .insertInto('prompt_sets')
    .values({
      domain,
      mode: set.meta.source,
      version: set.meta.prompt_gen_version,
      vertical: set.meta.vertical ?? null,
      meta: toJson<unknown>(set.meta),
      branded: toJson<unknown[]>(zip(set.branded, set.realism?.branded)),
      non_branded: toJson<unknown[]>(zip(set.nonBranded, set.realism?.nonBranded)),
    })
    .execute();
}
