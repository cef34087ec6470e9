/**
 * The audit diff and the charts end to end in headless Chromium against the real stack (every
 * service on Postgres and NATS JetStream, the gateway serving web/dist). A fixture site is audited
 * as revisable.test (CRAWL_MAP_ORIGIN); then its owner changes it (meta descriptions written on
 * every page, the viewport tag lost, one page swapped for another) and re-runs the audit. The new
 * audit's "Changes since {date}" panel and its report section must name the checks fixed and
 * regressed, and every chart must draw its data. Citations run by themselves after each audit
 * (CITATION_AUTO_RUN) against the local provider server, and ChatGPT cites the site more after
 * the change, so the diff carries a citation rate change and the per-source chart has bars.
 */
import { revisableSite, startFixtureSite, startProviderServer, type FixtureSite, type ProviderReply, type ProviderRequest, type ProviderServer, type SmtpCatcher } from '@citable/testing';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, newBrowserContext, openBrowserStack, signInThroughEmail, startAuditAs, visible, type OwnBrowserStack } from '../helpers/browser.js';

const DOMAIN = 'revisable.test';
const SITE = `https://${DOMAIN}`;
const EMAIL = 'diff-e2e@example.com';
const AUDIT_TIMEOUT_MS = 120_000;
const CITATIONS_TIMEOUT_MS = 90_000;
const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
/** Where the screens of this test are saved, to look at (test-results/ is git-ignored). */
const SHOTS = fileURLToPath(new URL('../../test-results/e2e-diff/', import.meta.url));

const revisable = revisableSite();
/** After the change, ChatGPT cites the site for every question, not only branded ones. */
let revised = false;

function answer(req: ProviderRequest): ProviderReply {
  const cites = revised || /acme answers/i.test(req.query);
  if (req.tag === 'chatgpt' && cites) return { answer: { text: 'Acme Answers explains it well.', citations: [{ url: `${SITE}/pricing` }] } };
  return { answer: { text: 'Rival Co is a common choice.', citations: [{ url: 'https://rival.test/guide' }] } };
}

let stack: OwnBrowserStack | undefined;
let smtp: SmtpCatcher | undefined;
let site: FixtureSite | undefined;
let server: ProviderServer | undefined;
let browser: Browser | undefined;
let gatewayUrl: string;

const statusPill = (page: Page) => page.locator('.audit-header__heading .pill');
const count = (locator: Locator) => expect.poll(() => locator.count(), { timeout: 15_000 });

/** Opens the audit's Citations tab and waits until both sources' answers are in. */
async function waitForCitations(page: Page, auditId: string): Promise<void> {
  await page.goto(`/audits/${auditId}?tab=citations`);
  const panel = page.getByRole('tabpanel');
  await hasText(panel.locator('.source-card[data-source="chatgpt"] .pill'), 'Completed', CITATIONS_TIMEOUT_MS);
  await hasText(panel.locator('.source-card[data-source="claude"] .pill'), 'Completed', CITATIONS_TIMEOUT_MS);
}

describe('audit diff and charts end to end (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    mkdirSync(SHOTS, { recursive: true });
    [site, server] = await Promise.all([startFixtureSite(revisable.site, { publicOrigin: SITE }), startProviderServer(answer, { latencyMs: 20 })]);
    stack = await openBrowserStack(
      'e2e-diff',
      {
        CRAWL_MAP_ORIGIN: `${SITE}=${site.origin}`,
        ...server.sourceEnv(['chatgpt', 'claude']),
        CITATION_AUTO_RUN: 'true',
        CITATION_REPEATS: '2',
        CITATION_MAX_QUERIES: '8',
      },
      [site, server],
    );
    ({ smtp, browser, gatewayUrl } = stack);
  });

  afterAll(() => stack?.close());

  it(
    're-runs an audit after the site changed: the Changes panel and the report name the checks fixed and regressed; every chart draws its data',
    async () => {
      const context = await newBrowserContext(browser!, gatewayUrl);
      const page = await context.newPage();
      await signInThroughEmail(page, smtp!, EMAIL, gatewayUrl);

      // --- The first audit: no previous one, so no Changes panel.
      const firstId = await startAuditAs(page, { root_url: DOMAIN, site_description: 'AI search visibility agency', max_pages: 20 });
      await page.goto(`/audits/${firstId}`);
      await hasText(statusPill(page), 'Completed', AUDIT_TIMEOUT_MS);
      await waitForCitations(page, firstId);
      await page.goto(`/audits/${firstId}`);
      await visible(page.getByRole('heading', { name: 'Category Breakdown' }));
      expect(await (await page.request.get(`/api/audits/${firstId}/diff`)).json()).toEqual({ diff: null, reason: 'no_previous_audit' });
      await visible(page.locator('.chart--categories'));
      expect(await page.locator('[data-testid="changes-panel"]').count()).toBe(0);
      // One audit is no history yet.
      expect(await page.locator('.chart--history').count()).toBe(0);

      // --- The owner changes the site, then re-runs the audit.
      revisable.revise();
      revised = true;
      await page.getByRole('button', { name: 'Re-run', exact: true }).click();
      await page.getByRole('dialog', { name: 'Re-run this audit?' }).getByRole('button', { name: 'Re-run audit' }).click();
      await page.waitForURL((u) => /^\/audits\/[^/]+$/.test(u.pathname) && u.pathname !== `/audits/${firstId}`, { timeout: 20_000 });
      const secondId = new URL(page.url()).pathname.split('/')[2]!;
      await hasText(statusPill(page), 'Completed', AUDIT_TIMEOUT_MS);
      await waitForCitations(page, secondId);

      // --- Its Citations tab: the per-source chart, a bar for ChatGPT's rate, and an interval
      // whisker for each source (Claude never cites the site: no bar, but a whisker from 0%).
      const sources = page.locator('.chart--sources');
      await visible(sources);
      await count(sources.locator('.recharts-bar-rectangle')).toBe(1);
      await count(sources.locator('.recharts-errorBar')).toBe(2);
      await sources.screenshot({ path: `${SHOTS}citations-chart.png` });
      await count(sources.locator('table tbody tr')).toBe(2);

      // --- The Overview: Changes since the first audit.
      await page.goto(`/audits/${secondId}`);
      const panel = page.locator('[data-testid="changes-panel"]');
      await visible(panel);
      await hasText(panel.getByRole('heading', { level: 2 }), /^Changes since \w+ \d{1,2}, \d{4}$/);
      const fixed = panel.locator('.changes__list--fixed');
      const regressed = panel.locator('.changes__list--regressed');
      await visible(fixed.locator('[data-check="C2_meta_description"]'));
      await visible(fixed.locator('[data-check="C2_meta_description"]').getByText(/^Fixed on 8 pages:/));
      await visible(regressed.locator('[data-check="T1_mobile_viewport"]'));
      await visible(regressed.locator('[data-check="T1_mobile_viewport"]').getByText('100.0 → 0.0', { exact: false }));
      await visible(regressed.locator('[data-check="S4_mobile_ready_pct"]'));
      // Nothing else moved: a fixed check is not also regressed, and the other way round.
      expect(await fixed.locator('[data-check="T1_mobile_viewport"]').count()).toBe(0);
      expect(await regressed.locator('[data-check="C2_meta_description"]').count()).toBe(0);
      await visible(panel.getByText('8 in both audits, 1 added, 1 gone.', { exact: false }));
      await visible(panel.getByText('/guide', { exact: true }));
      await visible(panel.getByText('/offer', { exact: true }));
      await visible(panel.getByText(/Citation rate:/));
      await panel.screenshot({ path: `${SHOTS}changes-panel.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      await panel.screenshot({ path: `${SHOTS}changes-panel-375.png` });
      // Nothing wider than the screen: the charts' tables for screen readers included.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- The Overview's charts draw their data.
      const history = page.locator('.chart--history');
      await visible(history);
      await count(history.locator('.recharts-line-dots circle, .recharts-line-dot')).toBe(2);
      await count(history.locator('table tbody tr')).toBe(2);
      // The two audits ran within a minute or two: each keeps a tick of its own, day over time.
      const ticks = await history.locator('text.chart-tick').evaluateAll((texts) =>
        texts.map((t) => [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' ')),
      );
      expect(ticks).toHaveLength(2);
      expect(new Set(ticks).size).toBe(2);
      for (const tick of ticks) expect(tick).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{1,2}:\d{2}(:\d{2})? [AP]M( \(\d\))?$/);
      await count(page.locator('.chart--categories .recharts-bar-rectangle')).toBe(6);
      await count(page.locator('.chart--categories table tbody tr')).toBe(6);
      await count(page.locator('.chart--pages .recharts-bar-rectangle')).toBeGreaterThan(0);
      await page.locator('.charts-section').screenshot({ path: `${SHOTS}overview-charts.png` });

      // --- The report: the same section, and the charts, also when printed.
      await page.goto(`/audits/${secondId}/report`);
      const section = page.locator('section.changes--report');
      await visible(section.getByRole('heading', { name: /^Changes since / }));
      await visible(section.locator('.changes__list--fixed [data-check="C2_meta_description"]'));
      await visible(section.locator('.changes__list--regressed [data-check="T1_mobile_viewport"]'));
      await count(page.locator('.report .chart--categories .recharts-bar-rectangle')).toBe(6);
      await count(page.locator('.report .chart--history .recharts-line-dots circle, .report .chart--history .recharts-line-dot')).toBe(2);
      await count(page.locator('.report .chart--sources .recharts-bar-rectangle')).toBe(1);
      await count(page.locator('.report .chart--pages .recharts-bar-rectangle')).toBeGreaterThan(0);
      await section.screenshot({ path: `${SHOTS}report-changes.png` });
      await page.emulateMedia({ media: 'print' });
      for (const chart of await page.locator('.report .chart').all()) expect(await chart.locator('svg.recharts-surface').first().isVisible()).toBe(true);
      await page.locator('section[aria-labelledby="report-categories-title"]').screenshot({ path: `${SHOTS}report-print-categories.png` });
      await page.locator('section.report-history').screenshot({ path: `${SHOTS}report-print-history.png` });
      await page.locator('section[aria-labelledby="insights-title"]').screenshot({ path: `${SHOTS}report-print-pages.png` });
      await page.emulateMedia({ media: 'screen' });

      // --- Another owner can read neither audit's diff.
      const stranger = await newBrowserContext(browser!, gatewayUrl);
      expect((await stranger.request.get(`/api/audits/${secondId}/diff`)).status()).toBe(401);
      await stranger.close();
      await context.close();
    },
    360_000,
  );
});
