/**
 * Monitors on real Postgres and NATS JetStream, with the real crawler, scorer and citation
 * services, a fixture site on 127.0.0.1 its owner breaks between runs, the local provider server
 * answering ChatGPT through the openai SDK, and alert emails going through nodemailer to the SMTP
 * catcher. The schedulers' clock is the test's: it moves a day at a time, nothing sleeps for days.
 *
 * Two scheduler replicas, each with its own database pool and bus connection, tick at the same
 * moments; a third starts "after a restart" days late.
 */
import { createMailer, type Mailer } from '@citable/auth';
import { connectNatsBus, deleteNatsNamespace, type Bus } from '@citable/bus';
import { citationService } from '@citable/citation';
import { loadConfig, type Config } from '@citable/config';
import type { CrawlOptions } from '@citable/contracts';
import { crawlerService } from '@citable/crawler';
import { openPostgres, toJson, type DatabaseHandle } from '@citable/db';
import { createScheduler, loadTrend, type Scheduler } from '@citable/gateway';
import { createLogger } from '@citable/log';
import { monitorMetrics } from '@citable/metrics';
import { startServices, type RunningProcess } from '@citable/runtime';
import { scorerService } from '@citable/scorer';
import {
  createTestDatabase,
  descriptionLosingSite,
  startFixtureSite,
  startProviderServer,
  startSmtpCatcher,
  testNamespace,
  testNatsUrl,
  type FixtureSite,
  type ProviderReply,
  type ProviderServer,
  type SmtpCatcher,
  type TestDatabase,
} from '@citable/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SITE = 'https://acme-answers.test';
const OWNER = 'owner@example.com';
const DAY = 86_400_000;
const T0 = Date.parse('2026-12-07T09:00:00.000Z');
const log = createLogger({ level: 'silent' });

let database: TestDatabase;
let second: DatabaseHandle;
let natsUrl: string;
let namespace: string;
let config: Config;
let fixture: ReturnType<typeof descriptionLosingSite>;
let site: FixtureSite;
let provider: ProviderServer;
let smtp: SmtpCatcher;
let services: RunningProcess;
const buses: Bus[] = [];
const mailers: Mailer[] = [];
let a: Scheduler;
let b: Scheduler;
let monitorId: string;
let ownerId: string;

/** The schedulers' now. */
let now = T0 - 60_000;
const clock = () => new Date(now);

/** ChatGPT cites the site (and a rival) until the owner's change; then only the rival. */
let citesSite = true;
function reply(): ProviderReply {
  const cites = citesSite ? [`${SITE}/services`, 'https://rival.test/services'] : ['https://rival.test/services', 'https://third.test/list'];
  return { answer: { text: 'Several agencies offer this.', citations: cites.map((url) => ({ url })), tokens: { input: 10, output: 10 } } };
}

async function scheduler(db: DatabaseHandle['db'], name: string): Promise<Scheduler> {
  const bus = await connectNatsBus({ url: natsUrl, namespace, name });
  buses.push(bus);
  const mailer = await createMailer(config, log);
  mailers.push(mailer);
  return createScheduler({ db, bus, log, config, mailer, clock });
}

/** A counter's total over its labels (this process's registry: the schedulers run here). */
const total = async (counter: { get(): Promise<{ values: Array<{ value: number }> }> }) => (await counter.get()).values.reduce((n, v) => n + v.value, 0);

const runs = () => database.db.selectFrom('monitor_runs').selectAll().where('monitor_id', '=', monitorId).orderBy('slot_at').execute();

/** Ticks replica a (the clock a second on each time) until every run of the monitor has ended. */
async function settle(timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    now += 1_000;
    await a.tick();
    const open = (await runs()).filter((r) => r.state !== 'done' && r.state !== 'failed');
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`monitor runs still open: ${JSON.stringify(open.map((r) => ({ state: r.state, error: r.error })))}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  fixture = descriptionLosingSite();
  [database, natsUrl, site, provider, smtp] = await Promise.all([
    createTestDatabase(),
    testNatsUrl(),
    startFixtureSite(fixture.site, { publicOrigin: SITE }),
    startProviderServer(() => reply()),
    startSmtpCatcher(),
  ]);
  namespace = testNamespace('monitors');
  config = loadConfig({
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: namespace,
    PUBLIC_URL: 'http://citable.test',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    RENDER_MODE: 'off',
    CRAWL_ALLOW_PRIVATE: 'true',
    CITATION_REPEATS: '2',
    CITATION_MAX_QUERIES: '10',
    ...provider.sourceEnv(['chatgpt']),
  });
  second = await openPostgres(database.url, { poolSize: 4 });
  services = await startServices([crawlerService, scorerService, citationService], { config, log });
  [a, b] = await Promise.all([scheduler(database.db, 'scheduler-a'), scheduler(second.db, 'scheduler-b')]);

  const user = await database.db.insertInto('users').values({ email: OWNER }).returning('id').executeTakeFirstOrThrow();
  ownerId = user.id;
  const options: CrawlOptions = { renderMode: 'off', allowPrivate: true, mapOrigin: { from: SITE, to: site.origin } };
  const monitor = await database.db
    .insertInto('monitors')
    .values({
      user_id: user.id,
      project_id: 'watch',
      root_url: `${SITE}/`,
      domain: 'acme-answers.test',
      site_description: 'AI search visibility agency',
      max_pages: 20,
      options: toJson(options),
      cadence: 'daily',
      citations: true,
      alerts: true,
      next_due_at: new Date(T0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  monitorId = monitor.id;
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()].map((p) => p?.catch(() => undefined)));
  await services?.stop().catch(() => undefined);
  for (const m of mailers) m.close();
  for (const bus of buses) await bus.close().catch(() => undefined);
  await second?.close().catch(() => undefined);
  await Promise.all([site?.close(), provider?.close(), smtp?.close()].map((p) => p?.catch(() => undefined)));
  if (namespace) await deleteNatsNamespace({ url: natsUrl, namespace }).catch(() => undefined);
  await database?.drop().catch(() => undefined);
});

describe('a monitor of a site its owner breaks', () => {
  it('fires nothing before its slot, then once per due slot with two scheduler replicas ticking together', async () => {
    const early = await Promise.all([a.tick(), b.tick()]);
    expect(early.map((r) => r.fired)).toEqual([0, 0]);

    now = T0;
    // Both replicas tick at once, twice over: one of them fires the slot.
    const ticks = [...(await Promise.all([a.tick(), b.tick()])), ...(await Promise.all([b.tick(), a.tick()]))];
    expect(ticks.reduce((n, r) => n + r.fired, 0)).toBe(1);
    expect((await runs()).map((r) => r.slot_at.toISOString())).toEqual([new Date(T0).toISOString()]);
    await settle();

    const [first] = await runs();
    expect(first).toMatchObject({ state: 'done', trigger: 'schedule', attempt: 1, series: 1, error: null });
    // An ordinary audit of the monitored site, owned by the monitor's owner, with the monitor's project and page budget.
    const audit = await database.db.selectFrom('audits').select(['user_id', 'project_id', 'root_url', 'max_pages', 'status']).where('id', '=', first!.audit_id!).executeTakeFirstOrThrow();
    expect(audit).toEqual({ user_id: ownerId, project_id: 'watch', root_url: `${SITE}/`, max_pages: 20, status: 'completed' });
    expect(first!.prompt_set_id).toEqual(expect.any(String));
    // The monitor's audit got one citation run, the scheduler's, with the pinned set (the auto-run left it alone).
    const citationRuns = await database.db.selectFrom('citation_runs').select(['id', 'prompts']).where('audit_id', '=', first!.audit_id!).execute();
    expect(citationRuns).toEqual([{ id: first!.citation_run_id, prompts: expect.objectContaining({ set_id: first!.prompt_set_id }) }]);
    const monitor = await database.db.selectFrom('monitors').select(['next_due_at', 'prompt_set_id']).where('id', '=', monitorId).executeTakeFirstOrThrow();
    expect(monitor).toEqual({ next_due_at: new Date(T0 + DAY), prompt_set_id: first!.prompt_set_id });
    expect(smtp.messages).toEqual([]);
  }, 240_000);

  it('mails one alert naming the regressed check and the fallen citation rate after the site changed', async () => {
    fixture.dropDescriptions();
    citesSite = false;
    now = T0 + DAY;
    const ticks = await Promise.all([a.tick(), b.tick()]);
    expect(ticks.reduce((n, r) => n + r.fired, 0)).toBe(1);
    await settle();

    const [, changed] = await runs();
    expect(changed).toMatchObject({ state: 'done', slot_at: new Date(T0 + DAY), alert_sent_at: expect.any(Date) });
    expect(changed!.alerts.map((r) => r.kind)).toEqual(expect.arrayContaining(['check_regressed', 'citation_rate_fell']));
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual([OWNER]);
    expect(mail!.subject).toMatch(/^Citable alert for acme-answers\.test: /);
    expect(mail!.subject).toContain('Meta description regressed');
    expect(mail!.subject).toContain('ChatGPT citation rate fell');
    expect(mail!.text).toMatch(/- Meta description regressed on (\d+) of \1 pages \(100%\)/);
    expect(mail!.text).toMatch(/- ChatGPT citation rate fell from 100% to 0% of answers/);
    expect(mail!.text).toContain(`See what changed: http://citable.test/audits/${changed!.audit_id}?tab=overview`);
    expect(mail!.text).toContain(`Trends: http://citable.test/monitors/${monitorId}/trends`);
    expect(await total(monitorMetrics.alertsSent)).toBe(1);
    expect(await total(monitorMetrics.fired)).toBe(2);
  }, 240_000);

  it('mails nothing when the next run finds the site unchanged', async () => {
    now = T0 + 2 * DAY;
    await Promise.all([a.tick(), b.tick()]);
    await settle();
    const all = await runs();
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ state: 'done', alerts: [], alert_sent_at: null });
    expect(smtp.messages).toHaveLength(1);
  }, 240_000);

  it('carries every point in the trend, with share of voice, the changed checks and one prompt set', async () => {
    const points = await loadTrend(database.db, { id: monitorId });
    expect(points.map((p) => p.status)).toEqual(['completed', 'completed', 'completed']);
    const [before, after, same] = points;
    expect(before!.scores!.overall).toBeGreaterThan(0);
    expect(before!.citation_rates).toEqual([{ source: 'chatgpt', rate: expect.objectContaining({ rate: 100 }) }]);
    expect(after!.citation_rates).toEqual([{ source: 'chatgpt', rate: expect.objectContaining({ rate: 0 }) }]);
    // Before: each answer cites the site and rival.test; after: rival.test and third.test.
    expect(before!.share_of_voice).toEqual([
      { source: 'chatgpt', total: expect.any(Number), site: { citations: expect.any(Number), share: 50 }, competitors: [{ domain: 'rival.test', citations: expect.any(Number), share: 50 }] },
    ]);
    expect(after!.share_of_voice[0]).toMatchObject({ site: { citations: 0, share: 0 }, competitors: [{ domain: 'rival.test', share: 50 }, { domain: 'third.test', share: 50 }] });
    expect(before!.changed_checks).toEqual([]);
    expect(after!.changed_checks).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'C2_meta_description', change: 'regressed' })]));
    expect(same!.changed_checks).toEqual([]);
    expect(new Set(points.map((p) => p.prompt_set_id)).size).toBe(1);
    expect(points.map((p) => p.series)).toEqual([1, 1, 1]);
    expect(after!.alerts.map((r) => r.kind)).toEqual(expect.arrayContaining(['check_regressed', 'citation_rate_fell']));
  });

  it('runs a slot missed while every scheduler was down once, after the restart, and moves on to the next slot after now', async () => {
    await Promise.all([a.stop(), b.stop()]);
    // Down from T0 + 2 days until T0 + 6.5 days: slots T0 + 3, 4, 5 and 6 days were missed.
    now = T0 + 6.5 * DAY;
    const restarted = await scheduler(database.db, 'scheduler-restarted');
    a = restarted;
    const lateBefore = await total(monitorMetrics.late);
    const [first, again] = [await restarted.tick(), await restarted.tick()];
    expect(first.fired).toBe(1);
    // Fired three and a half days after its slot: late.
    expect(await total(monitorMetrics.late)).toBe(lateBefore + 1);
    expect(again.fired).toBe(0);
    const all = await runs();
    expect(all.map((r) => r.slot_at.getTime())).toEqual([T0, T0 + DAY, T0 + 2 * DAY, T0 + 3 * DAY]);
    const monitor = await database.db.selectFrom('monitors').select('next_due_at').where('id', '=', monitorId).executeTakeFirstOrThrow();
    expect(monitor.next_due_at).toEqual(new Date(T0 + 7 * DAY));
    await settle();
    expect((await runs()).at(-1)).toMatchObject({ state: 'done', alerts: [] });
    expect(smtp.messages).toHaveLength(1);
  }, 240_000);

  it('runs the hourly jobs once per slot across replicas and records their last run', async () => {
    const other = await scheduler(second.db, 'scheduler-other');
    // The jobs ran at the first tick (T0 - 1 minute), and after the restart once, not once per missed hour.
    const before = await database.db.selectFrom('scheduled_jobs').select(['last_run_at', 'next_due_at']).execute();
    expect(before.map((j) => j.next_due_at.getTime() - j.last_run_at!.getTime())).toEqual([config.SWEEP_INTERVAL_MS, config.SWEEP_INTERVAL_MS]);
    expect(before.every((j) => j.last_run_at!.getTime() >= T0 + 6.5 * DAY)).toBe(true);
    now = Math.max(...before.map((j) => j.next_due_at.getTime()));
    const [x, y] = await Promise.all([a.tick(), other.tick()]);
    expect([...x.jobs, ...y.jobs].sort()).toEqual(['finalize_stuck_audits', 'refresh_prompt_sets']);
    const jobs = await database.db.selectFrom('scheduled_jobs').selectAll().orderBy('name').execute();
    expect(jobs).toEqual([
      expect.objectContaining({ name: 'finalize_stuck_audits', last_run_at: new Date(now), last_result: '0 finalised, 0 failed', last_error: null, next_due_at: new Date(now + config.SWEEP_INTERVAL_MS) }),
      expect.objectContaining({ name: 'refresh_prompt_sets', last_run_at: new Date(now), last_result: '0 prompt sets refreshed', last_error: null }),
    ]);
    const later = await Promise.all([a.tick(), other.tick()]);
    expect(later.flatMap((r) => r.jobs)).toEqual([]);
    await other.stop();

    // A job whose service does not answer is recorded failed and tried again in 5 minutes, not an hour.
    await services.stop();
    now += config.SWEEP_INTERVAL_MS;
    expect((await a.tick()).jobs).toEqual(['finalize_stuck_audits', 'refresh_prompt_sets']);
    const sweep = await database.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', 'finalize_stuck_audits').executeTakeFirstOrThrow();
    expect(sweep).toMatchObject({ last_run_at: new Date(now), last_error: expect.stringMatching(/.+/), next_due_at: new Date(now + 5 * 60_000) });
  }, 60_000);
});

