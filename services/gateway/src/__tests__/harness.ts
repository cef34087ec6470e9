/**
 * The gateway as a browser meets it: listening on 127.0.0.1 over a real socket, on a fresh
 * Postgres database, with the real auth service answering over real NATS under a namespace of
 * its own, and magic links going through a real SMTP server. Nothing is mocked: a signed-in
 * client got its cookie by clicking the emailed link, an admin typed the admin password.
 *
 * The gateway runs on its own bus connection and the auth service in startServices, as two
 * processes of a deployment would. Services the test does not start (crawler, scorer, citation,
 * classifier) are simply absent, so routes they answer show what a user sees when one is down.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authService } from '@citable/auth';
import { connectNatsBus, deleteNatsNamespace, type Bus } from '@citable/bus';
import { loadConfig, type Config } from '@citable/config';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { createTestDatabase, startSmtpCatcher, testNamespace, testNatsUrl, type SmtpCatcher, type SmtpCatcherOptions, type TestDatabase } from '@citable/testing';
import { buildGateway, type RegisteredRoute } from '../app.js';
import { SESSION_COOKIE } from '../http/session.js';
import type { GatewayApp } from '../routes/types.js';

/** http, so cookies must come without Secure (decisions.md: Secure outside local development). */
export const PUBLIC_URL = 'http://citable.test';
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface HarnessOptions {
  env?: Record<string, string>;
  /** Gateway requests per minute per IP on /api and /v1 (production default 600). */
  rateLimitPerMinute?: number;
  smtp?: SmtpCatcherOptions;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
  headers?: Record<string, string>;
  cookie?: string;
  /** The client's address, as a proxy on this machine reports it (X-Forwarded-For). */
  ip?: string;
}

/** A browser: its address and, once signed in, its session cookie. */
export class Client {
  constructor(
    private readonly h: GatewayHarness,
    readonly ip: string,
    /** `citable_session=...`, or undefined when signed out. */
    public cookie: string | undefined = undefined,
    readonly email: string | undefined = undefined,
  ) {}

  request(pathAndQuery: string, options: Omit<RequestOptions, 'cookie' | 'ip'> = {}): Promise<Response> {
    return this.h.request(pathAndQuery, { ...options, ip: this.ip, ...(this.cookie ? { cookie: this.cookie } : {}) });
  }

  get(pathAndQuery: string): Promise<Response> {
    return this.request(pathAndQuery);
  }

  post(pathAndQuery: string, json?: unknown): Promise<Response> {
    return this.request(pathAndQuery, { method: 'POST', ...(json === undefined ? {} : { json }) });
  }
}

/** A gateway process: the harness's own, or another replica on the same database and bus. */
export interface GatewayReplica {
  url: string;
  app: GatewayApp;
  routes: RegisteredRoute[];
  request(pathAndQuery: string, options?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

/** One HTTP request over a real socket, as a browser behind a local proxy would make it. */
function send(base: string, pathAndQuery: string, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  return fetch(`${base}${pathAndQuery}`, { method: opts.method ?? 'GET', headers, ...(body === undefined ? {} : { body }), redirect: 'manual' });
}

export interface GatewayHarness {
  /** http://127.0.0.1:PORT */
  url: string;
  app: GatewayApp;
  /** Every route the gateway registered (HEAD twins left out). */
  routes: RegisteredRoute[];
  config: Config;
  database: TestDatabase;
  smtp: SmtpCatcher;
  /** A bus connection of the test's own, e.g. to publish audit progress as the crawler would. */
  bus: Bus;
  request(pathAndQuery: string, options?: RequestOptions): Promise<Response>;
  /** A new anonymous browser with an address of its own. */
  anonymous(): Client;
  /** A second gateway on the same database and bus, as another replica of a deployment. */
  startReplica(): Promise<GatewayReplica>;
  stop(): Promise<void>;
}

let nextIp = 0;
/** A documentation address (RFC 5737 and neighbours) per browser, so per-IP limits stay per browser. */
export function freshIp(): string {
  const n = nextIp++;
  return `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export async function startGatewayHarness(options: HarnessOptions = {}): Promise<GatewayHarness> {
  const database = await createTestDatabase();
  const natsUrl = await testNatsUrl();
  const namespace = testNamespace('gateway');
  const smtp = await startSmtpCatcher(options.smtp);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-gateway-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: namespace,
    PUBLIC_URL,
    HOST: '127.0.0.1',
    PORT: '0',
    ADMIN_EMAILS: ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    RENDER_MODE: 'off',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const log = createLogger({ level: 'silent' });
  const cleanups: Array<() => Promise<unknown>> = [
    () => rm(dataDir, { recursive: true, force: true }),
    () => database.drop(),
    () => smtp.close(),
    () => deleteNatsNamespace({ url: natsUrl, namespace }),
  ];
  const cleanUp = async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  };
  try {
    const auth: RunningProcess = await startServices([authService], { config, log });
    cleanups.push(() => auth.stop());
    const testBus = await connectNatsBus({ url: natsUrl, namespace, name: 'gateway-test' });
    cleanups.push(() => testBus.close());
    const startGateway = async (name: string): Promise<GatewayReplica> => {
      const bus = await connectNatsBus({ url: natsUrl, namespace, name });
      const built = await buildGateway({ db: database.db, bus, log, config, ...(options.rateLimitPerMinute ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}) }).catch(
        async (err: unknown) => {
          await bus.close();
          throw err;
        },
      );
      let closing: Promise<void> | undefined;
      const close = () =>
        (closing ??= (async () => {
          await built.app.close();
          await bus.close();
        })());
      cleanups.push(close);
      await built.app.listen({ host: '127.0.0.1', port: 0 });
      const address = built.app.server.address();
      if (!address || typeof address === 'string') throw new Error('the gateway is not listening on a TCP port');
      const url = `http://127.0.0.1:${address.port}`;
      return { url, app: built.app, routes: built.routes, request: (p, o) => send(url, p, o), close };
    };
    const main = await startGateway('gateway-under-test');

    const harness: GatewayHarness = {
      url: main.url,
      app: main.app,
      routes: main.routes.filter((r) => r.method !== 'HEAD'),
      config,
      database,
      smtp,
      bus: testBus,
      request: main.request,
      anonymous: () => new Client(harness, freshIp()),
      startReplica: () => startGateway('gateway-replica'),
      stop: cleanUp,
    };
    return harness;
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

/** The session cookie a response sets, as `name=value` for the next request's Cookie header. */
export function sessionCookieOf(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const pair = set?.split(';')[0];
  return pair && pair !== `${SESSION_COOKIE}=` ? pair : undefined;
}

/** The token of the newest sign-in link mailed to `email`, read from the text part as a person would click it. */
export async function linkTokenFor(h: GatewayHarness, email: string, after = 0): Promise<string> {
  const mail = await h.smtp.waitFor((m) => m.to.includes(email) && h.smtp.messages.indexOf(m) >= after);
  const match = /https?:\/\/\S+\/auth\/callback\?token=(\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No sign-in link in the mail to ${email}:\n${mail.text}`);
  return match[1];
}

/**
 * Signs `email` in through the real flow: ask for a link, read it from the SMTP catcher, open it.
 * The returned client carries the session cookie the verification set.
 */
export async function signIn(h: GatewayHarness, email: string, client: Client = h.anonymous()): Promise<Client> {
  const mailsBefore = h.smtp.messages.length;
  const asked = await client.post('/v1/auth/magic/request', { email, intent: 'general', redirectPath: '/audits' });
  if (asked.status !== 200) throw new Error(`magic link request for ${email}: ${asked.status} ${await asked.text()}`);
  const token = await linkTokenFor(h, email.trim().toLowerCase(), mailsBefore);
  const verified = await client.get(`/v1/auth/magic/verify?token=${encodeURIComponent(token)}`);
  const body = (await verified.json()) as { ok: boolean };
  const cookie = sessionCookieOf(verified);
  if (!body.ok || !cookie) throw new Error(`verifying the link of ${email} failed: ${JSON.stringify(body)}`);
  return new Client(h, client.ip, cookie, email.trim().toLowerCase());
}

/** An admin as decisions.md has it: an ADMIN_EMAILS account that also typed the admin password. */
export async function signInAdmin(h: GatewayHarness, email = ADMIN_EMAIL): Promise<Client> {
  const admin = await signIn(h, email);
  const res = await admin.post('/v1/auth/admin/unlock', { password: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`admin unlock: ${res.status} ${await res.text()}`);
  return admin;
}

export async function userIdOf(h: GatewayHarness, email: string): Promise<string> {
  const row = await h.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}
