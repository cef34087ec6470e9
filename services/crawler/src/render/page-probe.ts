/**
 * Script injected into every rendered page before its own scripts run: it records Largest
 * Contentful Paint and Cumulative Layout Shift as the browser reports them (buffered
 * PerformanceObservers, so entries from before the observer count), the time of the last DOM
 * change and the page's data requests still running (fetch, reading a response, XHR), which tell
 * the renderer when a script-built page has settled (__citableSettle).
 *
 * CLS follows the current web-vitals definition: the largest "session window" of shifts (shifts
 * less than 1 s apart, a window lasting at most 5 s), ignoring shifts right after user input.
 */

export interface ProbeReading {
  lcpMs: number | null;
  cls: number;
  html: string;
  /** document.body.innerText: the text a reader sees. */
  text: string;
}

export const PAGE_PROBE_SCRIPT = `(() => {
  const probe = { lcp: null, cls: 0, windowValue: 0, windowStart: -1, lastShift: -1, lastActivity: 0, pending: 0 };
  const onLcp = (entries) => {
    const last = entries[entries.length - 1];
    if (last) probe.lcp = last.renderTime || last.loadTime || last.startTime;
  };
  const onShift = (entries) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      const t = e.startTime;
      if (probe.windowStart < 0 || t - probe.lastShift > 1000 || t - probe.windowStart > 5000) {
        probe.windowStart = t;
        probe.windowValue = 0;
      }
      probe.windowValue += e.value;
      probe.lastShift = t;
      if (probe.windowValue > probe.cls) probe.cls = probe.windowValue;
    }
  };
  const observers = [];
  const observe = (type, onEntries) => {
    try {
      const o = new PerformanceObserver((list) => onEntries(list.getEntries()));
      o.observe({ type, buffered: true });
      observers.push([o, onEntries]);
    } catch {}
  };
  observe('largest-contentful-paint', onLcp);
  observe('layout-shift', onShift);
  // Entries the browser queued but has not delivered to the callbacks yet.
  const flush = () => { for (const [o, onEntries] of observers) onEntries(o.takeRecords()); };
  const touch = () => { probe.lastActivity = performance.now(); };
  new MutationObserver(touch).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('load', touch);
  // The page's own data requests, counted in the page: the renderer's count of routed requests
  // learns of a fetch() only after a trip through the browser, and between a response and the
  // script reading its body nothing at all would be in flight. A busy machine stretches both
  // gaps past the quiet window, and the page would be read before its content arrived.
  const requestStarted = () => { probe.pending++; touch(); };
  const requestEnded = () => { probe.pending = Math.max(0, probe.pending - 1); touch(); };
  const track = (promise) => { requestStarted(); promise.then(requestEnded, requestEnded); return promise; };
  if (typeof window.fetch === 'function') {
    const pageFetch = window.fetch;
    window.fetch = function (...args) { return track(pageFetch.apply(this, args)); };
  }
  if (typeof Response === 'function') {
    for (const name of ['json', 'text', 'arrayBuffer', 'blob', 'formData']) {
      const read = Response.prototype[name];
      if (typeof read === 'function') Response.prototype[name] = function (...args) { return track(read.apply(this, args)); };
    }
  }
  if (typeof XMLHttpRequest === 'function') {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {
      requestStarted();
      this.addEventListener('loadend', requestEnded, { once: true });
      return send.apply(this, args);
    };
  }
  // After the next paint (or 100 ms if no frame comes), so LCP and shifts of the last change count.
  const afterPaint = (fn) => {
    let done = false;
    const once = () => { if (!done) { done = true; fn(); } };
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 100);
  };
  Object.defineProperty(window, '__citableSettle', { enumerable: false, value: (quietMs, capMs) => new Promise((resolve) => {
    const end = performance.now() + capMs;
    const check = () => {
      const now = performance.now();
      const quietFor = now - probe.lastActivity;
      if ((quietFor < quietMs || probe.pending > 0) && now < end) {
        setTimeout(check, Math.max(0, Math.min(probe.pending > 0 ? 10 : quietMs - quietFor, end - now)) + 1);
        return;
      }
      // On a busy machine the first paint can come after the 100 ms fallback: give LCP a few
      // more frames before reading it as absent.
      const finish = (tries) => afterPaint(() => {
        flush();
        if (probe.lcp === null && tries > 0) return finish(tries - 1);
        const doctype = document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '';
        resolve({
          lcpMs: probe.lcp,
          cls: probe.cls,
          html: doctype + (document.documentElement ? document.documentElement.outerHTML : ''),
          text: document.body ? document.body.innerText : '',
        });
      });
      finish(5);
    };
    check();
  }) });
})();`;

/**
 * The in-page call that waits until the DOM has been quiet for `quietMs` (at most `capMs`), then
 * reads the metrics, the serialised DOM and the visible text in the same round trip: each round
 * trip to the browser costs 10-20 ms on a busy machine. In-page code stays in strings: a compiled
 * TypeScript function would carry the bundler's helpers (esbuild's __name) into the page.
 */
export function settleAndReadExpression(quietMs: number, capMs: number): string {
  return `window.__citableSettle(${Math.max(0, Math.round(quietMs))}, ${Math.max(0, Math.round(capMs))})`;
}
