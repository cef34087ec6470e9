/**
 * The prompt-set cache: the newest set per (domain, mode, generator version). Each stored
 * question keeps its judge's verdict; the rejected candidates ride in the stored meta, so a
 * cached set shows the same verdicts in Prompts Compare as a fresh one.
 */
import type { PromptSet, PromptVerdict } from '@citable/contracts';
import { toJson, type Database } from '@citable/db';
import { sql, type Kysely } from 'kysely';
import type { PromptMode } from './generate.js';

interface StoredPrompt {
  text: string;
  realism: number;
  verdict?: PromptVerdict;
}

type StoredMeta = PromptSet['meta'] & { rejected?: PromptVerdict[] };

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
  return row ? fromRow(row) : null;
}

/** The stored set of a domain with this set_id (whatever its generator version), or null when it is no longer stored. */
export async function storedPromptSet(db: Kysely<Database>, domain: string, mode: PromptMode, setId: string): Promise<PromptSet | null> {
  const row = await db
    .selectFrom('prompt_sets')
    .select(['meta', 'branded', 'non_branded'])
    .where('domain', '=', domain)
    .where('mode', '=', mode)
    .where(sql<string>`meta->>'set_id'`, '=', setId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

function fromRow(row: { meta: unknown; branded: unknown[]; non_branded: unknown[] }): PromptSet {
  const branded = row.branded as StoredPrompt[];
  const nonBranded = row.non_branded as StoredPrompt[];
  const { rejected, ...meta } = row.meta as StoredMeta;
  const shipped = [...branded, ...nonBranded].map((p) => p.verdict).filter((v): v is PromptVerdict => v !== undefined);
  return {
    meta,
    branded: branded.map((p) => p.text),
    nonBranded: nonBranded.map((p) => p.text),
    realism: { branded: branded.map((p) => p.realism), nonBranded: nonBranded.map((p) => p.realism) },
    ...(rejected ? { judged: { shipped, rejected } } : {}),
  };
}

export async function storePromptSet(db: Kysely<Database>, domain: string, set: PromptSet): Promise<void> {
  const verdicts = new Map((set.judged?.shipped ?? []).map((v) => [`${v.type}\n${v.text}`, v]));
  const zip = (texts: string[], scores: number[] = [], type: PromptVerdict['type']): StoredPrompt[] =>
    texts.map((text, i) => {
      const verdict = verdicts.get(`${type}\n${text}`);
      return { text, realism: scores[i] ?? 0, ...(verdict ? { verdict } : {}) };
    });
  const meta: StoredMeta = { ...set.meta, ...(set.judged ? { rejected: set.judged.rejected } : {}) };
  await db
    .insertInto('prompt_sets')
    .values({
      domain,
      mode: set.meta.source,
      version: set.meta.prompt_gen_version,
      vertical: set.meta.vertical ?? null,
      meta: toJson<unknown>(meta),
      branded: toJson<unknown[]>(zip(set.branded, set.realism?.branded, 'branded')),
      non_branded: toJson<unknown[]>(zip(set.nonBranded, set.realism?.nonBranded, 'non-branded')),
    })
    .execute();
}
