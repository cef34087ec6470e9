/**
 * robots.txt is per origin: the site's host and its www twin (or its http and https forms) each
 * have their own file. Loads each origin's file once per crawl, on first need.
 */
import type { FetchOptions, FetchResult } from '../fetcher.js';
import { robotsRulesFrom, robotsUrlFor, type RobotsRules } from './robots-rules.js';

/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt file. */
const ROBOTS_MAX_BYTES = 512 * 1024;

export interface RobotsBook {
  /** Rules of the origin `url` belongs to. */
  rulesFor(url: string): Promise<RobotsRules>;
}

export function createRobotsBook(fetch: (url: string, options?: FetchOptions) => Promise<FetchResult>): RobotsBook {
  const byOrigin = new Map<string, Promise<RobotsRules>>();
  return {
    rulesFor(url: string): Promise<RobotsRules> {
      const origin = new URL(url).origin;
      let rules = byOrigin.get(origin);
      if (!rules) {
        const robotsUrl = robotsUrlFor(url);
        rules = fetch(robotsUrl, { accept: 'text/plain,*/*;q=0.5', limits: { maxBytes: ROBOTS_MAX_BYTES } }).then((result) =>
          robotsRulesFrom(robotsUrl, result),
        );
        byOrigin.set(origin, rules);
      }
      return rules;
    },
  };
}
