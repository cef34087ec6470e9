import { CRITERIA } from '@citable/criteria';
import { toJson, type Database } from '@citable/db';
import type { Kysely } from 'kysely';

/** Copies the catalogue into scoring_criteria (upsert by id and version) so the API serves it. */
export async function seedCriteria(db: Kysely<Database>): Promise<number> {
  const rows = CRITERIA.map((c) => ({
    id: c.id,
    version: c.version,
    data: toJson(c),
    category: c.category,
    scope: c.scope,
    weight: c.weight,
    enabled: c.enabled,
    preview: c.preview,
    display_order: c.display_order,
    updated_at: new Date(),
  }));
  await db
    .insertInto('scoring_criteria')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['id', 'version']).doUpdateSet((eb) => ({
        data: eb.ref('excluded.data'),
        category: eb.ref('excluded.category'),
        scope: eb.ref('excluded.scope'),
        weight: eb.ref('excluded.weight'),
        enabled: eb.ref('excluded.enabled'),
        preview: eb.ref('excluded.preview'),
        display_order: eb.ref('excluded.display_order'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return rows.length;
}
