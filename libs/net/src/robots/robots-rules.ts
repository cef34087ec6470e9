/**
 * What a robots.txt file allows, for any agent token, read with robots-parser. Pure: it judges a
 * fetch result that robots-loader.ts obtained.
 *
 * Availability follows RFC 9309 section 2.3.1: a 4xx answer means "no rules" (everything
 * allowed); a 5xx answer, a 429 or a network failure means the site could not say, and a
 * crawler must assume everything is disallowed. A file behind too many redirects (or too big to
 * read) counts as unavailable, as the RFC allows.
 */
import robotsParserModule from 'robots-parser';
import type { TextArtifact } from '@citable/contracts';
import type { FetchErrorCode, FetchFailure } from '../fetch-errors.js';
import type { FetchResult } from '../fetcher.js';

export interface ParsedRobots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
}

/**
 * robots-parser is CommonJS (module.exports = function) while its typings declare an ES default
 * export; under Node's ESM interop the imported default is the function itself.
 */
const robotsParser = robotsParserModule as unknown as (url: string, contents: string) => ParsedRobots;

/** A robots.txt file's text read with the crawler's parser (robots-parser), for the file at `robotsUrl`. */
export function parseRobotsTxt(robotsUrl: string, content: string): ParsedRobots {
  return robotsParser(robotsUrl, content);
}

const UNAVAILABLE_ERRORS: ReadonlySet<FetchErrorCode> = new Set(['too_many_redirects', 'redirect_loop', 'invalid_redirect', 'too_large']);

export type RobotsAvailability = 'found' | 'absent' | 'unreachable';

export interface RobotsRules {
  /** Public URL of the robots.txt file. */
  url: string;
  availability: RobotsAvailability;
  artifact: TextArtifact;
  /** Why the fetch failed, when it did. */
  failure: FetchFailure | null;
  isAllowed(url: string, token: string): boolean;
  /** Crawl-delay in milliseconds for this token (its group, else "*"), or null. */
  crawlDelayMs(token: string): number | null;
  /** Sitemap: lines, absolute URLs. */
  sitemaps: string[];
}

export function robotsUrlFor(pageUrl: string): string {
  return new URL('/robots.txt', pageUrl).href;
}

export function robotsRulesFrom(robotsUrl: string, result: FetchResult): RobotsRules {
  const status = result.status;
  const content = result.body && status !== null && status >= 200 && status < 300 ? result.body.toString('utf8') : null;
  const artifact: TextArtifact = { url: robotsUrl, statusCode: status, content, error: result.error?.message ?? null };
  const unavailable = result.error !== null && UNAVAILABLE_ERRORS.has(result.error.code);
  const unreachable = !unavailable && (result.error !== null || status === null || status === 429 || status >= 500);
  if (unreachable) {
    return { url: robotsUrl, availability: 'unreachable', artifact, failure: result.error, isAllowed: () => false, crawlDelayMs: () => null, sitemaps: [] };
  }
  if (content === null) {
    return { url: robotsUrl, availability: 'absent', artifact, failure: result.error, isAllowed: () => true, crawlDelayMs: () => null, sitemaps: [] };
  }
  const parsed = parseRobotsTxt(robotsUrl, content);
  return {
    url: robotsUrl,
    availability: 'found',
    artifact,
    failure: null,
    // undefined means the URL is on another origin than this file: its rules do not apply.
    isAllowed: (url, token) => parsed.isAllowed(url, token) ?? true,
    crawlDelayMs: (token) => {
      const seconds = parsed.getCrawlDelay(token);
      return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
    },
    sitemaps: parsed.getSitemaps(),
  };
}

/**
 * The availability of a robots.txt file from what an audit stored of it (the fetch's error code is
 * not stored): its text means found; an answer below 500 other than 429 (a 4xx, or a redirect
 * that led nowhere) means no rules; a 5xx, a 429 or no answer means unreachable (RFC 9309 2.3.1).
 */
export function availabilityOfArtifact(artifact: TextArtifact): RobotsAvailability {
  if (artifact.content !== null) return 'found';
  const status = artifact.statusCode;
  return status !== null && status < 500 && status !== 429 ? 'absent' : 'unreachable';
}
