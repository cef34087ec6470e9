/**
 * The gateway's SQL for monitors, their runs and the scheduler's jobs. Claims are single
 * statements or short transactions with no I/O inside, so they work alike on Postgres (many
 * connections) and on the embedded PGlite (one connection behind a mutex).
 */
import type { ScheduledJobName } from '@citable/contracts';
import type { Database, MonitorRow, MonitorRunRow, MonitorRunUpdate, MonitorUpdate, NewMonitor } from '@citable/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

export function insertMonitor(db: Db, values: NewMonitor) {
  return db.insertInto('monitors').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The user's monitor, or undefined: another user's reads as missing. */
export function findOwnedMonitor(db: Db, userId: string, id: string) {
  return db.selectFrom('monitors').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function listMonitorsOfUser(db: Db, userId: string) {
  return db.selectFrom('monitors').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}

export async function updateOwnedMonitor(db: Db, userId: string, id: string, set: MonitorUpdate): Promise<MonitorRow | undefined> {
  return db
    .updateTable('monitors')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOwnedMonitor(db: Db, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('monitors').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The latest run of each monitor, for the list and the monitor's own view. */
export async function latestRuns(db: Db, monitorIds: readonly string[]): Promise<Map<string, MonitorRunRow>> {
  if (monitorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('monitor_runs')
    .selectAll()
    .where('monitor_id', 'in', monitorIds)
    .orderBy('monitor_id')
    .orderBy('started_at', 'desc')
    .distinctOn('monitor_id')
    .execute();
  return new Map(rows.map((r) => [r.monitor_id, r]));
}

/** Every run of a monitor, oldest first. */
export function runsOfMonitor(db: Db, monitorId: string) {
  return db.selectFrom('monitor_runs').selectAll().where('monitor_id', '=', monitorId).orderBy('started_at').orderBy('slot_at').execute();
}

export function findMonitor(db: Db, id: string) {
  return db.selectFrom('monitors').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims due monitors: their rows are locked (FOR UPDATE SKIP LOCKED: a replica claiming at the
 * same moment takes others, or none), `next` moves each one's next_due_at on, and a pending run
 * is inserted for the slot, unique per (monitor, slot). Returns the runs inserted.
 */
export async function claimDueMonitors(db: Db, now: Date, limit: number, next: (m: MonitorRow) => Date): Promise<Array<{ run: MonitorRunRow; monitor: MonitorRow }>> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('monitors')
      .selectAll()
      .where('cadence', '!=', 'off')
      .where('next_due_at', '<=', now)
      .orderBy('next_due_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const fired: Array<{ run: MonitorRunRow; monitor: MonitorRow }> = [];
    for (const monitor of due) {
      await trx.updateTable('monitors').set({ next_due_at: next(monitor) }).where('id', '=', monitor.id).execute();
      const run = await trx
        .insertInto('monitor_runs')
        .values({ monitor_id: monitor.id, slot_at: monitor.next_due_at!, trigger: 'schedule', state: 'pending', next_attempt_at: now, started_at: now, series: monitor.series })
        .onConflict((oc) => oc.columns(['monitor_id', 'slot_at']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (run) fired.push({ run, monitor });
    }
    return fired;
  });
}

export function insertManualRun(db: Db, monitor: MonitorRow, now: Date, leaseUntil: Date) {
  return db
    .insertInto('monitor_runs')
    .values({ monitor_id: monitor.id, slot_at: now, trigger: 'manual', state: 'pending', next_attempt_at: leaseUntil, started_at: now, series: monitor.series })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Leases the run most overdue for a look (pending, auditing or citing) until `leaseUntil`, so no
 * other replica looks at it meanwhile; one statement, so two replicas never lease the same run.
 * `skip`: runs this tick already looked at.
 */
export async function leaseNextRun(db: Db, now: Date, leaseUntil: Date, skip: readonly string[] = []): Promise<MonitorRunRow | undefined> {
  return db
    .updateTable('monitor_runs')
    .set({ next_attempt_at: leaseUntil })
    .where(
      'id',
      '=',
      db
        .selectFrom('monitor_runs')
        .select('id')
        .where('state', 'in', ['pending', 'auditing', 'citing'])
        .where('next_attempt_at', '<=', now)
        .$if(skip.length > 0, (q) => q.where('id', 'not in', skip))
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Updates a run only while it is still in the state the caller saw (a replica whose lease ran out cannot overwrite a newer state). */
export async function updateRun(db: Db, run: Pick<MonitorRunRow, 'id' | 'state'>, set: MonitorRunUpdate): Promise<boolean> {
  const res = await db.updateTable('monitor_runs').set(set).where('id', '=', run.id).where('state', '=', run.state).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function auditState(db: Db, auditId: string) {
  return db.selectFrom('audits').select(['status', 'fail_reason', 'domain']).where('id', '=', auditId).executeTakeFirst();
}

export function citationRunState(db: Db, runId: string) {
  return db.selectFrom('citation_runs').select(['status', 'prompts', 'report']).where('id', '=', runId).executeTakeFirst();
}

/** The set_id of the domain's newest stored blended prompt set (regenerated by an admin or the refresh job), if any. */
export async function newestPromptSetId(db: Db, domain: string): Promise<string | null> {
  const row = await db
    .selectFrom('prompt_sets')
    .select(sql<string | null>`meta->>'set_id'`.as('set_id'))
    .where('domain', '=', domain)
    .where('mode', '=', 'blended')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.set_id ?? null;
}

/** The run before this one that ended (done or failed), for the alert decision and the trend. */
export function previousFinishedRun(db: Db, run: Pick<MonitorRunRow, 'id' | 'monitor_id' | 'started_at'>) {
  return db
    .selectFrom('monitor_runs')
    .selectAll()
    .where('monitor_id', '=', run.monitor_id)
    .where('id', '!=', run.id)
    .where('state', 'in', ['done', 'failed'])
    .where('started_at', '<=', run.started_at)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function ownerEmail(db: Db, userId: string) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}

export function aiBotAccess(db: Db, auditId: string) {
  return db.selectFrom('site_artifacts').select('data').where('audit_id', '=', auditId).where('kind', '=', 'ai_bot_access').limit(1).executeTakeFirst();
}

// ---- the scheduler's periodic jobs ----

/** Every job has its row; a new one is due at once. */
export async function ensureJobs(db: Db, names: readonly ScheduledJobName[], now: Date): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values(names.map((name) => ({ name, next_due_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Claims a job's due slot: a conditional update, so of replicas racing for it exactly one sees a
 * row come back (Postgres re-checks the WHERE once the winner commits).
 */
export async function claimJob(db: Db, name: ScheduledJobName, now: Date, nextDue: Date): Promise<boolean> {
  const row = await db.updateTable('scheduled_jobs').set({ next_due_at: nextDue }).where('name', '=', name).where('next_due_at', '<=', now).returning('name').executeTakeFirst();
  return row !== undefined;
}

/** A job's run: what it did; or why it failed, and when it is tried again (sooner than its next slot). */
export function recordJobRun(db: Db, name: ScheduledJobName, at: Date, result: { ok: string } | { error: string; retryAt: Date }) {
  return db
    .updateTable('scheduled_jobs')
    .set('ok' in result ? { last_run_at: at, last_result: result.ok, last_error: null } : { last_run_at: at, last_error: result.error, next_due_at: result.retryAt })
    .where('name', '=', name)
    .execute();
}

export function listJobs(db: Db) {
  return db.selectFrom('scheduled_jobs').selectAll().orderBy('name').execute();
}

/** Domains whose newest blended prompt set is older than `staleBefore`, oldest first. */
export async function stalePromptDomains(db: Db, staleBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('prompt_sets')
    .select(['domain', (eb) => eb.fn.max('created_at').as('newest')])
    .where('mode', '=', 'blended')
    .groupBy('domain')
    .having((eb) => eb.fn.max('created_at'), '<', staleBefore)
    .orderBy('newest')
    .limit(limit)
    .execute();
  return rows.map((r) => r.domain);
}
