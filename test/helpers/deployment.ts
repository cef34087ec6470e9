/**
 * A distributed deployment for tests: a database, a bus namespace, and Citable services as
 * separate OS processes (`citable start --services ...`) sharing them, plus what a test needs to
 * start audits and watch them.
 */
import { createAudit } from '@citable/auth';
import { connectNatsBus, deleteNatsNamespace, type CrashableBus } from '@citable/bus';
import { loadConfig } from '@citable/config';
import type { AuditRow } from '@citable/db';
import { createTestDatabase, startServiceProcess, testNamespace, testNatsUrl, type ServiceProcess, type TestDatabase } from '@citable/testing';

export interface Deployment {
  db: TestDatabase['db'];
  bus: CrashableBus;
  namespace: string;
  /** The environment every process of the deployment gets. */
  env: Record<string, string>;
  start(services: string, env?: Record<string, string>): Promise<ServiceProcess>;
  /** Starts an audit as the gateway would (createAudit): a queued row and a crawl job. */
  startAudit(rootUrl: string, maxPages: number, opts?: { renderMode?: 'off' | 'sample' | 'all'; userId?: string }): Promise<string>;
  audit(id: string): Promise<AuditRow>;
  /** Polls the audit until it is completed or failed; throws after `timeoutMs`. */
  waitForEnd(id: string, timeoutMs: number): Promise<AuditRow>;
  /** Polls until `condition` holds; throws naming `what` after `timeoutMs`. */
  waitFor(condition: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void>;
  pageCount(id: string): Promise<number>;
  /** SIGKILLs every process still running, closes the bus, deletes the namespace and the database. */
  close(): Promise<void>;
}

export interface DeploymentOptions {
  env?: Record<string, string>;
  /** A NATS server of the test's own (default: the tests' shared one). */
  natsUrl?: string;
  /** A database of the test's own (default: a fresh clone of the test template). */
  database?: { url: string; db: TestDatabase['db']; drop(): Promise<void> };
  prefix?: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openDeployment(opts: DeploymentOptions = {}): Promise<Deployment> {
  const natsUrl = opts.natsUrl ?? (await testNatsUrl());
  const database = opts.database ?? (await createTestDatabase());
  const namespace = testNamespace(opts.prefix ?? 'ops');
  const bus = await connectNatsBus({ url: natsUrl, namespace, name: 'test-deployment' });
  const env = { DATABASE_URL: database.url, NATS_URL: natsUrl, BUS_NAMESPACE: namespace, CRAWL_ALLOW_PRIVATE: 'true', ...opts.env };
  const config = loadConfig(env);
  const processes: ServiceProcess[] = [];
  const audit = (id: string) => database.db.selectFrom('audits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const waitFor = async (condition: () => Promise<boolean>, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition().catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await sleep(100);
    }
  };
  return {
    db: database.db,
    bus,
    namespace,
    env,
    async start(services, extra = {}) {
      const proc = await startServiceProcess(services, { env: { ...env, ...extra } });
      processes.push(proc);
      return proc;
    },
    startAudit: (rootUrl, maxPages, { renderMode = 'off', userId } = {}) =>
      createAudit(database.db, bus, config, {
        userId: userId ?? null,
        draft: { project_id: 'operations', root_url: rootUrl, site_description: null, max_pages: maxPages },
        options: { renderMode, allowPrivate: true },
      }),
    audit,
    waitFor,
    async waitForEnd(id, timeoutMs) {
      let row: AuditRow | undefined;
      await waitFor(async () => ((row = await audit(id)).status === 'completed' || row.status === 'failed'), `audit ${id} to end`, timeoutMs);
      return row as AuditRow;
    },
    async pageCount(id) {
      const r = await database.db.selectFrom('pages').select((eb) => eb.fn.countAll<string>().as('n')).where('audit_id', '=', id).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async close() {
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      await bus.close().catch(() => undefined);
      await deleteNatsNamespace({ url: natsUrl, namespace }).catch(() => undefined);
      await database.drop();
    },
  };
}
