/**
 * What the browser tests share: the whole stack in this process (every service, the gateway
 * serving web/dist) with headless Chromium beside it, and waits that read like the assertions.
 */
import { loadConfig } from '@citable/config';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '@citable/crawler';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { chromium, type Browser, type Locator } from 'playwright-core';
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
