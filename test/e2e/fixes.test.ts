/**
 * The fix pack end to end in headless Chromium against the real stack (every service on Postgres
 * and NATS JetStream, the gateway serving web/dist): the bare fixture site (nothing in its head
 * but titles, no sitemap or llms.txt) is audited; the FAQ page's Page Analysis shows its Fixes
 * panel with the FAQPage built from its visible questions, and Copy puts a snippet on the
 * clipboard; the Actions tab's Fixes section offers the site files; the pack downloads as a zip
 * holding fix-pack.json and site/. Screens are saved in test-results/e2e-fixes/ (git-ignored).
 */
import { startFixtureSite, type FixtureSite, type SmtpCatcher } from '@citable/testing';
import type { FixPack } from '@citable/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, newBrowserContext, openBrowserStack, signInThroughEmail, startAuditAs, visible, type OwnBrowserStack } from '../helpers/browser.js';

const TEST_TIMEOUT_MS = 240_000;
const AUDIT_TIMEOUT_MS = 120_000;
const DOMAIN = 'bare.test';
const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../test-results/e2e-fixes/', import.meta.url));

let stack: OwnBrowserStack | undefined;
let smtp: SmtpCatcher | undefined;
let site: FixtureSite | undefined;
let browser: Browser | undefined;
let gatewayUrl: string;

describe('the fix pack (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    mkdirSync(SHOTS, { recursive: true });
    site = await startFixtureSite('bare', { publicOrigin: `https://${DOMAIN}` });
    stack = await openBrowserStack('e2e-fixes', { CRAWL_MAP_ORIGIN: `https://${DOMAIN}=${site.origin}` }, [site]);
    ({ smtp, browser, gatewayUrl } = stack);
  });

  afterAll(() => stack?.close());

  it(
    'shows a page\'s snippets and copies one, offers the site files, and downloads the pack',
    async () => {
      const context = await newBrowserContext(browser!, gatewayUrl);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gatewayUrl });
      const page = await context.newPage();
      await signInThroughEmail(page, smtp!, 'fixes@example.com', gatewayUrl);
      const auditId = await startAuditAs(page, { root_url: `https://${DOMAIN}`, site_description: 'A site with nothing in its head.', max_pages: 20 });
      await page.goto(`/audits/${auditId}`);
      await hasText(page.locator('.audit-header__heading .pill'), 'Completed', AUDIT_TIMEOUT_MS);

      // --- The FAQ page's Fixes panel: the FAQPage from its own visible questions, and Copy.
      const pages = (await page.evaluate(async (id) => (await fetch(`/api/audits/${id}/pages?limit=50`)).json(), auditId)) as { pages: Array<{ id: string; url: string }> };
      const faq = pages.pages.find((p) => p.url === `https://${DOMAIN}/faq`)!;
      await page.goto(`/audits/${auditId}/pages/${faq.id}`);
      const panel = page.locator('.fixes-panel');
      await visible(panel.getByRole('heading', { name: 'Fixes' }));
      const faqSnippet = panel.locator('.fix-snippet[data-kind="jsonld_faqpage"]');
      await visible(faqSnippet.getByRole('heading', { name: 'FAQPage (JSON-LD)' }));
      await visible(faqSnippet.getByText('How long until we see results?'));
      await visible(panel.locator('.fix-snippet[data-kind="meta_description"]'));
      await faqSnippet.getByRole('button', { name: 'Copy FAQPage (JSON-LD)' }).click();
      await visible(faqSnippet.getByRole('button', { name: 'Copied!' }));
      const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
      expect(copied.startsWith('<script type="application/ld+json">')).toBe(true);
      const jsonld = JSON.parse(copied.replace(/^<script[^>]*>|<\/script>$/g, '')) as { '@type': string; mainEntity: Array<{ name: string }> };
      expect(jsonld['@type']).toBe('FAQPage');
      expect(jsonld.mainEntity.map((q) => q.name)).toContain('How long until we see results?');
      await panel.screenshot({ path: join(SHOTS, 'page-fixes-panel.png') });

      // A page with no visible FAQ gets no FAQPage.
      const pricing = pages.pages.find((p) => p.url === `https://${DOMAIN}/pricing`)!;
      await page.goto(`/audits/${auditId}/pages/${pricing.id}`);
      await visible(panel.locator('.fix-snippet').first());
      expect(await panel.locator('.fix-snippet[data-kind="jsonld_faqpage"]').count()).toBe(0);

      // --- The Actions tab's Fixes section, and the download of the whole pack.
      await page.goto(`/audits/${auditId}?tab=actions`);
      const section = page.locator('.fixes-section');
      for (const file of ['/sitemap.xml', '/robots.txt', '/llms.txt']) await visible(section.getByRole('heading', { name: file }));
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download fix pack (.zip)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^citable-bare\.test-\d{4}-\d{2}-\d{2}-fix-pack\.zip$/);
      const files = unzipSync(readFileSync(await download.path()));
      expect(Object.keys(files).sort()).toEqual(['fix-pack.json', 'site/llms.txt', 'site/robots.txt', 'site/sitemap.xml']);
      const pack = JSON.parse(strFromU8(files['fix-pack.json']!)) as FixPack;
      expect(pack.rejected).toEqual([]);
      expect(pack.pages.find((p) => p.url === `https://${DOMAIN}/faq`)?.head_insert).toContain('"@type": "FAQPage"');
      expect(strFromU8(files['site/llms.txt']!)).toMatch(/^# Acme Answers\n/);
      await section.screenshot({ path: join(SHOTS, 'actions-fixes.png') });
      await context.close();
    },
    TEST_TIMEOUT_MS,
  );
});
