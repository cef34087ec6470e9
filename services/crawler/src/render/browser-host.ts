/**
 * The one headless Chromium of this process (STACK.md section 6): Debian's /usr/bin/chromium
 * driven by playwright-core, launched on first use and relaunched if it dies. Never downloads a
 * browser: a missing executable is a configuration error, reported as such. playwright-core
 * (half a second to load) is loaded with the first launch, so a crawl that renders nothing never
 * loads it.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export interface BrowserHostOptions {
  executablePath?: string;
  launchTimeoutMs?: number;
}

export interface BrowserHost {
  browser(): Promise<Browser>;
  close(): Promise<void>;
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags from STACK.md, plus: no WebRTC traffic outside a proxy (it could reach internal
 * addresses without passing our request routing), no DNS prefetching (same reason).
 * --user-data-dir must not be here: launch() makes a fresh temporary profile itself.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--dns-prefetch-disable',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export function createBrowserHost(options: BrowserHostOptions = {}): BrowserHost {
  const executablePath = options.executablePath ?? DEFAULT_CHROMIUM_PATH;
  let launching: Promise<Browser> | null = null;
  let closed = false;

  async function launch(): Promise<Browser> {
    if (!existsSync(executablePath)) {
      throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium package or set the render executablePath`);
    }
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath, headless: true, timeout: options.launchTimeoutMs ?? 30_000, args: CHROMIUM_ARGS });
    // A crashed browser is replaced on the next request instead of failing every later render.
    browser.on('disconnected', () => {
      if (launching && !closed) launching = null;
    });
    return browser;
  }

  return {
    browser(): Promise<Browser> {
      if (closed) return Promise.reject(new Error('browser host is closed'));
      if (!launching) {
        launching = launch();
        launching.catch(() => {
          launching = null;
        });
      }
      return launching;
    },
    async close(): Promise<void> {
      closed = true;
      const pending = launching;
      launching = null;
      if (pending) await pending.then((b) => b.close()).catch(() => undefined);
    },
  };
}
