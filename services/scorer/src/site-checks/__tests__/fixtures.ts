/** Literal-data builders for the site-check tests; thresholds come from the real catalogue. */
import type { AiBotAccess, CheckResult, PageFacts, SiteArtifacts, SitemapArtifact } from '@citable/contracts';
import { criterionById } from '@citable/criteria';
import { facts, result } from '../../scoring/__tests__/fixtures.js';
import { runSiteChecks } from '../run-site-checks.js';
import type { SitePage } from '../types.js';

export const NOW = new Date('2025-06-15T00:00:00.000Z');

export function sitePage(
  url: string,
  options: { checks?: CheckResult[]; facts?: Partial<PageFacts>; statusCode?: number | null } = {},
): SitePage {
  return { url, statusCode: options.statusCode === undefined ? 200 : options.statusCode, facts: facts(options.facts), checks: options.checks ?? [] };
}

export type PageScore = number | 'na' | 'error';

export function pageResult(checkId: string, score: PageScore): CheckResult {
  if (score === 'na') return result(checkId, 0, { status: 'not_applicable' });
  if (score === 'error') return result(checkId, 0, { status: 'error' });
  return result(checkId, score);
}

/** One page per score, https://x.test/p0, /p1, ... each carrying that page check's result. */
export function pagesScoring(checkId: string, scores: readonly PageScore[]): SitePage[] {
  return scores.map((score, i) => sitePage(`https://x.test/p${i}`, { checks: [pageResult(checkId, score)] }));
}

export function artifacts(overrides: Partial<SiteArtifacts> = {}): SiteArtifacts {
  return {
    rootUrl: 'https://x.test/',
    robotsTxt: null,
    llmsTxt: null,
    sitemaps: [],
    aiBotAccess: { robotsTxtFound: true, bots: [] },
    ...overrides,
  };
}

export function sitemap(overrides: Partial<SitemapArtifact> = {}): SitemapArtifact {
  return {
    url: 'https://x.test/sitemap.xml',
    source: 'robots',
    statusCode: 200,
    isIndex: false,
    gzip: false,
    urlCount: 100,
    sameSiteUrlCount: 100,
    lastmodCount: 100,
    error: null,
    ...overrides,
  };
}

export function bot(token: string, purpose: AiBotAccess['purpose'], overrides: Partial<AiBotAccess> = {}): AiBotAccess {
  return {
    token,
    operator: 'Op',
    purpose,
    robotsAllowsRoot: true,
    robotsAllowedShare: 1,
    sampledPaths: ['/', '/a', '/b', '/c'],
    live: { statusCode: 200, blocked: false, reason: null },
    ...overrides,
  };
}

/** Runs one site check through the runner with its catalogue criterion. */
export function run(id: string, pages: SitePage[], siteArtifacts: SiteArtifacts = artifacts(), now: Date = NOW): CheckResult {
  const criterion = criterionById(id);
  if (!criterion) throw new Error(`No criterion ${id} in the catalogue`);
  const [checked] = runSiteChecks({ pages, artifacts: siteArtifacts, now }, [criterion]);
  if (!checked) throw new Error(`${id} produced no result`);
  return checked;
}
