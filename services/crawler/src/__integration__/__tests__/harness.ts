/**
 * What every crawler integration test needs: a fresh Postgres database and NATS namespace, crawler
 * replicas started the way a deployment starts them (startServices: their own bus connection and
 * database pool), audits started the way the gateway starts them (createAudit), and the test's
 * own bus consuming what the crawler produces downstream (the scorer's page jobs, the finalise
 * job, progress and failure events). close() removes all of it.
 *
 * Lives under __tests__ so the package build (tsc -b) leaves it out.
 */
import { createAudit } from '@citable/auth';
import { connectNatsBus, deleteNatsNamespace, type CrashableBus, type Subscription } from '@citable/bus';
import { loadConfig, type Config } from '@citable/config';
import { EVENTS, QUEUES, type AuditFailed, type AuditFinalizeJob, type AuditProgress, type CrawlJob, type CrawlOptions, type PageScoreJob } from '@citable/contracts';
import { toJson, type AuditRow } from '@citable/db';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { createTestDatabase, startFixtureSite, testNamespace, testNatsUrl, type FixtureSite, type TestDatabase } from '@citable/testing';
import { createCrawlerService, type CrawlerServiceOptions } from '../../service.js';

export interface ReceivedJob<T> {
  jobId: string;
  data: T;
}

export interface ReplicaOptions {
  /** CRAWL_ALLOW_PRIVATE of the replica's configuration. Default true (fixture sites live on 127.0.0.1). */
  allowPrivate?: boolean;
  /** More variables of the replica's configuration, e.g. CRAWL_MAP_ORIGIN. */
  env?: Record<string, string>;
  service?: CrawlerServiceOptions;
}

export interface StartAuditOptions {
  maxPages?: number;
  renderMode?: CrawlOptions['renderMode'];
  mapOrigin?: CrawlOptions['mapOrigin'];
}

export type CrawlEnd = 'completed' | 'failed';

export interface CrawlHarness {
  database: TestDatabase;
  natsUrl: string;
  namespace: string;
  /** The test's own connection to the namespace. */
  bus: CrashableBus;
  scoreJobs: ReceivedJob<PageScoreJob>[];
  finalizeJobs: ReceivedJob<AuditFinalizeJob>[];
  progress: AuditProgress[];
  failedEvents: AuditFailed[];
  /** Configuration a replica gets (DATABASE_URL, NATS_URL, BUS_NAMESPACE of this test). */
  configFor(allowPrivate: boolean): Config;
  /** Environment for a replica in another process. */
  envFor(allowPrivate: boolean): Record<string, string>;
  startReplica(options?: ReplicaOptions): Promise<RunningProcess>;
  site(...args: Parameters<typeof startFixtureSite>): Promise<FixtureSite>;
  /** As the gateway does: createAudit inserts the queued audit and enqueues its crawl job. */
  startAudit(rootUrl: string, options?: StartAuditOptions): Promise<string>;
  /** An audit row and a crawl job written by hand, for root URLs the gateway would refuse. */
  enqueueCrawl(rootUrl: string, options?: StartAuditOptions): Promise<string>;
  /**
   * Waits until the crawl ended: the audit failed, or its crawl is complete, the finalise job
   * arrived and every stored page's scoring job arrived.
   */
  waitForCrawl(auditId: string, timeoutMs?: number): Promise<{ end: CrawlEnd; audit: AuditRow }>;
  pages(auditId: string): Promise<PageRowLite[]>;
  close(): Promise<void>;
}

export interface PageRowLite {
  id: string;
  url: string;
  path: string;
  title: string | null;
  status_code: number | null;
  h1: string | null;
  canonical: string | null;
  schema_types: string[];
  jsonld: unknown[];
  html_static: string | null;
  html_rendered: string | null;
  content_type: string | null;
  headers: Record<string, string>;
  redirect_chain: Array<{ url: string; statusCode: number }>;
  fetch_ms: number | null;
  depth: number;
  rendered_metrics: { lcpMs: number | null; cls: number | null; staticTextShare: number | null; renderMs: number } | null;
  facts: unknown;
}

const silent = createLogger({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function openHarness(): Promise<CrawlHarness> {
  const database = await createTestDatabase();
  const natsUrl = await testNatsUrl();
  const namespace = testNamespace('crawler-it');
  const bus = await connectNatsBus({ url: natsUrl, namespace, name: 'crawler-it', logger: silent });
  const scoreJobs: ReceivedJob<PageScoreJob>[] = [];
  const finalizeJobs: ReceivedJob<AuditFinalizeJob>[] = [];
  const progress: AuditProgress[] = [];
  const failedEvents: AuditFailed[] = [];
  const subs: Subscription[] = [
    // The scorer's side of the crawler's output, consumed here so the test sees every job.
    await bus.work<PageScoreJob>(QUEUES.pageScore, async (job) => void scoreJobs.push({ jobId: job.id, data: job.data }), { concurrency: 8 }),
    await bus.work<AuditFinalizeJob>(QUEUES.auditFinalize, async (job) => void finalizeJobs.push({ jobId: job.id, data: job.data })),
    await bus.subscribe<AuditProgress>(EVENTS.auditProgress, (e) => void progress.push(e)),
    await bus.subscribe<AuditFailed>(EVENTS.auditFailed, (e) => void failedEvents.push(e)),
  ];
  const replicas: RunningProcess[] = [];
  const sites: FixtureSite[] = [];

  const envFor = (allowPrivate: boolean): Record<string, string> => ({
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: namespace,
    CRAWL_ALLOW_PRIVATE: String(allowPrivate),
    LOG_LEVEL: 'silent',
  });
  const configFor = (allowPrivate: boolean): Config => loadConfig(envFor(allowPrivate));

  const insertAudit = async (rootUrl: string, options: StartAuditOptions): Promise<{ id: string; job: CrawlJob }> => {
    const crawlOptions: CrawlOptions = { renderMode: options.renderMode ?? 'off', allowPrivate: true, mapOrigin: options.mapOrigin ?? null };
    const maxPages = options.maxPages ?? 50;
    const row = await database.db
      .insertInto('audits')
      .values({ project_id: 'crawler-it', root_url: rootUrl, domain: 'raw', max_pages: maxPages, status: 'queued', options: toJson(crawlOptions) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, job: { auditId: row.id, rootUrl, maxPages, options: crawlOptions } };
  };

  const auditRow = (id: string) => database.db.selectFrom('audits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const harness: CrawlHarness = {
    database,
    natsUrl,
    namespace,
    bus,
    scoreJobs,
    finalizeJobs,
    progress,
    failedEvents,
    configFor,
    envFor,
    async startReplica(options = {}) {
      const config = loadConfig({ ...envFor(options.allowPrivate ?? true), ...options.env });
      const proc = await startServices([createCrawlerService(options.service)], { config, log: silent });
      replicas.push(proc);
      return proc;
    },
    async site(...args) {
      const site = await startFixtureSite(...args);
      sites.push(site);
      return site;
    },
    startAudit(rootUrl, options = {}) {
      return createAudit(database.db, bus, configFor(true), {
        userId: null,
        draft: { project_id: 'crawler-it', root_url: rootUrl, site_description: null, max_pages: options.maxPages ?? 50 },
        options: { renderMode: options.renderMode ?? 'off', allowPrivate: true, mapOrigin: options.mapOrigin ?? null },
      });
    },
    async enqueueCrawl(rootUrl, options = {}) {
      const { id, job } = await insertAudit(rootUrl, options);
      await bus.enqueue<CrawlJob>(QUEUES.crawl, job, { id: `crawl:${id}` });
      return id;
    },
    async waitForCrawl(auditId, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const audit = await auditRow(auditId);
        if (audit.status === 'failed') return { end: 'failed', audit };
        if (audit.crawl_completed_at && finalizeJobs.some((j) => j.data.auditId === auditId)) {
          const stored = Number(
            (await database.db.selectFrom('pages').select((eb) => eb.fn.countAll<string>().as('n')).where('audit_id', '=', auditId).executeTakeFirstOrThrow()).n,
          );
          if (scoreJobs.filter((j) => j.data.auditId === auditId).length >= stored) {
            // Let a late duplicate (there should be none) show up before the test counts.
            await sleep(150);
            return { end: 'completed', audit: await auditRow(auditId) };
          }
        }
        if (Date.now() > deadline) {
          throw new Error(`crawl of audit ${auditId} did not end within ${timeoutMs} ms (status ${audit.status}, ${audit.pages_crawled} pages crawled)`);
        }
        await sleep(50);
      }
    },
    async pages(auditId) {
      const rows = await database.db.selectFrom('pages').selectAll().where('audit_id', '=', auditId).orderBy('url').execute();
      return rows.map((r) => ({ ...(r as unknown as PageRowLite), path: new URL(r.url).pathname + new URL(r.url).search }));
    },
    async close() {
      // In parallel: each stopping work subscription waits out its pending pull (up to 1 s).
      await Promise.all([...replicas.map((proc) => proc.stop()), ...subs.map((sub) => sub.stop())].map((p) => p.catch(() => undefined)));
      await bus.close().catch(() => undefined);
      await deleteNatsNamespace({ url: natsUrl, namespace }).catch(() => undefined);
      await Promise.all(sites.map((s) => s.close()));
      await database.drop();
    },
  };
  return harness;
}

/** The path (and query) of a URL, for readable assertions. */
export const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

export const sleepMs = sleep;

/** Page paths CitableBot asked a fixture site for (robots.txt, sitemaps and llms.txt left out), in order. */
export function pageRequests(site: FixtureSite, userAgentIncludes = 'CitableBot'): string[] {
  return site.requests.filter((r) => r.userAgent.includes(userAgentIncludes) && !/^\/(robots\.txt|sitemap.*|llms\.txt)$/.test(r.path)).map((r) => r.url);
}
