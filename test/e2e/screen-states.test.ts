/**
 * Screen states the screenshots show, asserted in headless Chromium against the real stack (every
 * service on Postgres and NATS JetStream, the gateway serving web/dist, an SMTP catcher for the
 * magic links, two fixture sites audited under public names). One stack for the whole file; the
 * screen tests run in order on the audit the signed-out start flow begins.
 *
 * Sign-in links: each reason the callback can meet reaches its /auth/error screen with the spec's
 * copy (section 8): expired, used and unknown links as the server tells them apart, a request the
 * gateway refuses (403), a server fault (5xx) and no answer at all (the network).
 *
 * Screens (spec 2, 4, 5): the signed-out start flow, /audits/new starting, failed and missing
 * details, the dashboard's empty list and Recent Audits table, the Pages tab's filter and sort,
 * Page Analysis (tabs, counts, Current Values, HTML preview, its error), the report's error and
 * not-found states, criterion detail tiles and pills, the tour, the mobile menu, and the public
 * view without navigation or footer. Expected values come from the API, not from the screens.
 */
import type { Audit, Page as AuditPage, PageSummary, ScoringCriterion } from '@citable/contracts';
import { startFixtureSite, type FixtureSite, type SmtpCatcher } from '@citable/testing';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAttribute, hasText, newBrowserContext, openBrowserStack, signInThroughEmail, visible, type OwnBrowserStack } from '../helpers/browser.js';

const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
/** The callback shows its failure for 2 s before it moves on (spec 4); the wait allows for a busy machine. */
const TO_ERROR_PAGE_MS = 10_000;
const AUDIT_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 180_000;
/** The fixture sites' public names (CRAWL_MAP_ORIGIN maps them to the fixture servers): pages of 85 or more, and pages under 60. */
const DOMAIN = 'acme-answers.test';
const POOR_DOMAIN = 'plain-pages.test';
const OWNER = 'owner@example.com';
const TOUR_KEY = 'citable.auditTour.completed';

let stack: OwnBrowserStack | undefined;
let site: FixtureSite | undefined;
let poorSite: FixtureSite | undefined;
let smtp: SmtpCatcher;
let browser: Browser;
let gatewayUrl: string;
/** The owner's browser, signed in by the start flow's link, and the audit that link started. */
let owner: BrowserContext;
let auditId = '';
/** A second user's browser and the audit of the poor site they start from /audits/new. */
let starter: BrowserContext;
let poorAuditId = '';

const newContext = (): Promise<BrowserContext> => newBrowserContext(browser, gatewayUrl);

/** Asks for a sign-in link for `email` through the API, as the sign-in dialog does; resolves to the emailed callback path. */
async function emailedLink(email: string): Promise<string> {
  const before = smtp.messages.length;
  const res = await fetch(`${gatewayUrl}/v1/auth/magic/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, intent: 'general', redirectPath: '/audits' }),
  });
  expect(res.status).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= before, 20_000);
  const link = /https?:\/\/[^\s"'<>]+\/auth\/callback\?token=[A-Za-z0-9._~%-]+/.exec(mail.text)?.[0];
  expect(link, 'magic link in the email').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * The callback says "Verification failed", then /auth/error opens with `query` and shows `title`
 * and `message`, the two ways on (spec 2) and the note that each user sees only their own audits.
 */
async function expectAuthError(page: Page, query: string, title: string, message: string | RegExp): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Verification failed' }));
  await page.waitForURL((u) => u.pathname === '/auth/error', { timeout: TO_ERROR_PAGE_MS });
  expect(new URL(page.url()).search).toBe(query);
  await visible(page.getByRole('heading', { name: title, level: 1 }));
  await hasText(page.locator('main .lead'), message);
  await visible(page.getByText('For your security, each user can access only their own audits.'));
  expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/');
  expect(await page.getByRole('link', { name: 'View my audits' }).getAttribute('href')).toBe('/audits');
}

/** The link signs in: the callback goes on to the audit list. */
async function expectSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((u) => u.pathname === '/audits', { timeout: 20_000 });
  await visible(page.getByRole('heading', { name: 'Audit Dashboard' }));
}

/** GET as the page's signed-in user (its cookie), parsed. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The page's diagnostic score as spec 5 defines it: the rounded average of its scored (non-preview) checks, 0 if none. */
function pageScore(page: Pick<PageSummary, 'checks_json' | 'diagnostic_score'>): number {
  if (typeof page.diagnostic_score === 'number') return Math.round(page.diagnostic_score);
  const scored = page.checks_json.filter((c) => !c.preview && c.status !== 'not_applicable');
  return scored.length ? Math.round(scored.reduce((sum, c) => sum + c.score, 0) / scored.length) : 0;
}

/** The texts of the page rows as shown, top to bottom: each row's URL and score. */
async function shownRows(page: Page): Promise<Array<{ url: string; score: number }>> {
  return page.locator('.page-row').evaluateAll((rows) =>
    rows.map((r) => ({ url: r.querySelector('.page-row__url')?.textContent ?? '', score: Number(r.querySelector('.page-row__score')?.textContent) })),
  );
}

/** The terms of a description list (<dl>): each <dt> with its <dd>'s text. */
async function termsOf(list: ReturnType<Page['locator']>): Promise<Record<string, string>> {
  return list.evaluate((dl) =>
    Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? ''])),
  );
}

/** Lets a timer that just fired render: two turns of the scheduler React renders on (MessageChannel). */
const settle = (page: Page) =>
  page.evaluate(`(async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(null);
        channel.port2.postMessage(null);
      });
    }
  })()`);

describe('screen states (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    [site, poorSite] = await Promise.all([startFixtureSite('well-optimised', { publicOrigin: `https://${DOMAIN}` }), startFixtureSite('poor')]);
    stack = await openBrowserStack('e2e-states', { CRAWL_MAP_ORIGIN: `https://${DOMAIN}=${site.origin},https://${POOR_DOMAIN}=${poorSite.origin}` }, [site, poorSite]);
    ({ smtp, browser, gatewayUrl } = stack);
  });

  afterAll(() => stack?.close());

  describe('sign-in link reasons', () => {
    it('an expired link: "Sign-in link expired", saying it is more than 20 minutes old', async () => {
      const email = 'expired@example.com';
      const path = await emailedLink(email);
      await stack!.database.db.updateTable('magic_link_tokens').set({ expires_at: new Date(Date.now() - 1_000) }).where('email', '=', email).execute();
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expectAuthError(
        page,
        '?reason=expired_or_invalid&detail=expired',
        'Sign-in link expired',
        'This link is more than 20 minutes old. Sign-in links are single-use and expire after 20 minutes. Request a new link to continue.',
      );
      await context.close();
    });

    it('a link opened a second time: "Sign-in link expired", saying it was already used', async () => {
      const path = await emailedLink('twice@example.com');
      const first = await newContext();
      await expectSignedIn(await first.newPage(), path);
      await first.close();
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expectAuthError(page, '?reason=expired_or_invalid&detail=used', 'Sign-in link expired', /^This link has already been used: .* Sign-in links are single-use and expire after 20 minutes\./);
      await context.close();
    });

    it('a link never issued: "Sign-in link expired", with the spec\'s single-use note', async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto('/auth/callback?token=not-a-real-token');
      await expectAuthError(
        page,
        '?reason=expired_or_invalid&detail=unknown',
        'Sign-in link expired',
        'Sign-in links are single-use and expire after 20 minutes. Request a new link to continue.',
      );
      await context.close();
    });

    it('a verification the gateway refuses (403, another origin): "Access denied", and the link is not spent', async () => {
      const path = await emailedLink('foreign@example.com');
      const context = await newContext();
      const page = await context.newPage();
      // The verification is sent on as if from another site (Chromium keeps its own Origin on a
      // continued request, so it goes through Playwright's client): the real gateway's Origin check answers 403.
      const statuses: number[] = [];
      await page.route('**/v1/auth/magic/verify?*', async (route) => {
        const response = await route.fetch({ headers: { ...route.request().headers(), origin: 'https://evil.example' } });
        statuses.push(response.status());
        await route.fulfill({ response });
      });
      await page.goto(path);
      await expectAuthError(page, '?reason=unauthorized', 'Access denied', /^The audit may belong to another user\./);
      expect(statuses).toEqual([403]);
      await page.unrouteAll();
      await expectSignedIn(page, path);
      await context.close();
    });

    it('a server fault (5xx): "Something went wrong"', async () => {
      const context = await newContext();
      const page = await context.newPage();
      // Staged: every service runs here, so the 503 a gateway gives when the auth service is down is played.
      await page.route('**/v1/auth/magic/verify?*', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'service_unavailable', message: 'The auth service is not available right now. Please try again shortly.' }),
        }),
      );
      await page.goto('/auth/callback?token=unanswered-by-auth');
      await expectAuthError(page, '?reason=internal_error', 'Something went wrong', 'We could not complete your sign-in. Please request a new link and try again.');
      await context.close();
    });

    it('no answer at all (the network fails): reason=error, saying nobody answered, and the link still works', async () => {
      const path = await emailedLink('offline@example.com');
      const context = await newContext();
      const page = await context.newPage();
      await page.route('**/v1/auth/magic/verify?*', (route) => route.abort('internetdisconnected'));
      await page.goto(path);
      await expectAuthError(page, '?reason=error', 'Sign-in link issue', /^Your sign-in link could not be checked \(error\): Citable did not answer\./);
      await page.unrouteAll();
      await expectSignedIn(page, path);
      await context.close();
    });

    it('no token: "Missing token", then "Missing sign-in link"', async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto('/auth/callback');
      await visible(page.getByRole('heading', { name: 'Missing token' }));
      await page.waitForURL((u) => u.pathname === '/auth/error', { timeout: TO_ERROR_PAGE_MS });
      expect(new URL(page.url()).search).toBe('?reason=missing');
      await visible(page.getByRole('heading', { name: 'Missing sign-in link', level: 1 }));
      await context.close();
    });
  });

  describe('screens', () => {
    it(
      'the signed-out start flow: the form, "Secure Your Audit", the magic link, then the audit starting',
      async () => {
        const visitor = await newContext();
        const page = await visitor.newPage();
        await page.goto('/');
        await visible(page.getByRole('heading', { name: 'Audit Dashboard', level: 1 }));
        await page.getByRole('button', { name: 'Start New Audit', exact: true }).click();

        // Step 1: every field is required (spec 5).
        const form = page.getByRole('dialog', { name: 'Start New Audit' });
        await form.getByRole('button', { name: 'Continue' }).click();
        await visible(form.getByText('Enter a project ID.'));
        await visible(form.getByText('Enter the address of the site to audit.'));
        await visible(form.getByText('Describe the site in a sentence or two.'));
        await form.getByLabel('Project ID').fill('acme');
        // A typed scheme goes: the prefix is always https:// (spec 5).
        await form.getByLabel('Root URL').fill(`http://${DOMAIN}`);
        expect(await form.getByLabel('Root URL').inputValue()).toBe(DOMAIN);
        await hasText(form.locator('.input-group__prefix'), 'https://');
        await form.getByLabel('Site description').fill('Answers for B2B teams, from the start flow.');
        await form.getByRole('button', { name: 'Continue' }).click();

        // Step 2: "Secure Your Audit", the email with the summary; Back keeps what was typed.
        const secure = page.getByRole('dialog', { name: 'Secure Your Audit' });
        await visible(secure);
        expect(await termsOf(secure.locator('dl.summary-list'))).toEqual({ URL: `https://${DOMAIN}`, Project: 'acme' });
        await visible(secure.getByText('The link expires in 20 minutes.'));
        await secure.getByRole('button', { name: 'Send Magic Link' }).click();
        await visible(secure.getByText('Enter your email address.'));
        await secure.getByRole('button', { name: 'Back' }).click();
        await visible(form);
        expect(await form.getByLabel('Project ID').inputValue()).toBe('acme');
        await form.getByRole('button', { name: 'Continue' }).click();
        const mailsBefore = smtp.messages.length;
        await secure.getByLabel('Email address').fill('  Owner@Example.com ');
        await secure.getByRole('button', { name: 'Send Magic Link' }).click();

        // Link sent: to the trimmed, lower-cased email.
        const sent = page.getByRole('dialog', { name: 'Check your email' });
        await visible(sent);
        await hasText(sent.getByRole('status'), `We sent a magic link to ${OWNER}.`);
        await visible(sent.getByText(`Open it on this device to start your audit of ${DOMAIN}.`, { exact: false }));
        const mail = await smtp.waitFor((m) => m.to.includes(OWNER) && smtp.messages.indexOf(m) >= mailsBefore, 20_000);
        const link = /https?:\/\/[^\s"'<>]+\/auth\/callback\?token=[A-Za-z0-9._~%-]+/.exec(mail.text)?.[0];
        expect(link, 'magic link in the email').toBeTruthy();

        // The link signs in and starts the audit: its screen opens, with the details typed.
        await page.goto(link!);
        await page.waitForURL((u) => /^\/audits\/[0-9a-f-]{36}$/.test(u.pathname), { timeout: 20_000 });
        auditId = new URL(page.url()).pathname.split('/')[2]!;
        await hasText(page.locator('.audit-header h1'), DOMAIN);
        await hasText(page.locator('.audit-header__heading .pill'), /^(Queued|Running|Completed)$/);
        const { audit } = await apiGet<{ audit: Audit }>(page, `/api/audits/${auditId}`);
        expect(audit).toMatchObject({ project_id: 'acme', root_url: `https://${DOMAIN}/`, site_description: 'Answers for B2B teams, from the start flow.', max_pages: 200 });
        owner = visitor;
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'the dashboard: the empty list; /audits/new missing details, starting, then failed with Return Home; Recent Audits columns and row link',
      async () => {
        starter = await newContext();
        const page = await starter.newPage();
        await signInThroughEmail(page, smtp, 'starter@example.com', gatewayUrl);

        // No audits yet, and the way to start one.
        const recent = page.locator('section[aria-labelledby="recent-title"]');
        await visible(recent.getByText('No audits yet'));
        await recent.getByRole('button', { name: 'Start Your First Audit' }).click();
        const form = page.getByRole('dialog', { name: 'Start New Audit' });
        await visible(form);
        await form.getByRole('button', { name: 'Cancel' }).click();
        await form.waitFor({ state: 'hidden' });

        // /audits/new without root_url: "Missing audit details".
        await page.goto('/audits/new');
        await visible(page.getByRole('heading', { name: 'Failed to Start Audit', level: 1 }));
        await visible(page.getByText('Missing audit details', { exact: true }));
        expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');

        // Starting: held until the screen has been seen, then on to /audits (spec 2), with the starter's defaults (spec 9).
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const bodies: unknown[] = [];
        await page.route('**/api/audits', async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          bodies.push(route.request().postDataJSON());
          await held;
          return route.continue();
        });
        await page.goto(`/audits/new?root_url=${encodeURIComponent(`https://${POOR_DOMAIN}`)}&project_id=starter`);
        await visible(page.getByRole('heading', { name: 'Starting Your Audit', level: 1 }));
        await visible(page.getByText('Please wait while we set up your audit.', { exact: false }));
        release();
        await page.waitForURL((u) => u.pathname === '/audits');
        await page.unrouteAll();
        expect(bodies).toEqual([{ project_id: 'starter', root_url: `https://${POOR_DOMAIN}`, site_description: null, max_pages: 50 }]);

        // Recent Audits: the spec's columns, and a row that leads to its audit.
        const table = recent.getByRole('table');
        await visible(table.locator('tbody tr').first());
        expect((await table.getByRole('columnheader').allTextContents()).map((t) => t.trim())).toEqual([
          'Project',
          'URL',
          'Status',
          'Citable Score',
          'Pages',
          'Started',
          'Actions',
        ]);
        const { audits } = await apiGet<{ audits: Audit[] }>(page, '/api/audits');
        expect(audits).toHaveLength(1);
        const started = audits[0]!;
        poorAuditId = started.id;
        const row = table.locator('tbody tr');
        await expect.poll(() => row.count()).toBe(1);
        const cells = Object.fromEntries(
          await row.locator('td[data-label]').evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-label'), td.textContent?.trim()])),
        );
        expect(cells).toMatchObject({ Project: 'starter', URL: POOR_DOMAIN, Started: 'Just now' });
        expect(cells.Status).toMatch(/^(Queued|Running|Completed)$/);
        const details = row.getByRole('link', { name: `View Details of ${POOR_DOMAIN}` });
        expect(await details.getAttribute('href')).toBe(`/audits/${started.id}`);
        await details.click();
        await page.waitForURL((u) => u.pathname === `/audits/${started.id}`);
        await hasText(page.locator('.audit-header h1'), POOR_DOMAIN);

        // Signed out, the API refuses: "Failed to Start Audit" with the reason, and Return Home goes to /.
        const visitor = await newContext();
        const stranger = await visitor.newPage();
        await stranger.goto(`/audits/new?root_url=${encodeURIComponent(`https://${DOMAIN}`)}`);
        await visible(stranger.getByRole('heading', { name: 'Failed to Start Audit', level: 1 }));
        await visible(stranger.getByText('Failed to create audit: 401', { exact: true }));
        await stranger.getByRole('link', { name: 'Return Home' }).click();
        await stranger.waitForURL((u) => u.pathname === '/');
        await visible(stranger.getByRole('heading', { name: 'Audit Dashboard', level: 1 }));

        await Promise.all([page.close(), visitor.close()]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'the Pages tab: All, Issues (<60) and Good (>=85) keep exactly the pages of their band; sorted by URL or by score',
      async () => {
        const shownPerFilter = { issues: 0, good: 0 };
        for (const [context, id] of [
          [owner, auditId],
          [starter, poorAuditId],
        ] as const) {
          const page = await context.newPage();
          await page.goto(`/audits/${id}`);
          await hasText(page.locator('.audit-header__heading .pill'), 'Completed', AUDIT_TIMEOUT_MS);
          const { pages } = await apiGet<{ pages: PageSummary[] }>(page, `/api/audits/${id}/pages?limit=500`);
          expect(pages.length).toBeGreaterThan(1);
          const all = pages.map((p) => ({ url: p.url, score: pageScore(p) }));
          const byUrl = (rows: typeof all) => [...rows].sort((a, b) => a.url.localeCompare(b.url));

          await page.goto(`/audits/${id}?tab=pages`);
          await visible(page.getByText(`Showing ${pages.length} of ${pages.length} pages`));
          const filter = page.getByLabel('Filter');
          const sort = page.getByLabel('Sort by');
          expect(await filter.locator('option').allTextContents()).toEqual(['All Pages', 'Issues (<60)', 'Good (>=85)']);
          expect(await sort.locator('option').allTextContents()).toEqual(['URL', 'Diagnostic Score']);
          expect(await shownRows(page)).toEqual(byUrl(all));

          for (const [value, keep] of [
            ['issues', (s: number) => s < 60],
            ['good', (s: number) => s >= 85],
          ] as const) {
            await filter.selectOption(value);
            const expected = byUrl(all.filter((r) => keep(r.score)));
            await visible(page.getByText(`Showing ${expected.length} of ${pages.length} pages`));
            if (expected.length === 0) await visible(page.getByText('No page matches this filter. Choose All Pages to see every page.'));
            expect(await shownRows(page), value).toEqual(expected);
            shownPerFilter[value] += expected.length;
          }

          await filter.selectOption('all');
          await sort.selectOption('score');
          await visible(page.getByText(`Showing ${pages.length} of ${pages.length} pages`));
          const byScore = [...all].sort((a, b) => a.score - b.score || a.url.localeCompare(b.url));
          expect(await shownRows(page)).toEqual(byScore);
          // Each row leads to its page.
          const first = pages.find((p) => p.url === byScore[0]!.url)!;
          expect(await page.locator('.page-row').first().getAttribute('href')).toBe(`/audits/${id}/pages/${first.id}`);
          await page.close();
        }
        // Between the two sites, both filters kept some pages (and left some out).
        expect(shownPerFilter.issues).toBeGreaterThan(0);
        expect(shownPerFilter.good).toBeGreaterThan(0);
      },
      TEST_TIMEOUT_MS,
    );

    it('Page Analysis: the score card counts, three tabs with counts, collapsible categories, Current Values, the HTML preview, and the error state', async () => {
      const page = await owner.newPage();
      const { pages } = await apiGet<{ pages: PageSummary[] }>(page, `/api/audits/${auditId}/pages?limit=500`);
      // A page with the most checks, preferring one the metadata panel has a "missing" value for.
      const missing = (p: PageSummary) => !p.h1 || !p.canonical || p.schema_types === '[]';
      const summary = [...pages].sort((a, b) => Number(missing(b)) - Number(missing(a)) || b.checks_json.length - a.checks_json.length)[0]!;
      const { page: data } = await apiGet<{ page: AuditPage }>(page, `/api/audits/${auditId}/pages/${summary.id}`);
      const checks = data.checks_json.filter((c) => !c.preview);
      const scored = checks.filter((c) => c.status !== 'not_applicable');

      await page.goto(`/audits/${auditId}/pages/${data.id}`);
      await visible(page.getByRole('heading', { name: 'Page Diagnostic Score' }));
      const urlLink = page.locator('.page-analysis__url a');
      expect(await urlLink.getAttribute('href')).toBe(data.url);
      await hasText(page.locator('.page-analysis__url .http-badge'), `HTTP ${data.status_code}`);
      expect(await page.locator('.page-analysis__url .http-badge--ok').count()).toBe(1);
      expect(await termsOf(page.locator('dl.diag-card__counts'))).toEqual({
        Passing: String(scored.filter((c) => c.status === 'ok').length),
        Warnings: String(scored.filter((c) => c.status === 'warn').length),
        Failing: String(scored.filter((c) => c.status !== 'ok' && c.status !== 'warn').length),
      });

      // Three tabs, each with its count; the sections' counts add up to all, and each shows as many checks.
      const tabs = page.getByRole('tablist', { name: 'Page analysis sections' }).getByRole('tab');
      expect(await tabs.locator('span:first-child').allTextContents()).toEqual(['All Diagnostic Checks', 'Schema & Metadata', 'HTML Analysis']);
      const badges = (await tabs.locator('.tabs__badge').allTextContents()).map((t) => /^(\d+) · avg (\d+\.\d|—)$/.exec(t.trim()));
      expect(badges.every(Boolean), 'each tab shows "N · avg X"').toBe(true);
      const counts = badges.map((m) => Number(m![1]));
      expect(counts[0]).toBe(checks.length);
      expect(counts[1]! + counts[2]!).toBe(checks.length);
      const panel = page.getByRole('tabpanel');
      for (const [i, name] of ['All Diagnostic Checks', 'Schema & Metadata', 'HTML Analysis'].entries()) {
        await tabs.filter({ hasText: name }).click();
        await hasAttribute(tabs.filter({ hasText: name }), 'aria-selected', 'true');
        await expect.poll(() => panel.locator('.check-card').count(), { timeout: 5_000 }).toBe(counts[i]);
      }

      // Categories collapse and expand on click.
      await tabs.filter({ hasText: 'All Diagnostic Checks' }).click();
      const toggle = panel.locator('.check-group__toggle').first();
      await hasAttribute(toggle, 'aria-expanded', 'true');
      await toggle.click();
      await hasAttribute(toggle, 'aria-expanded', 'false');
      await panel.locator('.check-group__list').first().waitFor({ state: 'hidden' });
      await toggle.click();
      await hasAttribute(toggle, 'aria-expanded', 'true');

      // Current Values: the page's own, or "Not found" / "None found" (spec 2).
      await tabs.filter({ hasText: 'Schema & Metadata' }).click();
      const values = panel.locator('section.current-values');
      await visible(values.getByRole('heading', { name: 'Current Values' }));
      const schemaTypes = JSON.parse(data.schema_types) as string[];
      expect(await termsOf(values.locator('dl'))).toEqual({
        Title: data.title || 'Not found',
        H1: data.h1 || 'Not found',
        Canonical: data.canonical || 'Not found',
        'Schema Types': schemaTypes.length ? schemaTypes.join(', ') : 'None found',
      });

      // A page of the poor site has no H1 and no structured data: "Not found" and "None found".
      const poorPage = await starter.newPage();
      const { pages: poorPages } = await apiGet<{ pages: PageSummary[] }>(poorPage, `/api/audits/${poorAuditId}/pages?limit=500`);
      const bare = poorPages.find((p) => !p.h1 && p.schema_types === '[]');
      expect(bare, 'a poor page without an H1 or schema').toBeTruthy();
      await poorPage.goto(`/audits/${poorAuditId}/pages/${bare!.id}`);
      await poorPage.getByRole('tab', { name: /Schema & Metadata/ }).click();
      const bareValues = await termsOf(poorPage.locator('section.current-values dl'));
      expect(bareValues).toMatchObject({ H1: 'Not found', 'Schema Types': 'None found', Title: bare!.title || 'Not found', Canonical: bare!.canonical || 'Not found' });
      expect(await poorPage.locator('section.current-values .kv-list__missing').count()).toBeGreaterThanOrEqual(2);
      await poorPage.close();

      // HTML preview: the first 1000 characters of the static HTML; this stack renders nothing.
      await tabs.filter({ hasText: 'HTML Analysis' }).click();
      await visible(panel.getByRole('heading', { name: 'HTML Preview' }));
      const html = data.html_static ?? '';
      const shownHtml = await panel.locator('.html-preview__item', { hasText: 'Static HTML' }).locator('code').textContent();
      expect(shownHtml).toBe(html.length > 1000 ? `${html.slice(0, 1000)}... (truncated)` : html);
      await visible(panel.getByText('This page was not rendered.'));

      // The error state: a page that is not there, and one that cannot be loaded.
      for (const [path, message] of [
        [`/audits/${auditId}/pages/${randomUUID()}`, 'Page not found'],
        [`/audits/${auditId}/pages/${data.id}?unreachable`, 'Failed to fetch'],
      ] as const) {
        if (path.endsWith('?unreachable')) await page.route(`**/api/audits/${auditId}/pages/${data.id}`, (route) => route.abort('connectionrefused'));
        await page.goto(path);
        await visible(page.getByRole('heading', { name: 'Error Loading Page', level: 1 }));
        await hasText(page.locator('.error-state__message'), message);
        expect(await page.getByRole('link', { name: 'Back to Pages' }).getAttribute('href')).toBe(`/audits/${auditId}?tab=pages`);
      }
      await page.close();
    });

    it("the report's error state (with Back to Audit) and its not-found state", async () => {
      const page = await owner.newPage();
      await page.route(`**/api/audits/${auditId}/report`, (route) => route.abort('connectionrefused'));
      await page.goto(`/audits/${auditId}/report`);
      await visible(page.getByRole('heading', { name: 'Error Loading Report', level: 1 }));
      await hasText(page.locator('.error-state__message'), 'Failed to fetch');
      expect(await page.getByRole('link', { name: 'Back to Audit' }).getAttribute('href')).toBe(`/audits/${auditId}`);
      await page.unrouteAll();

      const unknown = randomUUID();
      await page.goto(`/audits/${unknown}/report`);
      await visible(page.getByRole('heading', { name: 'Report not found', level: 1 }));
      await hasText(page.locator('.error-state__message'), 'This audit has no report yet. Reports are created when an audit completes.');
      await page.getByRole('link', { name: 'Back to Audit' }).click();
      await page.waitForURL((u) => u.pathname === `/audits/${unknown}`);
      await page.close();
    });

    it('criterion detail: the id, impact, scope, check type and preview pills, and the Weight, Points and threshold tiles', async () => {
      const page = await owner.newPage();
      const criteria = await apiGet<ScoringCriterion[] | { criteria: ScoringCriterion[] }>(page, '/api/scoring/criteria?productionOnly=false');
      const list = Array.isArray(criteria) ? criteria : criteria.criteria;
      // A page check, a site check in preview, and one of each impact among them where the catalogue has them.
      const picks = [
        list.find((c) => c.id === 'C1_title_quality')!,
        list.find((c) => c.scope === 'site' && c.preview)!,
        list.find((c) => c.impact === 'Low') ?? list.find((c) => c.impact === 'Medium')!,
      ];
      const tone = { High: 'danger', Medium: 'warn', Low: 'success' } as const;
      for (const c of picks) {
        expect(c, 'the catalogue has the criterion').toBeTruthy();
        await page.goto(`/score-guide/${c.id}`);
        await hasText(page.locator('.criterion__id'), c.id);
        await hasText(page.getByRole('heading', { level: 1 }), c.label);
        const pills = page.locator('.criterion__header .chip-row');
        await visible(pills.locator(`.pill--${tone[c.impact as keyof typeof tone]}`, { hasText: `${c.impact} impact` }));
        const texts = (await pills.locator('.pill').allTextContents()).map((t) => t.trim());
        expect(texts).toEqual([
          `${c.impact} impact`,
          c.scope === 'site' ? 'Site level' : 'Page level',
          c.check_type,
          ...(c.preview ? ['Preview'] : []),
          c.category,
        ]);
        const slug = c.category.toLowerCase().replace(/ & /g, '-').replace(/\s+/g, '-');
        expect(await pills.getByRole('link', { name: c.category }).getAttribute('href')).toBe(`/score-guide#${slug}`);
        expect(await termsOf(page.locator('dl.tile-row'))).toEqual({
          Weight: String(c.weight),
          Points: String(c.points_possible ?? 100),
          'Pass threshold': `${c.pass_threshold}%`,
          'Warn threshold': `${c.warn_threshold}%`,
        });
        // Back to the Score Guide at the top and the bottom.
        expect(await page.getByRole('link', { name: 'Back to Score Guide' }).count()).toBe(2);
      }
      await page.close();
    });

    it('the tour: four steps on a first visit, stored when finished or skipped, and not shown again', async () => {
      const cookies = await owner.cookies();
      const fresh = async () => {
        // A browser that has not seen the tour (newBrowserContext marks it seen).
        const context = await browser.newContext({ baseURL: gatewayUrl, viewport: { width: 1280, height: 900 } });
        context.setDefaultTimeout(15_000);
        await context.addCookies(cookies);
        return context;
      };
      const stored = (page: Page) => page.evaluate<string | null>(`window.localStorage.getItem('${TOUR_KEY}')`);
      /**
       * Opens the audit (goto or reload) on the page's fake clock and runs the clock past the
       * tour's 500 ms start once the composite, which the tour waits for, has come.
       */
      const pastTourStart = async (page: Page, open: () => Promise<unknown>) => {
        const composite = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/audits/${auditId}/composite`);
        await open();
        await composite;
        await visible(page.getByRole('heading', { name: 'Category Breakdown' }));
        for (let i = 0; i < 3; i += 1) {
          await settle(page);
          await page.clock.runFor(1_000);
        }
        await settle(page);
      };

      // Finished: four steps, then the flag.
      const first = await fresh();
      const page = await first.newPage();
      await page.goto(`/audits/${auditId}`);
      const steps = ['Your Citable Score', 'Six categories', 'Dig deeper', 'Share, report, re-run'];
      for (const [i, title] of steps.entries()) {
        const dialog = page.getByRole('dialog', { name: title });
        await visible(dialog);
        await visible(dialog.getByText(`Step ${i + 1} of 4`));
        expect(await stored(page)).toBeNull();
        await dialog.getByRole('button', { name: i === 3 ? 'Finish' : 'Next' }).click();
      }
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await stored(page)).toBe('true');

      // Not again: the clock runs past the tour's 500 ms start, and no dialog comes.
      await page.clock.install();
      await pastTourStart(page, () => page.reload());
      expect(await page.getByRole('dialog').count()).toBe(0);
      await first.close();

      // Skipped: the same clock shows it on a first visit, "Skip tour" stores the flag, and it stays away.
      const second = await fresh();
      const other = await second.newPage();
      await other.clock.install();
      await pastTourStart(other, () => other.goto(`/audits/${auditId}`));
      await visible(other.getByRole('dialog', { name: 'Your Citable Score' }));
      await other.getByRole('button', { name: 'Skip tour' }).click();
      await other.getByRole('dialog').waitFor({ state: 'hidden' });
      expect(await stored(other)).toBe('true');
      await pastTourStart(other, () => other.reload());
      expect(await other.getByRole('dialog').count()).toBe(0);
      await second.close();
    });

    it('the mobile menu: folded behind a button at 375 px, opened and closed by it, by Escape and by a followed link', async () => {
      const page = await owner.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/audits');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Open menu' });
      await visible(toggle);
      await hasAttribute(toggle, 'aria-expanded', 'false');
      await nav.getByRole('link', { name: 'Score Guide' }).waitFor({ state: 'hidden' });

      await toggle.click();
      const close = nav.getByRole('button', { name: 'Close menu' });
      await hasAttribute(close, 'aria-expanded', 'true');
      await visible(nav.getByRole('link', { name: 'My Audits' }));
      await visible(nav.getByText(OWNER, { exact: true }));
      await visible(nav.getByRole('button', { name: 'Sign out' }));
      await page.keyboard.press('Escape');
      await hasAttribute(toggle, 'aria-expanded', 'false');
      expect(await page.evaluate<string | null>("document.activeElement && document.activeElement.getAttribute('aria-label')")).toBe('Open menu');

      await toggle.click();
      await nav.getByRole('link', { name: 'Score Guide' }).click();
      await page.waitForURL((u) => u.pathname === '/score-guide');
      await hasAttribute(toggle, 'aria-expanded', 'false');
      await nav.getByRole('link', { name: 'Score Guide' }).waitFor({ state: 'hidden' });

      // At 1280 px there is no menu button: the links show.
      await page.setViewportSize({ width: 1280, height: 900 });
      await toggle.waitFor({ state: 'hidden' });
      await visible(nav.getByRole('link', { name: 'Score Guide' }));
      await page.close();
    });

    it('the public view: the shared report without the navigation or the footer', async () => {
      const page = await owner.newPage();
      await page.goto(`/audits/${auditId}`);
      const shared = await page.request.post(`/api/audits/${auditId}/public`, { data: { is_public: true }, headers: { origin: gatewayUrl } });
      expect(shared.status()).toBe(200);
      const { pages } = await apiGet<{ pages: PageSummary[] }>(page, `/api/audits/${auditId}/pages?limit=500`);
      await page.close();

      const visitor = await newContext();
      const view = await visitor.newPage();
      await view.goto(`/public/${auditId}`);
      await visible(view.getByRole('heading', { name: 'Public Audit Report', level: 1 }));
      await visible(view.locator('.pill', { hasText: 'Shared' }));
      expect(await view.getByRole('navigation').count()).toBe(0);
      expect(await view.getByRole('contentinfo').count()).toBe(0);
      expect(await view.locator('.site-header, .site-footer').count()).toBe(0);
      expect((await view.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['Overview', `Pages (${pages.length})`, 'Citations']);
      await visible(view.getByText('Site performance across 6 key categories (0-100 scale)'));
      await visible(view.getByText('Run a free audit of your own site and get your Citable Score in under 60 seconds.'));
      await view.getByRole('tab', { name: `Pages (${pages.length})` }).click();
      await expect.poll(() => view.locator('.page-row').count()).toBe(pages.length);
      await visitor.close();
    });
  });
});
