/**
 * Screen states the screenshots show, asserted in headless Chromium against the real stack (every
 * service on Postgres and NATS JetStream, the gateway serving web/dist, an SMTP catcher for the
 * magic links). One stack for the whole file.
 *
 * Sign-in links: each reason the callback can meet reaches its /auth/error screen with the spec's
 * copy (section 8): expired, used and unknown links as the server tells them apart, a request the
 * gateway refuses (403), a server fault (5xx) and no answer at all (the network).
 */
import type { SmtpCatcher } from '@citable/testing';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, newBrowserContext, openBrowserStack, visible, type OwnBrowserStack } from '../helpers/browser.js';

const webDist = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
/** The callback shows its failure for 2 s before it moves on (spec 4); the wait allows for a busy machine. */
const TO_ERROR_PAGE_MS = 10_000;

let stack: OwnBrowserStack | undefined;
let smtp: SmtpCatcher;
let browser: Browser;
let gatewayUrl: string;

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

describe('screen states (headless Chromium, real stack)', () => {
  beforeAll(async () => {
    if (!existsSync(webDist)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
    stack = await openBrowserStack('e2e-states', {});
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
});
