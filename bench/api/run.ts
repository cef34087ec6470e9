/**
 * make bench-api: latency of the two heaviest owner reads, GET /api/audits/{id} and
 * GET /api/audits/{id}/pages, on a 500-page audit, at a fixed 200 requests/s each.
 *
 * Production shape: Postgres + NATS (DATABASE_URL / NATS_URL as for the tests, else containers),
 * the gateway and the auth service in a child process started as the launcher
 * starts them, sign-in through the real magic-link flow (SMTP catcher), and 500 pages seeded as
 * the scorer stores them (23 check results with the catalogue's texts each).
 *
 * The load is open-loop: request i is due at start + i x 5 ms whatever happened to the ones
 * before, and its latency counts from when it was due, so a stalled server shows up in the
 * percentiles instead of quietly slowing the sender down (no coordinated omission). Requests
 * look like a browser's (cookie, Accept-Encoding) and come through a proxy on 127.0.0.1 from
 * 100 client addresses, so the per-IP rate limit (600/min) applies as it would in production.
 *
 * Writes bench/results/api.json and prints a table. Target on 2 cores: p95 <= 25 ms at 200 rps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { deleteNatsNamespace } from '@citable/bus';
import { migrateToLatest, openPostgres, type DatabaseHandle } from '@citable/db';
import { startSmtpCatcher, testNatsUrl, testPostgresUrl, type SmtpCatcher } from '@citable/testing';
import { sql } from 'kysely';
import { seedAudit, seedPages } from '../../services/gateway/src/__tests__/seed.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results/api.json');

const RATE = Number(process.env.BENCH_RATE ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 12);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PAGES = 500;
const TARGET_P95_MS = 25;
const CLIENT_IPS = 100;


interface Result {
  path: string;
  /** CPU the gateway + auth process spent per request (Linux /proc), independent of what else runs. */
  server_cpu_ms_per_request: number | null;
  /** 1-minute load average at the end: on a shared machine, other work inflates the percentiles. */
  load_average: number;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  bytes_per_response: number;
}

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      process.stderr.write(`bench cleanup: ${String(err)}\n`);
    }
  }
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!;
  // DATABASE_URL / NATS_URL (make bench-api sets them, as for the tests), else containers.
  const SERVER_URL = await testPostgresUrl();
  const NATS_URL = await testNatsUrl();
  const dbName = `citable_bench_${randomBytes(4).toString('hex')}`;
  const namespace = `bench-${randomBytes(4).toString('hex')}`;

  // A database of its own, migrated like a fresh deployment.
  const server = await openPostgres(SERVER_URL, { poolSize: 1 });
  cleanups.push(() => server.close());
  await sql.raw(`create database ${dbName}`).execute(server.db);
  cleanups.push(() => sql.raw(`drop database if exists ${dbName} with (force)`).execute(server.db));
  const dbUrl = new URL(SERVER_URL);
  dbUrl.pathname = `/${dbName}`;
  const database: DatabaseHandle = await openPostgres(dbUrl.href, { poolSize: 2 });
  cleanups.push(() => database.close());
  await migrateToLatest(database.db);
  cleanups.push(() => deleteNatsNamespace({ url: NATS_URL, namespace }));

  const smtp: SmtpCatcher = await startSmtpCatcher();
  cleanups.push(() => smtp.close());

  const { url, child } = await startServer({
    DATABASE_URL: dbUrl.href,
    NATS_URL,
    BUS_NAMESPACE: namespace,
    HOST: '127.0.0.1',
    PORT: '0',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    RENDER_MODE: 'off',
    DATA_DIR: path.join(os.tmpdir(), namespace),
  });
  cleanups.push(() => stopServer(child));

  const email = 'bench-owner@example.com';
  const cookie = await signIn(url, smtp, email);
  const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const auditId = await seedAudit(database.db, user.id, { rootUrl: 'https://bench.example.com/', pagesAnalyzed: PAGES });
  await seedPages(database.db, auditId, PAGES, 'https://bench.example.com/');
  await sql`analyze`.execute(database.db);

  const targets = {
    get_audit: `/api/audits/${auditId}`,
    get_pages: `/api/audits/${auditId}/pages`,
  } as const;
  const results: Record<string, Result> = {};
  // BENCH_ONLY=get_pages runs one of them (for profiling).
  for (const [name, target] of Object.entries(targets).filter(([n]) => !process.env.BENCH_ONLY || n === process.env.BENCH_ONLY)) {
    await load(url, target, cookie, WARMUP_S);
    const cpuBefore = await cpuMs(child.pid);
    const result = await load(url, target, cookie, DURATION_S);
    const cpuAfter = await cpuMs(child.pid);
    results[name] = {
      ...result,
      server_cpu_ms_per_request: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / result.requests),
      load_average: round(os.loadavg()[0]!),
    };
  }

  const report = {
    target: { p95_ms: TARGET_P95_MS, rps: RATE },
    setup: {
      stack: 'Postgres + NATS JetStream, gateway + auth in one child process (startServices), load generator in this process',
      postgres: SERVER_URL.replace(/\/\/[^@]*@/, '//'),
      nats: NATS_URL.replace(/\/\/[^@]*@/, '//'),
      pages: PAGES,
      checks_per_page: 23,
      rate_per_s: RATE,
      duration_s: DURATION_S,
      warmup_s: WARMUP_S,
      cpus: os.cpus().length,
      load_average_at_start: round(loadAtStart),
      node: process.version,
      date: new Date().toISOString(),
    },
    ...Object.fromEntries(Object.entries(results).map(([k, r]) => [k, r])),
  };
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  printTable(results);
  process.stdout.write(`\nwritten ${path.relative(ROOT, RESULTS)}\n`);
  const missed = Object.entries(results).filter(([, r]) => r.p95_ms > TARGET_P95_MS || r.errors > 0);
  if (missed.length) {
    process.stdout.write(`target missed (p95 <= ${TARGET_P95_MS} ms, no errors): ${missed.map(([k]) => k).join(', ')}\n`);
    process.exitCode = 1;
  }
}

function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  // BENCH_PROFILE=dir writes a CPU profile of the server process there (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'bench/api/server.ts')], {
    cwd: ROOT,
    // The sources of every package (BENCH_SERVER_TSCONFIG: another tsconfig, to measure another version of the code).
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.BENCH_SERVER_TSCONFIG ?? path.join(ROOT, 'tsconfig.test.json'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the bench server exited with code ${code} before listening`)));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      const { url } = JSON.parse(line) as { url: string };
      resolve({ url, child });
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The real sign-in: ask for a link, read it from the SMTP catcher, open it, keep the cookie. */
async function signIn(base: string, smtp: SmtpCatcher, email: string): Promise<string> {
  const asked = await fetch(`${base}/v1/auth/magic/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, intent: 'general', redirectPath: '/audits' }),
  });
  if (!asked.ok) throw new Error(`magic link request: ${asked.status} ${await asked.text()}`);
  const mail = await smtp.waitFor((m) => m.to.includes(email), 15_000);
  const token = /\/auth\/callback\?token=(\S+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no sign-in link in the email');
  const verified = await fetch(`${base}/v1/auth/magic/verify?token=${encodeURIComponent(token)}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('citable_session=') && c !== 'citable_session=');
  if (!cookie) throw new Error(`verify did not sign in: ${verified.status} ${await verified.text()}`);
  return cookie;
}

/** User + system CPU time of a process so far, in ms (Linux); null elsewhere. */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** USER_HZ: 100 on every Linux Node supports. */
const CLOCK_TICKS = 100;

/** `seconds` of open-loop load at RATE requests/s on one path. */
async function load(base: string, target: string, cookie: string, seconds: number): Promise<Omit<Result, 'server_cpu_ms_per_request' | 'load_average'>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const { hostname, port } = new URL(base);
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  const start = performance.now() + 20;
  let lastDone = start;
  // BENCH_TRACE=dir: "ms-since-start latency-ms status" per request, one file per run, for finding stalls.
  const trace: string[] | undefined = process.env.BENCH_TRACE ? [] : undefined;

  const one = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: hostname,
          port,
          path: target,
          headers: {
            cookie,
            accept: 'application/json',
            'accept-encoding': 'gzip, deflate, br',
            'x-forwarded-for': `198.18.${Math.floor((i % CLIENT_IPS) / 250)}.${(i % CLIENT_IPS) % 250}`,
          },
        },
        (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => (size += chunk.length));
          res.on('end', () => {
            const done = performance.now();
            lastDone = Math.max(lastDone, done);
            latencies.push(done - due);
            trace?.push(`${Math.round(due - start)} ${Math.round((done - due) * 10) / 10} ${res.statusCode}`);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            if (res.statusCode !== 200) errors++;
            bytes += size;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
      req.end();
    });

  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(one(i, due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  if (trace && process.env.BENCH_TRACE) {
    await mkdir(process.env.BENCH_TRACE, { recursive: true });
    await writeFile(path.join(process.env.BENCH_TRACE, `${target.split('/').pop()}-${seconds}s-${Date.now()}.txt`), `${trace.join('\n')}\n`);
  }

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN);
  return {
    path: target.replace(/[0-9a-f-]{36}/, '{id}'),
    requests: total,
    errors,
    statuses,
    rps: round((latencies.length / (lastDone - start)) * 1000),
    p50_ms: pct(50),
    p95_ms: pct(95),
    p99_ms: pct(99),
    max_ms: round(latencies[latencies.length - 1] ?? NaN),
    bytes_per_response: Math.round(bytes / Math.max(1, latencies.length)),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function printTable(results: Record<string, Result>): void {
  const rows = [
    ['name', 'path', 'rps', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'bytes/resp', 'server CPU ms/req', 'load avg'],
    ...Object.entries(results).map(([name, r]) => [
      name,
      `GET ${r.path}`,
      String(r.rps),
      String(r.p50_ms),
      String(r.p95_ms),
      String(r.p99_ms),
      String(r.max_ms),
      String(r.errors),
      String(r.bytes_per_response),
      String(r.server_cpu_ms_per_request ?? 'n/a'),
      String(r.load_average),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  process.stdout.write(`\nAPI latency at ${RATE} requests/s for ${DURATION_S} s each (target p95 <= ${TARGET_P95_MS} ms)\n`);
  for (const [n, row] of rows.entries()) {
    process.stdout.write(`${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}\n`);
    if (n === 0) process.stdout.write(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  }
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  await main();
} catch (err) {
  process.stderr.write(`bench-api failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
