/**
 * Exports and robots.txt per engine, end to end in headless Chromium against the real stack
 * (every service on Postgres and NATS JetStream, the gateway serving web/dist): a fixture site
 * whose robots.txt blocks some AI crawlers is audited; the Pages tab's CSV downloads hold a row
 * per page and check (and per site check); the Diagnostics tab's robots.txt panel says what the
 * file means for each crawler and shows the corrected file as a diff, for each training choice,
 * and copies it; once shared, a visitor downloads the CSV from the public report. The screens are saved to look at, in test-results/e2e-exports/ (git-ignored).
 */
import { PAGE_CRITERIA, SITE_CRITERIA } from '@citable/criteria';
import { startFixtureSite, type FixtureSite, type SmtpCatcher } from '@citable/testing';
import { parse } from 'csv-parse/sync';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, newBrowserContext, openBrowserStack, signInThroughEmail, startAuditAs, visible, type OwnBrowserStack } from '../helpers/browser.js';

const TEST_TIMEOUT_MS = 240_000;
const AUDIT_TIMEOUT_MS = 120_000;
const DOMAIN = 'ai-blocked.test';
const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../test-results/e2e-exports/', import.meta.url));

let stack: OwnBrowserStack | undefined;
let smtp: SmtpCatcher | undefined;
let site: FixtureSite | undefined;
let browser: Browser | undefined;
let gatewayUrl: string;

/** Clicks a download link and reads the CSV it saves. */
async function downloadCsv(page: Page, name: string): Promise<Array<Record<string, string>>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^citable-${DOMAIN.replace('.', '\\.')}-\\d{4}-\\d{2}-\\d{2}-.+\\.csv$`));
  const file = await download.path();
  return parse(readFileSync(file, 'utf8'), { columns: true }) as Array<Record<string, string>>;
}

describe('exports and robots.txt per engine (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    mkdirSync(SHOTS, { recursive: true });
    site = await startFixtureSite('robots-block-ai', { publicOrigin: `https://${DOMAIN}` });
    stack = await openBrowserStack('e2e-exports', { CRAWL_MAP_ORIGIN: `https://${DOMAIN}=${site.origin}` }, [site]);
    ({ smtp, browser, gatewayUrl } = stack);
  });

  afterAll(() => stack?.close());

  it(
    'downloads the CSVs from the Pages tab and shows what robots.txt means per crawler, with the corrected file',
    async () => {
      const context = await newBrowserContext(browser!, gatewayUrl);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gatewayUrl });
      const page = await context.newPage();
      await signInThroughEmail(page, smtp!, 'exports@example.com', gatewayUrl);
      const auditId = await startAuditAs(page, { root_url: `https://${DOMAIN}`, site_description: 'A site that blocks some AI crawlers.', max_pages: 20 });
      await page.goto(`/audits/${auditId}`);
      await hasText(page.locator('.audit-header__heading .pill'), 'Completed', AUDIT_TIMEOUT_MS);

      // --- CSV downloads from the Pages tab: a row per listed page and page check, a row per site check.
      await page.goto(`/audits/${auditId}?tab=pages`);
      await visible(page.locator('.page-row').first());
      const listed = await page.locator('.page-row__url').allTextContents();
      const pageRows = await downloadCsv(page, 'Download page checks (CSV)');
      expect(new Set(pageRows.map((r) => r.url))).toEqual(new Set(listed));
      expect(pageRows).toHaveLength(listed.length * PAGE_CRITERIA.length);
      expect(pageRows.every((r) => ['ok', 'warn', 'fail', 'error', 'not_applicable'].includes(r.status!) && r.score !== '')).toBe(true);
      const siteRows = await downloadCsv(page, 'Download site checks (CSV)');
      expect(siteRows.map((r) => r.check_id).sort()).toEqual(SITE_CRITERIA.map((c) => c.id).sort());
      expect(siteRows.find((r) => r.check_id === 'T5_ai_bot_access')!.detail).not.toBe('');

      // --- The robots.txt panel in Diagnostics.
      await page.goto(`/audits/${auditId}?tab=diagnostics`);
      const panel = page.locator('.robots-panel');
      await visible(panel.getByRole('heading', { name: 'AI Crawlers and robots.txt' }));
      for (const label of ['Training crawlers', 'AI search crawlers', 'User-triggered fetchers']) await visible(panel.getByRole('heading', { name: label, exact: true }));
      await visible(panel.getByText('PerplexityBot is blocked: the site cannot appear as a cited source in Perplexity search.'));
      await visible(panel.getByText('GPTBot is blocked: training only; ChatGPT search unaffected.'));
      await visible(panel.getByText('OAI-SearchBot is allowed: the site can appear as a cited source in ChatGPT search.'));
      const diff = panel.getByLabel('Changes to robots.txt');
      await expect.poll(() => diff.textContent()).toContain('+User-agent: PerplexityBot');
      expect(await diff.textContent()).not.toContain('+User-agent: GPTBot');
      await visible(panel.getByText('Verified', { exact: true }));

      // The owner's choice on training crawlers changes the corrected file.
      await panel.getByLabel('Block').check();
      await expect.poll(() => diff.textContent()).toContain('+User-agent: Applebot-Extended');
      await panel.getByLabel('Allow').check();
      await expect.poll(() => diff.textContent()).toContain('+User-agent: GPTBot');
      await panel.getByLabel('Keep as they are').check();
      await expect.poll(() => diff.textContent()).not.toContain('+User-agent: GPTBot');

      // Copy puts the whole corrected file on the clipboard: the site's own file, then the added group.
      await panel.getByRole('button', { name: 'Copy corrected robots.txt' }).click();
      await visible(panel.getByRole('button', { name: 'Copied!' }));
      const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
      const served = (await (await fetch(`${site!.origin}/robots.txt`)).text()).replace(site!.origin, `https://${DOMAIN}`);
      expect(copied.startsWith(served)).toBe(true);
      expect(copied.slice(served.length)).toContain('User-agent: PerplexityBot\nAllow: /\n');

      await panel.screenshot({ path: join(SHOTS, 'robots-panel.png') });
      await page.goto(`/audits/${auditId}?tab=pages`);
      await visible(page.locator('.page-row').first());
      await page.screenshot({ path: join(SHOTS, 'pages-tab-exports.png') });
      // --- Shared, a visitor downloads the same CSV from the public report's Pages tab.
      await page.locator('.audit-header').getByRole('switch').click();
      await visible(page.getByText('Anyone with the link can view'));
      const visitor = await newBrowserContext(browser!, gatewayUrl);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/public/${auditId}`);
      await visitorPage.getByRole('tab', { name: /^Pages/ }).click();
      const publicRows = await downloadCsv(visitorPage, 'Download page checks (CSV)');
      expect(publicRows).toEqual(pageRows);
      await visitorPage.screenshot({ path: join(SHOTS, 'public-pages-exports.png') });
      await visitor.close();
      await context.close();
    },
    TEST_TIMEOUT_MS,
  );
});
