/**
 * One HTTP fetch as the crawler makes it, returned as data: status, headers, body, the redirect
 * chain, timings and a coded error. Never throws for anything the site does.
 *
 * - Redirects are followed by hand (at most `maxRedirects`, loops detected), so every hop is a
 *   new request through the guarded agent and re-checked against the address policy.
 * - The body is capped while it streams and again after decompression.
 * - The fetcher speaks public URLs: an OriginMap turns them into the address actually fetched,
 *   and redirect targets back into public URLs (see url/origin-map.ts).
 */
import { request, type Dispatcher } from 'undici';
import { CITABLE_BOT, type RedirectHop } from '@citable/contracts';
import { IDENTITY_ORIGIN_MAP, type OriginMap } from './url/origin-map.js';
import { normalizeUrl } from './url/normalize.js';
import { decodeContentEncoding, readCapped } from './body-reader.js';
import { FetchError, classifyError, type FetchFailure } from './fetch-errors.js';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface FetchOptions {
  userAgent?: string;
  accept?: string;
  /** Extra request headers (the renderer forwards the browser's). */
  headers?: Record<string, string>;
  /** false: a 3xx is returned as the answer (the renderer lets the browser follow it). */
  followRedirects?: boolean;
  originMap?: OriginMap;
  /** Read the body only for these content types (a crawler records a PDF's type, not its bytes). */
  bodyFor?: (contentType: string | null) => boolean;
  signal?: AbortSignal;
  limits?: Partial<FetchLimits>;
}

export interface FetchTimings {
  startedAt: number;
  /** Time to the final response's headers. */
  ttfbMs: number | null;
  totalMs: number;
}

export interface FetchResult {
  /** Public URL asked for. */
  requestedUrl: string;
  /** Public URL of the last request made (the page's URL after redirects). */
  finalUrl: string;
  status: number | null;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Content-Encoding undone; null when no body was read (an error, or bodyFor said no). */
  body: Buffer | null;
  redirectChain: RedirectHop[];
  timings: FetchTimings;
  error: FetchFailure | null;
}

export interface Fetcher {
  fetch(url: string, options?: FetchOptions): Promise<FetchResult>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Where a redirect leads, as a public URL, or a coded reason why it cannot be followed. */
function redirectTarget(location: string | undefined, currentFetchUrl: string, map: OriginMap): string {
  if (!location) throw new FetchError('invalid_redirect', 'redirect without a Location header');
  if (!URL.canParse(location, currentFetchUrl)) throw new FetchError('invalid_redirect', `unparseable Location "${location}"`);
  const target = new URL(location, currentFetchUrl);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new FetchError('unsupported_scheme', `redirect to unsupported scheme ${target.protocol}`);
  }
  target.hash = '';
  return map.toPublicUrl(target.href);
}

export function createFetcher(dispatcher: Dispatcher, defaults: FetchLimits): Fetcher {
  async function fetchUrl(url: string, options: FetchOptions = {}): Promise<FetchResult> {
    const limits = { ...defaults, ...options.limits };
    const map = options.originMap ?? IDENTITY_ORIGIN_MAP;
    const startedAt = Date.now();
    const timeout = AbortSignal.timeout(limits.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const headers: Record<string, string> = {
      ...options.headers,
      'user-agent': options.userAgent ?? CITABLE_BOT.userAgent,
      accept: options.accept ?? 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
    };
    const redirectChain: RedirectHop[] = [];
    const seen = new Set<string>();
    let current = url;
    let result: Omit<FetchResult, 'timings' | 'requestedUrl' | 'finalUrl' | 'redirectChain'> = {
      status: null,
      headers: {},
      body: null,
      error: null,
    };
    let ttfbMs: number | null = null;
    try {
      if (!URL.canParse(url)) throw new FetchError('invalid_url', `"${url}" is not an absolute URL`);
      const protocol = new URL(url).protocol;
      if (protocol !== 'http:' && protocol !== 'https:') throw new FetchError('unsupported_scheme', `unsupported scheme ${protocol}`);
      for (;;) {
        seen.add(normalizeUrl(current) ?? current);
        const fetchUrl = map.toFetchUrl(current);
        const res = await request(fetchUrl, { method: 'GET', headers, dispatcher, signal });
        ttfbMs = Date.now() - startedAt;
        const resHeaders = flattenHeaders(res.headers);
        result = { status: res.statusCode, headers: resHeaders, body: null, error: null };
        if (options.followRedirects !== false && REDIRECT_STATUSES.has(res.statusCode)) {
          await res.body.dump();
          redirectChain.push({ url: current, statusCode: res.statusCode });
          const next = redirectTarget(resHeaders['location'], fetchUrl, map);
          if (seen.has(normalizeUrl(next) ?? next)) throw new FetchError('redirect_loop', `redirect loop back to ${next}`);
          if (redirectChain.length > limits.maxRedirects) {
            throw new FetchError('too_many_redirects', `more than ${limits.maxRedirects} redirects`);
          }
          current = next;
          continue;
        }
        if (options.bodyFor && !options.bodyFor(resHeaders['content-type'] ?? null)) {
          await res.body.dump();
          break;
        }
        const raw = await readCapped(res.body, limits.maxBytes);
        result.body = await decodeContentEncoding(raw, resHeaders['content-encoding'], limits.maxBytes);
        break;
      }
    } catch (err) {
      let failure = classifyError(err);
      if (timeout.aborted) failure = { code: 'timeout', message: `no complete answer within ${limits.timeoutMs} ms` };
      else if (options.signal?.aborted) failure = { code: 'aborted', message: 'the crawl was cancelled' };
      result = { ...result, body: null, error: failure };
    }
    return {
      requestedUrl: url,
      finalUrl: current,
      redirectChain,
      timings: { startedAt, ttfbMs, totalMs: Date.now() - startedAt },
      ...result,
    };
  }
  return { fetch: fetchUrl };
}
