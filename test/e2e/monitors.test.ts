/**
 * Monitoring end to end in headless Chromium against the real stack (every service, the gateway's
 * scheduler included, on Postgres and NATS JetStream; the gateway serving web/dist). The owner
 * audits a fixture site (acme-answers.test, CRAWL_MAP_ORIGIN), turns on monitoring from the audit
 * screen, and presses Run now; then breaks the site (every meta description dropped) while
 * ChatGPT (the local provider server) stops citing it, and presses Run now again on the Trends
 * screen. The second run's alert email reaches the SMTP catcher, and the Trends screen shows both
 * runs, the alert, the changed checks and every chart.
 */
import type { Monitor, TrendResponse } from '@citable/contracts';
import { descriptionLosingSite, startFixtureSite, startProviderServer, type FixtureSite, type ProviderReply, type ProviderServer, type SmtpCatcher } from '@citable/testing';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, newBrowserContext, openBrowserStack, signInThroughEmail, startAuditAs, visible, type OwnBrowserStack } from '../helpers/browser.js';

const DOMAIN = 'acme-answers.test';
const SITE = `https://${DOMAIN}`;
const EMAIL = 'monitors-e2e@example.com';
const RUN_TIMEOUT_MS = 150_000;
const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
/** Where the screens of this test are saved, to look at (test-results/ is git-ignored). */
const SHOTS = fileURLToPath(new URL('../../test-results/e2e-monitors/', import.meta.url));

const fixture = descriptionLosingSite();
let citesSite = true;
function answer(): ProviderReply {
  const cites = citesSite ? [`${SITE}/services`, 'https://rival.test/services'] : ['https://rival.test/services', 'https://third.test/list'];
  return { answer: { text: 'Several agencies offer this.', citations: cites.map((url) => ({ url })) } };
}

let stack: OwnBrowserStack | undefined;
let smtp: SmtpCatcher | undefined;
let site: FixtureSite | undefined;
let server: ProviderServer | undefined;
let browser: Browser | undefined;
let gatewayUrl: string;

const statusPill = (page: Page) => page.locator('.audit-header__heading .pill');
const count = (locator: Locator) => expect.poll(() => locator.count(), { timeout: 15_000 });

/** The owner's monitor once its latest run has ended (the scheduler moves it on by itself). */
async function runEnded(page: Page, auditId: string): Promise<Monitor> {
  let monitor: Monitor | undefined;
  await expect
    .poll(
      async () => {
        const { monitors } = (await (await page.request.get('/api/monitors')).json()) as { monitors: Monitor[] };
        monitor = monitors[0];
        return monitor?.last_run?.audit_id === auditId && monitor.last_run.finished_at !== null ? monitor.last_run.state : 'running';
      },
      { timeout: RUN_TIMEOUT_MS, interval: 500 },
    )
    .toBe('done');
  return monitor!;
}

describe('monitoring end to end (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    mkdirSync(SHOTS, { recursive: true });
    [site, server] = await Promise.all([startFixtureSite(fixture.site, { publicOrigin: SITE }), startProviderServer(answer, { latencyMs: 10 })]);
    stack = await openBrowserStack(
      'e2e-monitors',
      {
        CRAWL_MAP_ORIGIN: `${SITE}=${site.origin}`,
        ...server.sourceEnv(['chatgpt']),
        CITATION_REPEATS: '2',
        CITATION_MAX_QUERIES: '8',
        SCHEDULER_TICK_MS: '1000',
      },
      [site, server],
    );
    ({ smtp, browser, gatewayUrl } = stack);
  });

  afterAll(() => stack?.close());

  it(
    'turns on monitoring, runs it twice around a site change, mails one alert and shows both runs on Trends',
    async () => {
      const context = await newBrowserContext(browser!, gatewayUrl);
      const page = await context.newPage();
      await signInThroughEmail(page, smtp!, EMAIL, gatewayUrl);
      const mailsAfterSignIn = smtp!.messages.length;

      // --- An audit of the site, then monitoring turned on from its screen.
      const auditId = await startAuditAs(page, { root_url: DOMAIN, site_description: 'AI search visibility agency', max_pages: 20 });
      await page.goto(`/audits/${auditId}`);
      await hasText(statusPill(page), 'Completed', RUN_TIMEOUT_MS);
      const panel = page.getByTestId('monitor-panel');
      await visible(panel.getByRole('heading', { name: 'Monitoring' }));
      await panel.getByLabel('Run').selectOption('weekly');
      await panel.screenshot({ path: `${SHOTS}monitor-panel-off.png` });
      await panel.getByRole('button', { name: 'Turn on monitoring' }).click();
      await visible(panel.getByRole('button', { name: 'Run now' }));
      await visible(panel.getByText(/^Next run [A-Z][a-z]{2} \d{1,2}, \d{4}/));
      await panel.screenshot({ path: `${SHOTS}monitor-panel-on.png` });

      // --- Run now: a new audit of the same site, which the scheduler carries to its citation test.
      await panel.getByRole('button', { name: 'Run now' }).click();
      await page.waitForURL((u) => /^\/audits\/[^/]+$/.test(u.pathname) && u.pathname !== `/audits/${auditId}`, { timeout: 20_000 });
      const firstRun = new URL(page.url()).pathname.split('/')[2]!;
      await hasText(statusPill(page), 'Completed', RUN_TIMEOUT_MS);
      const monitor = await runEnded(page, firstRun);
      expect(monitor).toMatchObject({ cadence: 'weekly', citations: true, alerts: true, prompt_set_id: expect.any(String) });
      expect(smtp!.messages).toHaveLength(mailsAfterSignIn);

      // --- The owner breaks the site and ChatGPT stops citing it; Run now from the Trends screen.
      fixture.dropDescriptions();
      citesSite = false;
      await page.getByTestId('monitor-panel').getByRole('link', { name: 'View Trends' }).click();
      await page.waitForURL(`**/monitors/${monitor.id}/trends`);
      await visible(page.getByRole('heading', { level: 1, name: `Trends: ${DOMAIN}` }));
      await page.getByRole('button', { name: 'Run now' }).click();
      await page.waitForURL((u) => /^\/audits\/[^/]+$/.test(u.pathname) && u.pathname !== `/audits/${firstRun}`, { timeout: 20_000 });
      const secondRun = new URL(page.url()).pathname.split('/')[2]!;
      await hasText(statusPill(page), 'Completed', RUN_TIMEOUT_MS);
      await runEnded(page, secondRun);

      // --- One alert email, naming the site and both falls, linking to the second run's changes.
      const alert = await smtp!.waitFor((m) => m.subject.startsWith('Citable alert for'), 20_000);
      expect(smtp!.messages.filter((m) => m.subject.startsWith('Citable alert for'))).toHaveLength(1);
      expect(alert.to).toEqual([EMAIL]);
      expect(alert.subject).toMatch(/^Citable alert for acme-answers\.test: .*Meta description regressed.*ChatGPT citation rate fell/);
      expect(alert.text).toContain(`See what changed: ${gatewayUrl}/audits/${secondRun}?tab=overview`);

      // --- Trends: both runs, the alert, the changed checks, every chart with its table.
      await page.goto(`/monitors/${monitor.id}/trends`);
      const alerts = page.locator('section[aria-labelledby="trend-alerts-title"]');
      await visible(alerts.getByText(/^Meta description regressed on (\d+) of \1 pages \(100%\)$/));
      await visible(alerts.getByText(/^ChatGPT citation rate fell from 100% to 0% of answers/));
      await visible(page.locator('section[aria-labelledby="trend-checks-title"]').getByText(/^Meta description: regressed, 100\.0 \(ok\) to 0\.0 \(fail\)/));
      await count(page.locator('section[aria-labelledby="trend-runs-title"] tbody tr')).toBe(2);
      await count(page.locator('.chart--trend')).toBe(5);
      for (const chart of await page.locator('.chart--trend').all()) {
        await count(chart.locator('table tbody tr')).toBe(2);
        await count(chart.locator('svg.recharts-surface')).toBeGreaterThan(0);
      }
      // Three lines with two dots each on the scores chart.
      await count(page.locator('.chart--trend').first().locator('.recharts-line-dots circle, .recharts-line-dot')).toBe(6);
      const sov = page.locator('section[aria-labelledby="trend-sov-title"]');
      await visible(sov.getByRole('row', { name: /^rival\.test 50\.0%$/ }));
      const trend = (await (await page.request.get(`/api/monitors/${monitor.id}/trend`)).json()) as TrendResponse;
      expect(trend.points.map((p) => p.audit_id)).toEqual([firstRun, secondRun]);
      await page.screenshot({ path: `${SHOTS}trends-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      // Nothing wider than the screen once the charts have followed the new width (they resize on the next frames).
      await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth'), { timeout: 5_000 }).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${SHOTS}trends-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- Printed, the charts still draw.
      await page.emulateMedia({ media: 'print' });
      for (const chart of await page.locator('.chart--trend').all()) expect(await chart.locator('svg.recharts-surface').first().isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      // --- The dashboard lists the monitored site with its Trends link.
      await page.goto('/audits');
      await visible(page.locator('section[aria-labelledby="monitored-title"]').getByRole('link', { name: 'View Trends' }));

      // --- Another user gets 404 for the monitor and its trend.
      const stranger = await newBrowserContext(browser!, gatewayUrl);
      const strangerPage = await stranger.newPage();
      await signInThroughEmail(strangerPage, smtp!, 'stranger@example.com', gatewayUrl);
      expect((await strangerPage.request.get(`/api/monitors/${monitor.id}/trend`)).status()).toBe(404);
      await strangerPage.goto(`/monitors/${monitor.id}/trends`);
      await visible(strangerPage.getByRole('heading', { name: 'Error Loading Trends' }));
      await visible(strangerPage.getByText('Monitor not found'));
      await stranger.close();
      await context.close();
    },
    600_000,
  );
});
