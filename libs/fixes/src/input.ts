/**
 * What the fix generators read: the facts and check results an audit stored for each page, and
 * the site's files as the crawler read them. Nothing here parses HTML again.
 */
import type { CheckResult, PageFacts, SitemapArtifact, TextArtifact } from '@citable/contracts';

export interface FixPageInput {
  url: string;
  statusCode: number | null;
  /** Lower-cased response headers as stored (last-modified gives the sitemap's lastmod). */
  headers: Record<string, string>;
  facts: PageFacts;
  /** The page's check results (their details carry what each check read: the opening paragraph, the visible FAQ, ...). */
  checks: readonly CheckResult[];
}

export interface FixSiteInput {
  rootUrl: string;
  pages: readonly FixPageInput[];
  siteChecks: readonly CheckResult[];
  robotsTxt: TextArtifact | null;
  llmsTxt: TextArtifact | null;
  sitemaps: readonly SitemapArtifact[];
}

/** A check's result on a page, or null when it was not run or does not apply. */
export function checkOf(checks: readonly CheckResult[], id: string): CheckResult | null {
  const result = checks.find((c) => c.id === id);
  return result && result.status !== 'not_applicable' && result.status !== 'error' ? result : null;
}

/** The check failed to earn full marks: what a fix is for. */
export function falls(result: CheckResult | null): result is CheckResult {
  return result !== null && result.score < 100;
}

export function detail<T>(result: CheckResult | null, key: string): T | undefined {
  return result?.details[key] as T | undefined;
}

export const isOk = (status: number | null) => status !== null && status >= 200 && status < 300;

/** Noindex pages are kept out of sitemaps and llms.txt: their owner asked engines not to list them. */
export const isIndexable = (p: FixPageInput) => isOk(p.statusCode) && !p.facts.robotsDirectives.includes('noindex') && !p.facts.robotsDirectives.includes('none');
