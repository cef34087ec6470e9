/**
 * The auth service as the gateway meets it: started on a fresh Postgres database, answering on
 * real NATS under a namespace of its own, sending mail to a real SMTP catcher. Tests ask it
 * questions through a second bus connection, as the gateway (another process) would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectNatsBus, deleteNatsNamespace, type CrashableBus } from '@citable/bus';
import { loadConfig, type Config } from '@citable/config';
import { createLogger } from '@citable/log';
import type { RunningService } from '@citable/runtime';
import {
  createTestDatabase,
  startSmtpCatcher,
  testNamespace,
  testNatsUrl,
  type CaughtMail,
  type SmtpCatcher,
  type SmtpCatcherOptions,
  type TestDatabase,
} from '@citable/testing';
import { authService } from '../service.js';

export const PUBLIC_URL = 'https://citable.test';
export const ADMIN_EMAIL = 'admin@example.com';
/** A second admin, for tests that must not share the first one's history. */
export const OTHER_ADMIN_EMAIL = 'ops@example.com';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface HarnessOptions {
  /** false: no SMTP_URL, so links go to the development outbox. Default: a catcher. */
  smtp?: false | SmtpCatcherOptions;
  env?: Record<string, string>;
}

export interface AuthHarness {
  config: Config;
  database: TestDatabase;
  /** The gateway's side of the bus. */
  bus: CrashableBus;
  /** Undefined when the harness runs without SMTP. */
  smtp: SmtpCatcher | undefined;
  dataDir: string;
  ask<Res>(subject: string, data: unknown): Promise<Res>;
  stop(): Promise<void>;
}

export async function startAuthHarness(options: HarnessOptions = {}): Promise<AuthHarness> {
  const database = await createTestDatabase();
  const natsUrl = await testNatsUrl();
  const namespace = testNamespace('auth');
  const smtp = options.smtp === false ? undefined : await startSmtpCatcher(options.smtp ?? {});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-auth-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: namespace,
    PUBLIC_URL,
    ADMIN_EMAILS: `${ADMIN_EMAIL}, ${OTHER_ADMIN_EMAIL.toUpperCase()}`,
    ADMIN_PASSWORD,
    DATA_DIR: dataDir,
    RENDER_MODE: 'off',
    CRAWL_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: 'silent',
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...options.env,
  });
  const serviceBus = await connectNatsBus({ url: natsUrl, namespace, name: 'auth-under-test' });
  const bus = await connectNatsBus({ url: natsUrl, namespace, name: 'auth-test-gateway' });
  let running: RunningService;
  try {
    running = await authService.start({
      config,
      log: createLogger({ level: 'silent' }),
      db: database.db,
      bus: serviceBus,
      colocated: ['auth'],
    });
  } catch (err) {
    await Promise.allSettled([serviceBus.close(), bus.close(), database.drop(), smtp?.close()]);
    throw err;
  }
  return {
    config,
    database,
    bus,
    smtp,
    dataDir,
    ask: (subject, data) => bus.request(subject, data, { timeoutMs: 15_000 }),
    async stop() {
      await running.stop();
      await serviceBus.close();
      await bus.close();
      await deleteNatsNamespace({ url: natsUrl, namespace });
      await smtp?.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The token of the sign-in link in a caught mail, read the way a person's click would: from the text part's URL. */
export function linkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+\/auth\/callback\?token=\S+/.exec(mail.text);
  if (!match) throw new Error(`No sign-in link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

export function tokenIn(mail: CaughtMail): string {
  const token = linkIn(mail).searchParams.get('token');
  if (!token) throw new Error('The sign-in link has no token');
  return token;
}
