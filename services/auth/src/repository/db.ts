import type { Kysely } from 'kysely';
import type { Database } from '@citable/db';

/** The database as the repositories take it: the pool, or a transaction (a Kysely too). */
export type Db = Kysely<Database>;
