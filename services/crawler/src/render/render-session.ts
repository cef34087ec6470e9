/**
 * Renders pages of one crawl in headless Chromium: one browser context per crawl (cookies never
 * leak between audited sites) and a small pool of reused pages (a new context per URL costs
 * ~0.3 s on 2 cores, STACK.md section 6).
 *
 * Every request the browser makes is routed through our own fetcher: the page, its scripts, its
 * images and its API calls all pass the address policy at the resolved IP, exactly like the
 * crawler's fetches, so a page cannot use the browser to reach internal addresses. The same
 * routing applies the origin mapping: the browser sees the public URL, the bytes come from the
 * copy. Non-GET requests, WebSockets, media and event streams are refused (a crawler submits
 * nothing, and streams never settle).
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { CITABLE_BOT } from '@citable/contracts';
import type { Fetcher } from '../net/fetcher.js';
import type { OriginMap } from '../url/origin-map.js';
import type { BrowserHost } from './browser-host.js';
import { PAGE_PROBE_SCRIPT, settleAndReadExpression, type ProbeReading } from './page-probe.js';

export interface RenderOptions {
  /** Pages rendered at once. */
  pagePoolSize: number;
  /** Budget for the navigation up to the load event. */
  navigationTimeoutMs: number;
  /** After load, wait for the page to go quiet (no DOM change, no request) this long... */
  quietMs: number;
  /** ...but never longer than this. */
  settleCapMs: number;
  /** Cap on each routed response, as for crawler fetches. */
  maxBytes: number;
}

export interface RenderResult {
  html: string | null;
  /** document.body.innerText: the text a reader sees. */
  text: string;
  lcpMs: number | null;
  cls: number | null;
  renderMs: number;
  error: string | null;
}

export interface RenderSession {
  /** `quietMs` overrides the session's quiet window for one page (a more patient look). */
  render(publicUrl: string, overrides?: { quietMs?: number }): Promise<RenderResult>;
  close(): Promise<void>;
}

/** Request headers the fetcher sets itself, or that describe the browser's own connection. */
const DROPPED_REQUEST_HEADERS = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'user-agent', 'keep-alive', 'upgrade']);
/** The fetcher already undid the transfer and content encodings. */
const DROPPED_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const REFUSED_RESOURCE_TYPES = new Set(['media', 'websocket', 'eventsource']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pick(headers: Record<string, string>, dropped: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase()) && !name.startsWith(':')));
}

export function openRenderSession(host: BrowserHost, fetcher: Fetcher, originMap: OriginMap, options: RenderOptions): RenderSession {
  let context: Promise<BrowserContext> | null = null;
  const idle: Page[] = [];
  const waiters: Array<(page: Page | null) => void> = [];
  let pageCount = 0;
  let closed = false;
  const inflight = new WeakMap<Page, number>();

  const addInflight = (page: Page | null, delta: number) => {
    if (page) inflight.set(page, (inflight.get(page) ?? 0) + delta);
  };

  async function handleRoute(route: Route): Promise<void> {
    const request = route.request();
    let page: Page | null = null;
    try {
      page = request.frame().page();
    } catch {
      page = null; // service-worker requests have no frame (and workers are blocked anyway)
    }
    addInflight(page, 1);
    try {
      if (request.method() !== 'GET' && request.method() !== 'HEAD') return await route.abort('blockedbyclient');
      if (REFUSED_RESOURCE_TYPES.has(request.resourceType())) return await route.abort('blockedbyclient');
      const result = await fetcher.fetch(request.url(), {
        followRedirects: false,
        originMap,
        headers: pick(request.headers(), DROPPED_REQUEST_HEADERS),
        accept: request.headers()['accept'] ?? '*/*',
        limits: { timeoutMs: options.navigationTimeoutMs, maxBytes: options.maxBytes },
      });
      if (result.error || result.status === null) {
        const code = result.error?.code;
        return await route.abort(code === 'address_not_allowed' ? 'accessdenied' : code === 'timeout' ? 'timedout' : 'failed');
      }
      const headers = pick(result.headers, DROPPED_RESPONSE_HEADERS);
      // A redirect to the copy's own address is shown to the browser as the public URL it stands for.
      if (headers['location'] && URL.canParse(headers['location'], originMap.toFetchUrl(request.url()))) {
        headers['location'] = originMap.toPublicUrl(new URL(headers['location'], originMap.toFetchUrl(request.url())).href);
      }
      await route.fulfill({ status: result.status, headers, body: result.body ?? Buffer.alloc(0) });
    } catch {
      // The page navigated away or closed while we fetched: nothing is waiting for this answer.
    } finally {
      addInflight(page, -1);
    }
  }

  async function openContext(): Promise<BrowserContext> {
    const browser = await host.browser();
    const ctx = await browser.newContext({ userAgent: CITABLE_BOT.userAgent, serviceWorkers: 'block' });
    await ctx.addInitScript(PAGE_PROBE_SCRIPT);
    await ctx.route('**/*', handleRoute);
    await ctx.routeWebSocket(/.*/, (ws) => ws.close());
    return ctx;
  }

  async function acquire(): Promise<Page> {
    if (closed) throw new Error('render session is closed');
    const free = idle.pop();
    if (free && !free.isClosed()) return free;
    if (pageCount < options.pagePoolSize) {
      pageCount++;
      try {
        context ??= openContext();
        return await (await context).newPage();
      } catch (err) {
        pageCount--;
        context = null;
        throw err;
      }
    }
    const page = await new Promise<Page | null>((resolve) => waiters.push(resolve));
    return page && !page.isClosed() ? page : acquire();
  }

  function release(page: Page): void {
    if (page.isClosed()) pageCount--;
    const next = waiters.shift();
    if (next) next(page.isClosed() ? null : page);
    else if (!page.isClosed()) idle.push(page);
  }

  /** Resolves when the page has no routed request in flight, or at the deadline. */
  async function requestsDone(page: Page, deadline: number): Promise<void> {
    while ((inflight.get(page) ?? 0) > 0 && Date.now() < deadline) await sleep(10);
  }

  /**
   * Waits for a script-built page to finish: no DOM change for quietMs and no request of ours in
   * flight (its data calls), within settleCapMs; then reads everything in one round trip.
   */
  async function settleAndReadPage(page: Page, quietMs: number): Promise<ProbeReading> {
    const deadline = Date.now() + Math.max(options.settleCapMs, quietMs);
    for (;;) {
      const reading = (await page.evaluate(settleAndReadExpression(quietMs, deadline - Date.now()))) as ProbeReading;
      if ((inflight.get(page) ?? 0) === 0 || Date.now() >= deadline) return reading;
      await requestsDone(page, deadline);
    }
  }

  return {
    async render(publicUrl: string, overrides: { quietMs?: number } = {}): Promise<RenderResult> {
      const page = await acquire();
      // Timed from here: waiting for a free page is queueing, not rendering.
      const started = Date.now();
      try {
        await page.goto(publicUrl, { waitUntil: 'load', timeout: options.navigationTimeoutMs });
        const reading = await settleAndReadPage(page, overrides.quietMs ?? options.quietMs);
        return {
          html: reading.html,
          text: reading.text,
          lcpMs: reading.lcpMs,
          cls: Math.round(reading.cls * 10_000) / 10_000,
          renderMs: Date.now() - started,
          error: null,
        };
      } catch (err) {
        return { html: null, text: '', lcpMs: null, cls: null, renderMs: Date.now() - started, error: (err as Error).message.split('\n')[0] ?? 'render failed' };
      } finally {
        release(page);
      }
    },
    async close(): Promise<void> {
      closed = true;
      for (const waiter of waiters.splice(0)) waiter(null);
      const pending = context;
      context = null;
      if (pending) await pending.then((ctx) => ctx.close()).catch(() => undefined);
    },
  };
}
