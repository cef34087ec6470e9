/** What the browser end-to-end tests share: waiting on the page, and signing in through the emailed link. */
import type { SmtpCatcher } from '@citable/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const UI_TIMEOUT_MS = 15_000;

/** A fresh browser on the gateway at 1280 px, without the first-visit tour over the audit screens. */
export async function newBrowserContext(browser: Browser, gatewayUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: gatewayUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: "window.localStorage.setItem('citable.auditTour.completed', 'true');" });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  return context;
}

/** The locator's (single) element becomes visible. */
export const visible = (locator: Locator, timeout = UI_TIMEOUT_MS) => locator.waitFor({ state: 'visible', timeout });

/** The locator's text becomes exactly `text` (trimmed). */
export const hasText = (locator: Locator, text: string, timeout = UI_TIMEOUT_MS) =>
  expect.poll(async () => ((await locator.textContent({ timeout: 1_000 }).catch(() => null)) ?? '').trim(), { timeout, interval: 250 }).toBe(text);

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
