/**
 * Fault: the gateway restarts while a browser watches an audit. Headless Chromium, signed in by
 * magic link, holds the audit's progress stream (Server-Sent Events) open; the gateway process is
 * stopped (SIGTERM, as a rolling update does) and a new one started on the same port. The browser's
 * EventSource must reconnect by itself, the stream resume with the current state, and the page
 * show the completed audit without a reload.
 */
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@citable/crawler';
import { generateSite, startFixtureSite, startSmtpCatcher, withLatency, type FixtureSite, type ServiceProcess, type SmtpCatcher } from '@citable/testing';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { openDeployment, type Deployment } from '../helpers/deployment.js';
import { freePort } from './helpers/ports.js';

const PAGES = 120;
const EMAIL = 'operator@example.com';

let d: Deployment | undefined;
let site: FixtureSite | undefined;
let smtp: SmtpCatcher | undefined;
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await d?.close();
  await site?.close();
  await smtp?.close();
});

it('a gateway restart under an open progress stream: the stream resumes and the page shows the final state', async () => {
  smtp = await startSmtpCatcher();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  d = await openDeployment({
    prefix: 'fault-gateway',
    env: { RENDER_MODE: 'off', SCORE_WORKERS: '1', CRAWL_CONCURRENCY: '2', SMTP_URL: smtp.url, PUBLIC_URL: origin },
  });
  site = await startFixtureSite(withLatency(generateSite(PAGES), { ms: 200, jitterMs: 50 }));
  const gatewayEnv = { PORT: String(port) };
  let gateway: ServiceProcess;
  [gateway] = await Promise.all([d.start('gateway', gatewayEnv), d.start('auth,citation,classifier'), d.start('crawler'), d.start('scorer')]);
  browser = await chromium.launch({ executablePath: DEFAULT_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript({ content: "window.localStorage.setItem('citable.auditTour.completed', 'true');" });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);

  // Sign in through the emailed link.
  await page.goto('/');
  await page.getByRole('navigation').getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign In to Citable' });
  await dialog.getByLabel('Email address').fill(EMAIL);
  await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
  const mail = await smtp.waitFor((m) => m.to.includes(EMAIL), 20_000);
  const link = /https?:\/\/[^\s"'<>]+\/auth\/callback\?token=[A-Za-z0-9._~%-]+/.exec(mail.text)?.[0];
  expect(link, 'magic link in the email').toBeTruthy();
  await page.goto(link!);
  await page.waitForURL((u) => u.pathname === '/audits');
  const user = await d.db.selectFrom('users').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow();

  // Watch a running audit; every progress stream the page opens is recorded.
  const streams: Array<{ at: number; status: number }> = [];
  page.on('response', (res) => {
    if (/\/api\/audits\/[^/]+\/progress$/.test(new URL(res.url()).pathname)) streams.push({ at: Date.now(), status: res.status() });
  });
  // Full document loads (a reload would be one); the app's own URL changes are not.
  let loads = 0;
  page.on('load', () => (loads += 1));
  const auditId = await d.startAudit(site.url, PAGES, { userId: user.id });
  await page.goto(`/audits/${auditId}`);
  const loadsBefore = loads;
  const pill = page.locator('.audit-header__heading .pill');
  await expect.poll(() => streams.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await d.waitFor(async () => (await d!.pageCount(auditId)) >= 15, '15 pages crawled', 60_000);
  expect((await d.audit(auditId)).status).toBe('running');

  // Restart the gateway on the same port.
  const stoppedAt = Date.now();
  expect(await gateway.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  gateway = await d.start('gateway', gatewayEnv);
  const restartedAt = Date.now();
  await expect.poll(() => streams.filter((s) => s.at >= restartedAt && s.status === 200).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const resumedAfterMs = streams.find((s) => s.at >= restartedAt && s.status === 200)!.at - restartedAt;
  expect((await d.audit(auditId)).status, 'the stream resumed while the audit still ran').toBe('running');

  // The resumed stream carries the audit to its end; the page shows it without a reload.
  await expect.poll(async () => ((await pill.textContent({ timeout: 1_000 }).catch(() => null)) ?? '').trim(), { timeout: 120_000, interval: 250 }).toBe('Completed');
  const finalShownAfterMs = Date.now() - restartedAt;
  expect((await d.audit(auditId)).status).toBe('completed');
  expect(loads, 'no page reload').toBe(loadsBefore);
  await page.getByRole('tab', { name: 'Overview' }).waitFor();

  console.log(
    [
      `gateway restart: browser watching audit ${auditId} (${PAGES} pages, 200 ms ± 50 ms each); gateway stopped (SIGTERM) and started again in ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s`,
      `  progress stream reconnected ${(resumedAfterMs / 1000).toFixed(1)} s after the new gateway was up (${streams.length} streams opened in all, no page reload)`,
      `  page showed Completed ${(finalShownAfterMs / 1000).toFixed(1)} s after the restart`,
    ].join('\n'),
  );
}, 300_000);
