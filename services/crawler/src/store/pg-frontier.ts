/**
 * The crawl frontier in the crawl_frontier table, so a crawl survives its crawler: the
 * redelivered job resumes on another replica from the same rows, without refetching finished
 * URLs or storing a page twice.
 */
import type { Database } from '@citable/db';
import { sql, type Kysely } from 'kysely';
import {
  FRONTIER_STATES,
  outcomeColumns,
  type FrontierCounts,
  type FrontierEntry,
  type FrontierOutcome,
  type FrontierOutcomeRow,
  type FrontierSource,
  type FrontierState,
  type FrontierStore,
  type ReportedState,
} from '../crawl/frontier.js';

type Db = Kysely<Database>;

export class PgFrontierStore implements FrontierStore {
  /**
   * URLs this store has already put in the table. Every page links to the same navigation, so
   * most links of a page are known: inserting them again only to have the conflict skip them cost
   * the embedded database 8 ms a page. A replica resuming another's crawl starts with none known
   * and lets the table's key skip what is there.
   */
  private readonly known = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly auditId: string,
    /** Which replica holds a claim (for the log and for finding a dead replica's work). */
    private readonly owner: string,
  ) {}

  async add(urls: readonly string[], depth: number, source: FrontierSource, referrer: string | null = null): Promise<number> {
    const unique = [...new Set(urls)].filter((url) => !this.known.has(url));
    if (unique.length === 0) return 0;
    let added = 0;
    // Chunks keep each statement's parameter count well under Postgres's limit.
    for (let i = 0; i < unique.length; i += 500) {
      const rows = unique.slice(i, i + 500).map((url) => ({ audit_id: this.auditId, url, depth, source, referrer, state: 'queued' as const }));
      const r = await this.db.insertInto('crawl_frontier').values(rows).onConflict((oc) => oc.columns(['audit_id', 'url']).doNothing()).executeTakeFirst();
      added += Number(r.numInsertedOrUpdatedRows ?? 0n);
    }
    for (const url of unique) this.known.add(url);
    return added;
  }

  async claim(limit: number): Promise<FrontierEntry[]> {
    if (limit <= 0) return [];
    // SKIP LOCKED: two replicas claiming at once never get the same URL. The pick is materialised:
    // as an `in (subquery)` the planner may run it again per row, and each run's LIMIT and skipped
    // locks pick other rows, so one claim took more URLs than asked (seen with limit 1 on PGlite),
    // and the extra ones stayed `fetching` for ever.
    const rows = await sql<{ url: string; depth: number; source: FrontierSource; attempts: number; seq: number }>`
      with picked as materialized (
        select url from crawl_frontier
        where audit_id = ${this.auditId} and state = 'queued'
        order by depth, seq
        limit ${limit}
        for update skip locked)
      update crawl_frontier f set state = 'fetching', attempts = f.attempts + 1, claimed_by = ${this.owner},
             claimed_at = now(), updated_at = now()
      from picked
      where f.audit_id = ${this.auditId} and f.url = picked.url
      returning f.url, f.depth, f.source, f.attempts, f.seq`.execute(this.db);
    // UPDATE ... RETURNING has no order of its own.
    return rows.rows
      .sort((a, b) => a.depth - b.depth || Number(a.seq) - Number(b.seq))
      .map((r) => ({ url: r.url, depth: r.depth, source: r.source, attempts: r.attempts }));
  }

  async claimUrl(url: string, depth: number, source: FrontierSource, referrer: string | null): Promise<boolean> {
    const inserted = await this.db
      .insertInto('crawl_frontier')
      .values({ audit_id: this.auditId, url, depth, source, referrer, state: 'fetching', attempts: 1, claimed_by: this.owner, claimed_at: new Date() })
      .onConflict((oc) => oc.columns(['audit_id', 'url']).doNothing())
      .executeTakeFirst();
    this.known.add(url);
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return true;
    const taken = await this.db
      .updateTable('crawl_frontier')
      .set((eb) => ({ state: 'fetching', attempts: eb('attempts', '+', 1), claimed_by: this.owner, claimed_at: new Date(), updated_at: new Date() }))
      .where('audit_id', '=', this.auditId)
      .where('url', '=', url)
      // A skipped URL never had a page stored (e.g. its canonical pointed at a page that
      // redirects back), so taking it back cannot store a page twice.
      .where('state', 'in', ['queued', 'skipped'])
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n;
  }

  async complete(url: string, outcome: FrontierOutcome): Promise<void> {
    const { state, error, statusCode, contentType, target } = outcomeColumns(outcome);
    await this.db
      .updateTable('crawl_frontier')
      .set({ state, error, status_code: statusCode, content_type: contentType, target, updated_at: new Date() })
      .where('audit_id', '=', this.auditId)
      .where('url', '=', url)
      .execute();
  }

  async requeueDeferredTo(target: string): Promise<number> {
    const r = await this.db
      .updateTable('crawl_frontier')
      .set({ state: 'queued', error: null, target: null, claimed_by: null, claimed_at: null, updated_at: new Date() })
      .where('audit_id', '=', this.auditId)
      .where('state', '=', 'skipped')
      .where('target', '=', target)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  async release(url: string, error: string): Promise<void> {
    await this.db
      .updateTable('crawl_frontier')
      .set({ state: 'queued', error, claimed_by: null, claimed_at: null, updated_at: new Date() })
      .where('audit_id', '=', this.auditId)
      .where('url', '=', url)
      .where('state', '=', 'fetching')
      .execute();
  }

  async requeueInFlight(): Promise<number> {
    const r = await this.db
      .updateTable('crawl_frontier')
      .set({ state: 'queued', claimed_by: null, claimed_at: null, updated_at: new Date() })
      .where('audit_id', '=', this.auditId)
      .where('state', '=', 'fetching')
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  async stateOf(url: string): Promise<FrontierState | null> {
    const row = await this.db.selectFrom('crawl_frontier').select('state').where('audit_id', '=', this.auditId).where('url', '=', url).executeTakeFirst();
    return row?.state ?? null;
  }

  async counts(): Promise<FrontierCounts> {
    const rows = await this.db
      .selectFrom('crawl_frontier')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('audit_id', '=', this.auditId)
      .groupBy('state')
      .execute();
    const counts = Object.fromEntries([...FRONTIER_STATES.map((s) => [s, 0]), ['total', 0]]) as FrontierCounts;
    for (const r of rows) {
      counts[r.state] = Number(r.n);
      counts.total += Number(r.n);
    }
    return counts;
  }

  async outcomes(state: ReportedState, limit: number): Promise<FrontierOutcomeRow[]> {
    const rows = await this.db
      .selectFrom('crawl_frontier')
      .select(['url', 'source', 'referrer', 'status_code', 'content_type', 'target', 'error'])
      .where('audit_id', '=', this.auditId)
      .where('state', '=', state)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ url: r.url, source: r.source, referrer: r.referrer, statusCode: r.status_code, contentType: r.content_type, target: r.target, error: r.error }));
  }
}
