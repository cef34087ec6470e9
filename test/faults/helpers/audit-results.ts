/**
 * What an audit concluded, reduced to what must not depend on how it ran: the page set, every
 * check's status and score per page and per site, and the audit's scores. Two audits of the same
 * site, one undisturbed and one through a fault, must agree on all of it (numbers to 1e-9).
 */
import type { CheckResult, Composite } from '@citable/contracts';
import type { Deployment } from '../../helpers/deployment.js';

type Check = Pick<CheckResult, 'id' | 'status' | 'score'>;

export interface AuditResults {
  pages: Record<string, { diagnostic: number | null; checks: Check[] }>;
  siteChecks: Check[];
  scores: { composite: Composite | null; composite_score: number | null; aeo: number | null; geo: number | null; categories: Array<{ category: string; score: number }> };
}

const slim = (checks: CheckResult[] | null): Check[] =>
  (checks ?? []).map(({ id, status, score }) => ({ id, status, score })).sort((a, b) => a.id.localeCompare(b.id));

export async function auditResults(d: Pick<Deployment, 'db'>, auditId: string): Promise<AuditResults> {
  const audit = await d.db.selectFrom('audits').selectAll().where('id', '=', auditId).executeTakeFirstOrThrow();
  const pages = await d.db.selectFrom('pages').select(['url', 'diagnostic_score', 'checks_json']).where('audit_id', '=', auditId).execute();
  return {
    pages: Object.fromEntries(pages.map((p) => [new URL(p.url).pathname, { diagnostic: p.diagnostic_score, checks: slim(p.checks_json) }])),
    siteChecks: slim(audit.site_checks_json),
    scores: {
      composite: audit.composite as Composite | null,
      composite_score: audit.composite_score,
      aeo: audit.aeo_score,
      geo: audit.geo_score,
      categories: ((audit.category_scores ?? []) as Array<{ category: string; score: number }>).map(({ category, score }) => ({ category, score })),
    },
  };
}

/** The first difference between two results (numbers compared to 1e-9), or null when they agree. */
function difference(a: unknown, b: unknown, where = 'results'): string | null {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 ? null : `${where}: ${a} vs ${b}`;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b) ? null : `${where}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = difference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${where}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * Checks whose input is a time measured during the crawl (A13: the page's LCP, or its fetch time
 * when not rendered). A loaded machine measures a slower fetch and A13 scores it lower: a
 * different input, not a different result. Such a page's diagnostic score and the audit's scores
 * depend on it, so they are compared only when every page measured alike.
 */
const TIMED_CHECKS = new Set(['A13_page_speed_lcp']);

export interface Comparison {
  /** The first difference not explained by a measured time, or null. */
  difference: string | null;
  /** Pages whose timed checks scored differently. */
  timedPagesDiffering: number;
}

export function compareResults(actual: AuditResults, expected: AuditResults): Comparison {
  let timedPagesDiffering = 0;
  for (const [path, page] of Object.entries(actual.pages)) {
    const other = expected.pages[path];
    if (!other) return { difference: `page ${path} only in one audit`, timedPagesDiffering };
    const split = (checks: Check[], timed: boolean) => checks.filter((c) => TIMED_CHECKS.has(c.id) === timed);
    const found = difference(split(page.checks, false), split(other.checks, false), `pages.${path}.checks`);
    if (found) return { difference: found, timedPagesDiffering };
    if (difference(split(page.checks, true), split(other.checks, true))) timedPagesDiffering += 1;
    else if (page.diagnostic !== other.diagnostic) return { difference: `pages.${path}.diagnostic: ${page.diagnostic} vs ${other.diagnostic}`, timedPagesDiffering };
  }
  const site = difference(actual.siteChecks, expected.siteChecks, 'siteChecks');
  if (site) return { difference: site, timedPagesDiffering };
  return { difference: timedPagesDiffering === 0 ? difference(actual.scores, expected.scores, 'scores') : null, timedPagesDiffering };
}

/** How the comparison went, for the test's report. */
export function describeComparison(c: Comparison): string {
  return c.timedPagesDiffering === 0
    ? 'every score equal to the undisturbed audit\'s (to 1e-9)'
    : `every check equal to the undisturbed audit's but A13 on ${c.timedPagesDiffering} page(s), whose fetch was timed slower on the loaded machine (audit scores not compared)`;
}
