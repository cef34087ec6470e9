/**
 * The citation test end to end in headless Chromium (playwright-core, /usr/bin/chromium) against
 * the real stack: every service on Postgres and NATS JetStream, the gateway serving the built web
 * app (web/dist), a fixture site audited as acme-answers.test (CRAWL_MAP_ORIGIN), and the AI
 * sources played by the local provider server through the real SDKs. ChatGPT, Claude and
 * Perplexity have keys; Brave AI has none and must read "not configured" everywhere.
 *
 * The owner runs citations from the Citations tab, watches the run's progress, then reads the
 * analytics; the overview card, the report's section and the public Citations tab show the same run.
 */
import { citingAssistant, startFixtureSite, startProviderServer, type FixtureSite, type ProviderServer, type SmtpCatcher } from '@citable/testing';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, newBrowserContext, openBrowserStack, signInThroughEmail, startAuditAs, visible, type OwnBrowserStack } from '../helpers/browser.js';

const DOMAIN = 'acme-answers.test';
const SITE = `https://${DOMAIN}`;
const EMAIL = 'citations-e2e@example.com';
const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
/** Where the screens of this test are saved, to look at (test-results/ is git-ignored). */
const SHOTS = fileURLToPath(new URL('../../test-results/e2e-citations/', import.meta.url));

let stack: OwnBrowserStack | undefined;
let smtp: SmtpCatcher | undefined;
let site: FixtureSite | undefined;
let server: ProviderServer | undefined;
let browser: Browser | undefined;
let gatewayUrl: string;

/** ChatGPT and Perplexity cite the pricing page for branded questions; Claude only names the brand; non-branded answers cite competitors. */
const answer = citingAssistant({ site: SITE, brand: 'Acme Answers', competitors: ['https://rival.test/services', 'https://third.test/list'] });

describe('citations end to end (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    mkdirSync(SHOTS, { recursive: true });
    [site, server] = await Promise.all([startFixtureSite('well-optimised', { publicOrigin: SITE }), startProviderServer(answer, { latencyMs: 150 })]);
    stack = await openBrowserStack('e2e-citations', {
      CRAWL_MAP_ORIGIN: `${SITE}=${site.origin}`,
      ...server.sourceEnv(['chatgpt', 'claude', 'perplexity']),
      // The owner starts the run from the Citations tab.
      CITATION_AUTO_RUN: 'false',
      CITATION_REPEATS: '2',
      CITATION_MAX_QUERIES: '8',
      CITATION_CONCURRENCY: '2',
    }, [site, server]);
    ({ smtp, browser, gatewayUrl } = stack);
  });

  afterAll(() => stack?.close());

  it(
    'runs citations from the Citations tab, shows the analytics, and Brave AI, without a key, as not configured',
    async () => {
      const context = await newBrowserContext(browser!, gatewayUrl);
      const page = await context.newPage();
      await signInThroughEmail(page, smtp!, EMAIL, gatewayUrl);

      // An audit of the fixture site, started as the dashboard starts it.
      const auditId = await startAuditAs(page, { root_url: DOMAIN, site_description: 'AI search visibility agency', max_pages: 20 });
      await page.goto(`/audits/${auditId}?tab=citations`);
      await hasText(page.locator('.audit-header__heading .pill'), 'Completed', 120_000);

      // Before any run: the sources' states, Brave AI not configured, the empty states of spec 8.
      const panel = page.getByRole('tabpanel');
      await visible(panel.getByRole('heading', { name: 'AI Citations', exact: true }));
      const brave = panel.locator('.source-picker__item', { hasText: 'Brave AI' });
      await visible(brave.getByText('Not configured'));
      expect(await brave.getByRole('checkbox').isDisabled()).toBe(true);
      await hasText(panel.locator('.source-card[data-source="brave"] .pill'), 'Not configured');
      await hasText(panel.locator('.source-card[data-source="chatgpt"] .pill'), 'Not run yet');
      await visible(panel.getByText('No cited URLs found. Run citations to discover visibility.'));
      await visible(panel.getByText('No citing queries found. Run citations to discover results.'));

      // Run it, without Perplexity this time.
      await panel.locator('.source-picker__item', { hasText: 'Perplexity' }).getByRole('checkbox').uncheck();
      await panel.getByRole('button', { name: 'Run citations', exact: true }).click();
      await visible(page.getByText('Citation test started.', { exact: false }));
      await visible(panel.getByRole('progressbar', { name: 'Citation test progress' }), 30_000);
      await page.screenshot({ path: `${SHOTS}citations-running.png` });

      // The analytics, once every answer is in (2 sources x 8 queries x 2 repeats).
      await hasText(panel.locator('.source-card[data-source="chatgpt"] .pill'), 'Completed', 90_000);
      await hasText(panel.locator('.source-card[data-source="claude"] .pill'), 'Completed');
      await hasText(panel.locator('.source-card[data-source="perplexity"] .pill'), 'Not run yet');
      await hasText(panel.locator('.source-card[data-source="brave"] .pill'), 'Not configured');
      await visible(panel.getByRole('link', { name: `${SITE}/pricing` }));
      const citing = panel.locator('section[aria-labelledby="citing-title"] .query-item');
      await expect.poll(() => citing.count()).toBeGreaterThan(0);
      await visible(panel.getByText(/of \d+ answers cited the site \(95% CI/));
      await visible(panel.getByText(/named the brand without a link/));
      // A missing non-branded query names the competitors cited instead.
      const missing = panel.locator('section[aria-labelledby="missing-title"] .query-item').first();
      await missing.locator('summary').click();
      await visible(missing.getByText('Cited instead'));
      await visible(missing.getByText('rival.test', { exact: true }));
      await visible(missing.getByText('No citations found from any AI source for this query.'));
      await page.screenshot({ path: `${SHOTS}citations-tab.png`, fullPage: true });
      expect(server!.requests.some((r) => r.tag === 'brave' || r.tag === 'perplexity')).toBe(false);

      // The overview's card, the report's section.
      await page.getByRole('tab', { name: 'Overview' }).click();
      const card = page.locator('.citation-card');
      await visible(card.getByText(/of test questions cited the site/));
      await visible(card.locator('.source-bars li', { hasText: 'Brave AI' }).getByText('Not configured'));
      await page.goto(`/audits/${auditId}/report`);
      const section = page.locator('section[aria-labelledby="report-citations-title"]');
      await visible(section.getByRole('heading', { name: 'AI Citation Performance' }));
      await visible(section.getByText(/answers cited the site \(/));
      await visible(section.getByText(`Cited: ${SITE}/pricing`).first());
      await section.screenshot({ path: `${SHOTS}report-citations.png` });

      // Shared, the public report's Citations tab shows the same run, read-only.
      await page.goto(`/audits/${auditId}`);
      await page.locator('.audit-header').getByRole('switch').click();
      await visible(page.getByText('Anyone with the link can view'));
      const visitor = await browser!.newContext({ baseURL: gatewayUrl, viewport: { width: 1280, height: 900 } });
      const publicPage = await visitor.newPage();
      await publicPage.goto(`/public/${auditId}`);
      await publicPage.getByRole('tab', { name: 'Citations' }).click();
      await visible(publicPage.getByRole('link', { name: `${SITE}/pricing` }));
      expect(await publicPage.getByRole('button', { name: /Run citations/ }).count()).toBe(0);
      await hasText(publicPage.locator('.source-card[data-source="brave"] .pill'), 'Not configured');
      await publicPage.screenshot({ path: `${SHOTS}public-citations.png`, fullPage: true });
      await visitor.close();
      await context.close();
    },
    300_000,
  );
});
