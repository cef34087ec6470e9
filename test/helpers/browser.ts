/**
 * What the browser end-to-end tests share: the whole stack in this process (every service, the
 * gateway serving web/dist) with headless Chromium beside it, a browser context without the tour,
 * waits that read like the assertions, and signing in through the emailed link.
 */
import { deleteNatsNamespace } from '@citable/bus';
import { loadConfig } from '@citable/config';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@citable/crawler';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { createTestDatabase, startSmtpCatcher, testNamespace, type SmtpCatcher, type TestDatabase } from '@citable/testing';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { selectServices } from '../../services/launcher/src/registry.js';

export const UI_TIMEOUT_MS = 15_000;

export interface BrowserStack {
  proc: RunningProcess;
  /** The gateway's URL, without a trailing slash. */
  gatewayUrl: string;
  browser: Browser;
}

/** Every service with the given environment (PORT 0, silent logs), then Chromium. */
export async function startBrowserStack(env: Record<string, string>): Promise<BrowserStack> {
  const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', ...env });
  const proc = await startServices(selectServices('all'), { config, log: createLogger({ level: 'silent' }) });
  const url = proc.services.get('gateway')?.details?.().url;
  if (typeof url !== 'string') throw new Error('the gateway did not report its URL');
  const browser = await chromium.launch({ executablePath: DEFAULT_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  return { proc, gatewayUrl: url.replace(/\/$/, ''), browser };
}

/** What a browser test started, stopped in order (browser, services, servers, bus namespace, database), each even if another fails. */
export async function stopBrowserStack(parts: {
  browser?: Browser;
  proc?: RunningProcess;
  servers?: ReadonlyArray<{ close(): Promise<void> } | undefined>;
  nats?: { url: string; namespace: string | undefined };
  database?: { drop(): Promise<void> };
}): Promise<void> {
  await parts.browser?.close().catch(() => undefined);
  await parts.proc?.stop().catch(() => undefined);
  await Promise.all((parts.servers ?? []).map((s) => s?.close().catch(() => undefined)));
  if (parts.nats?.namespace) await deleteNatsNamespace({ url: parts.nats.url, namespace: parts.nats.namespace }).catch(() => undefined);
  await parts.database?.drop().catch(() => undefined);
}

/** A browser stack on parts of its own: a test database, an SMTP catcher and a bus namespace. */
export interface OwnBrowserStack extends BrowserStack {
  database: TestDatabase;
  smtp: SmtpCatcher;
  /** Stops it all (and the servers the test gave), each part even if another fails. */
  close(): Promise<void>;
}

/**
 * Every service on a fresh test database, an SMTP catcher and a bus namespace named after
 * `prefix`, crawling private addresses without rendering, with `env` on top; then Chromium.
 * `servers` (the test's fixture sites, its provider server) are closed with the rest.
 */
export async function openBrowserStack(prefix: string, env: Record<string, string>, servers: ReadonlyArray<{ close(): Promise<void> }> = []): Promise<OwnBrowserStack> {
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const namespace = testNamespace(prefix);
  const [database, smtp] = await Promise.all([createTestDatabase(), startSmtpCatcher()]);
  const close = (stack?: BrowserStack) => stopBrowserStack({ ...stack, servers: [...servers, smtp], nats: { url: natsUrl, namespace }, database });
  try {
    const stack = await startBrowserStack({
      DATABASE_URL: database.url,
      NATS_URL: natsUrl,
      BUS_NAMESPACE: namespace,
      SMTP_URL: smtp.url,
      CRAWL_ALLOW_PRIVATE: 'true',
      RENDER_MODE: 'off',
      ...env,
    });
    return { ...stack, database, smtp, close: () => close(stack) };
  } catch (err) {
    await close();
    throw err;
  }
}

/** A fresh browser on the gateway at 1280 px, without the first-visit tour over the audit screens. */
export async function newBrowserContext(browser: Browser, gatewayUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: gatewayUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: "window.localStorage.setItem('citable.auditTour.completed', 'true');" });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  return context;
}

/** Starts an audit as the page's signed-in user, through the API as the dashboard does (same origin, its cookie); resolves to its id. */
export async function startAuditAs(page: Page, body: { root_url: string; site_description: string; max_pages: number }): Promise<string> {
  const res = await page.request.post('/api/audits', { data: { project_id: 'e2e', ...body }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { audit_id: string }).audit_id;
}

/** The locator's (single) element becomes visible. */
export const visible = (locator: Locator, timeout = UI_TIMEOUT_MS) => locator.waitFor({ state: 'visible', timeout });

/** The locator's text becomes `text` (trimmed; a RegExp matches it). */
export const hasText = (locator: Locator, text: string | RegExp, timeout = UI_TIMEOUT_MS) => {
  const read = () => locator.textContent({ timeout: 1_000 }).then((t) => (t ?? '').trim(), () => '');
  const poll = expect.poll(read, { timeout, interval: 250 });
  return typeof text === 'string' ? poll.toBe(text) : poll.toMatch(text);
};

/** The locator's attribute becomes `value`. */
export const hasAttribute = (locator: Locator, name: string, value: string, timeout = UI_TIMEOUT_MS) =>
  expect.poll(() => locator.getAttribute(name, { timeout: 1_000 }).catch(() => null), { timeout, interval: 250 }).toBe(value);

/**
 * Signs `email` in as a person would: the navigation's "Sign In", the emailed link (read from the
 * SMTP catcher), then the link opened in this page; resolves once the audit list shows.
 */
export async function signInThroughEmail(page: Page, smtp: SmtpCatcher, email: string, gatewayUrl: string): Promise<void> {
  const mailsBefore = smtp.messages.length;
  await page.goto('/');
  await page.getByRole('navigation').getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign In to Citable' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.waitForURL(/\/auth\/check-email/);
  await visible(page.getByRole('heading', { name: 'Check your email' }));
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= mailsBefore, 20_000);
  const link = /https?:\/\/[^\s"'<>]+\/auth\/callback\?token=[A-Za-z0-9._~%-]+/.exec(mail.text)?.[0];
  expect(link, 'magic link in the email').toBeTruthy();
  // PORT is 0 in the tests: the gateway names the port it is bound to, so the link opens as emailed.
  expect(new URL(link!).origin).toBe(new URL(gatewayUrl).origin);
  await page.goto(link!);
  await page.waitForURL((u) => u.pathname === '/audits', { timeout: 20_000 });
}
