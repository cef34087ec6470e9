/**
 * The admin's system status JSON from running `citable` processes: distributed (three processes
 * on Postgres and NATS JetStream: replicas in other processes are counted, each with its own pid)
 * and on the embedded default (PGlite and the in-process bus). An admin signs in through the
 * emailed link and types the admin password, as in the browser.
 */
import { deleteNatsNamespace } from '@citable/bus';
import type { SystemStatus } from '@citable/contracts';
import { createTestDatabase, startSmtpCatcher, testNamespace, testNatsUrl, type SmtpCatcher, type TestDatabase } from '@citable/testing';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv, startCli, type RunningCli } from '../helpers/cli.js';

const ADMIN = 'status-admin@example.com';
const PASSWORD = 'status page password';
const QUEUE_NAMES = [
  'crawl.jobs',
  'score.pages',
  'score.finalize',
  'citation.start',
  'citation.runs.perplexity',
  'citation.runs.chatgpt',
  'citation.runs.claude',
  'citation.runs.brave',
];

const running: RunningCli[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
});

async function start(env: NodeJS.ProcessEnv, services: string): Promise<RunningCli> {
  const proc = await startCli(env, ['--services', services]);
  running.push(proc);
  return proc;
}

/** Signs the admin in with the link `readLink` finds, unlocks the admin routes, and returns the session cookie. */
async function signInAdmin(url: string, readLink: () => Promise<string>): Promise<string> {
  const asked = await fetch(`${url}/v1/auth/magic/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN }) });
  expect(asked.status).toBe(200);
  const token = new URL(await readLink()).searchParams.get('token')!;
  const verified = await fetch(`${url}/v1/auth/magic/verify?token=${encodeURIComponent(token)}`);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('citable_session='))!.split(';')[0]!;
  const unlocked = await fetch(`${url}/v1/auth/admin/unlock`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  expect(unlocked.status).toBe(200);
  return cookie;
}

async function systemStatus(url: string, cookie: string): Promise<SystemStatus> {
  const res = await fetch(`${url}/api/admin/system-status`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as SystemStatus;
}

describe('the system status JSON', () => {
  it('counts the replicas of every process on NATS, with the queues, the database and the audits running', async () => {
    let database: TestDatabase | undefined;
    let smtp: SmtpCatcher | undefined;
    const natsUrl = await testNatsUrl();
    const namespace = testNamespace('status');
    [database, smtp] = await Promise.all([createTestDatabase(), startSmtpCatcher()]);
    cleanups.push(() => database!.drop(), () => smtp!.close(), () => deleteNatsNamespace({ url: natsUrl, namespace }));
    const env = cleanEnv({
      DATABASE_URL: database.url,
      NATS_URL: natsUrl,
      BUS_NAMESPACE: namespace,
      PORT: '0',
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
      RENDER_MODE: 'off',
    });
    const [front, workers, moreCrawlers] = await Promise.all([start(env, 'gateway,auth'), start(env, 'crawler,scorer'), start(env, 'crawler')]);
    const user = await database.db.insertInto('users').values({ email: 'someone@example.com' }).returning('id').executeTakeFirstOrThrow();
    await database.db
      .insertInto('audits')
      .values({ user_id: user.id, project_id: 'p', root_url: 'https://running.example/', domain: 'running.example', max_pages: 10, status: 'running' })
      .execute();

    const cookie = await signInAdmin(front.url, async () => {
      const mail = await smtp!.waitFor((m) => m.to.includes(ADMIN));
      return /https?:\/\/\S+\/auth\/callback\?token=\S+/.exec(mail.text)![0];
    });
    const status = await systemStatus(front.url, cookie);

    const replicasOf = (name: string) => status.services.find((s) => s.name === name)!.replicas;
    const pids = [front, workers, moreCrawlers].map((p) => p.proc.pid);
    expect(replicasOf('crawler').map((r) => r.pid).sort()).toEqual([workers.proc.pid, moreCrawlers.proc.pid].sort());
    expect(replicasOf('scorer').map((r) => r.pid)).toEqual([workers.proc.pid]);
    expect(replicasOf('gateway').map((r) => r.pid)).toEqual([front.proc.pid]);
    expect(replicasOf('auth').map((r) => r.pid)).toEqual([front.proc.pid]);
    for (const replica of status.services.flatMap((s) => s.replicas)) {
      expect(pids).toContain(replica.pid);
      expect(replica).toMatchObject({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), instance: `${replica.host}:${replica.pid}` });
      expect(replica.uptime_seconds).toBeGreaterThanOrEqual(0);
    }
    expect(replicasOf('gateway')[0]!.details).toEqual({ url: front.url });
    // Nothing runs the citation and classifier services here.
    expect(status.services.filter((s) => s.status === 'unavailable').map((s) => s.name)).toEqual(['citation', 'classifier']);
    expect(status.status).toBe('degraded');

    expect(status.bus).toEqual({ kind: 'nats', namespace });
    expect(status.queues.map((q) => q.queue)).toEqual(QUEUE_NAMES);
    expect(status.queues[0]).toEqual({
      queue: 'crawl.jobs',
      stream: `${namespace}_work_crawl`,
      consumer: `${namespace}_crawl_jobs`,
      consumer_exists: true,
      pending: 0,
      ack_pending: 0,
      redelivered: 0,
    });
    // Nobody works citation runs: no consumer, and nothing waiting.
    for (const queue of status.queues.filter((q) => q.queue.startsWith('citation.'))) {
      expect(queue, queue.queue).toMatchObject({ consumer_exists: false, pending: 0 });
    }

    expect(status.database).toMatchObject({ status: 'ok', kind: 'postgres', error: null, migration: { pending: 0 } });
    expect(status.database.migration!.applied).toBe(status.database.migration!.latest);
    expect(status.audits).toEqual({ queued: 0, running: 1 });
  }, 180_000);

  it('answers on the embedded default: one process, the in-process bus, PGlite', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-status-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const app = await start(cleanEnv({ PORT: '0', DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN, ADMIN_PASSWORD: PASSWORD }), 'all');

    // No SMTP_URL: the link is in the development outbox.
    const cookie = await signInAdmin(app.url, async () => {
      const lines = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
      return (JSON.parse(lines.at(-1)!) as { link: string }).link;
    });
    const status = await systemStatus(app.url, cookie);

    expect(status.status).toBe('ok');
    expect(status.bus).toEqual({ kind: 'in-process', namespace: 'citable' });
    for (const service of status.services) {
      expect(service.replicas.map((r) => r.pid), service.name).toEqual([app.proc.pid]);
    }
    expect(status.queues.map((q) => q.queue)).toEqual(QUEUE_NAMES);
    expect(status.queues.find((q) => q.queue === 'crawl.jobs')).toEqual({
      queue: 'crawl.jobs',
      stream: null,
      consumer: null,
      consumer_exists: true,
      pending: 0,
      ack_pending: 0,
      redelivered: 0,
    });
    expect(status.database).toMatchObject({ status: 'ok', kind: 'pglite', migration: { pending: 0 } });
    expect(status.audits).toEqual({ queued: 0, running: 0 });
    // The scheduler runs on the embedded default too: the hourly jobs ran when the gateway started (after the scorer).
    expect(status.scheduled_jobs).toEqual([
      expect.objectContaining({ name: 'finalize_stuck_audits', last_run_at: expect.any(String), last_result: '0 finalised, 0 failed', last_error: null }),
      expect.objectContaining({ name: 'refresh_prompt_sets', last_run_at: expect.any(String), last_result: '0 prompt sets refreshed', last_error: null }),
    ]);
  }, 180_000);
});
