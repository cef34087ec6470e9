/**
 * Audits and pages written straight into the database, shaped as the crawler and scorer leave
 * them: every page carries the 23 page-level check results with the catalogue's texts, as the
 * scorer stores them (about 40 KB of checks_json per page). Read routes need data, not a crawl.
 */
import { CATEGORIES, NO_REPORT_CITATIONS, type CheckResult, type Composite, type Report, type ScorecardV2 } from '@citable/contracts';
import { PAGE_CRITERIA, SITE_CRITERIA, statusFor, type CatalogueCriterion } from '@citable/criteria';
import { toJson, type AuditsTable, type Database } from '@citable/db';
import type { Insertable, Kysely } from 'kysely';

type Db = Kysely<Database>;

/** A deterministic 0..99 from a string, so seeded scores vary by page and check but not by run. */
function spread(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 100;
}

export function checkResult(c: CatalogueCriterion, pageUrl: string | null, pageTitle: string | null): CheckResult {
  const score = [0, 30, 60, 85, 100][spread(`${c.id}${pageUrl}`) % 5]!;
  return {
    id: c.id,
    name: c.label,
    category: c.category,
    score,
    weight: c.weight,
    status: statusFor(c, score),
    preview: c.preview,
    details: { found: score > 0, value_length: 20 + (spread(c.id) % 60), expected: 'see how_to_fix' },
    evidence: [`Checked ${c.label.toLowerCase()} on ${pageUrl ?? 'the site'}`, score >= c.pass_threshold ? 'Meets the pass threshold' : 'Below the pass threshold'],
    impact: c.impact,
    impact_level: c.impact,
    page_url: pageUrl,
    page_title: pageTitle,
  };
}

export const pageChecks = (url: string, title: string): CheckResult[] => PAGE_CRITERIA.map((c) => checkResult(c, url, title));

export function diagnosticScore(checks: readonly CheckResult[]): number {
  const scored = checks.filter((c) => !c.preview && c.status !== 'not_applicable');
  return scored.length ? Math.round(scored.reduce((s, c) => s + c.score, 0) / scored.length) : 0;
}

const COMPOSITE: Composite = { total: 62.4, page_score: 58.1, site_score: 71.3, counts: { included: 29 } };

const SCORECARD: ScorecardV2 = {
  version: 2,
  overall: 62.4,
  page_score: 58.1,
  site_score: 71.3,
  aeo: 55.2,
  geo: 66.8,
  categories: CATEGORIES.map((c, i) => ({ category: c.slug, name: c.name, score: 50 + i * 5, passing: 2, total: 5 })),
  checks: { total: 36, included: 29, preview: 5, by_status: { ok: 10, warn: 9, fail: 8, error: 0, not_applicable: 2 } },
  pages: { analyzed: 0, good: 0, needs_work: 0, poor: 0 },
};

export function seededReport(domain: string, pagesAnalyzed: number): Report {
  return {
    audit: { domain, finished_at: new Date().toISOString(), pages_analyzed: pagesAnalyzed },
    scores: { overall: 62.4, aeo: 55.2, geo: 66.8 },
    strengths: [{ category: 'crawl-discoverability', display_name: 'Crawl & Discoverability', percentage: 81, band: 'strong' }],
    weaknesses: [{ category: 'structure-organization', display_name: 'Structure & Organization', percentage: 41, band: 'critical' }],
    categories: CATEGORIES.map((c, i) => ({
      category: c.slug,
      display_name: c.name,
      percentage: 50 + i * 5,
      checks_passing: 2,
      checks_total: 5,
      impact_level: 'Medium',
      affected_pages: 3,
    })),
    priorityFixes: [],
    siteDiagnostics: [],
    citations: NO_REPORT_CITATIONS,
    topPages: [],
    pageBands: { analyzed: pagesAnalyzed, good: 0, needs_work: pagesAnalyzed, poor: 0 },
    quickWins: [],
    crawlSummary: null,
  };
}

export interface SeedAuditOptions {
  rootUrl?: string;
  status?: AuditsTable['status'];
  isPublic?: boolean;
  /** Scored results (composite, scorecard, site checks, report). Default: when status is completed. */
  scored?: boolean;
  failReason?: string;
  pagesAnalyzed?: number;
}

/** An audit owned by `userId`; completed and scored unless told otherwise. Returns its id. */
export async function seedAudit(db: Db, userId: string | null, options: SeedAuditOptions = {}): Promise<string> {
  const rootUrl = options.rootUrl ?? 'https://example.com/';
  const domain = new URL(rootUrl).hostname.replace(/^www\./, '');
  const status = options.status ?? 'completed';
  const scored = options.scored ?? status === 'completed';
  const pagesAnalyzed = options.pagesAnalyzed ?? (scored ? 12 : 0);
  const row: Insertable<AuditsTable> = {
    user_id: userId,
    project_id: 'default',
    root_url: rootUrl,
    domain,
    site_description: `The site of ${domain}`,
    max_pages: 500,
    status,
    is_public: options.isPublic ?? false,
    pages_discovered: pagesAnalyzed,
    pages_crawled: pagesAnalyzed,
    pages_analyzed: pagesAnalyzed,
    finished_at: status === 'completed' || status === 'failed' ? new Date() : null,
    fail_reason: status === 'failed' ? (options.failReason ?? 'no_crawlable_pages_found') : null,
    fail_at: status === 'failed' ? new Date() : null,
    ...(scored
      ? {
          composite_score: COMPOSITE.total,
          aeo_score: SCORECARD.aeo,
          geo_score: SCORECARD.geo,
          composite: toJson(COMPOSITE),
          scorecard_v2: toJson({ ...SCORECARD, pages: { ...SCORECARD.pages, analyzed: pagesAnalyzed } }),
          category_scores: toJson(CATEGORIES.map((c, i) => ({ category: c.name, score: 50 + i * 5, checks_count: 5 }))),
          fix_first: toJson([]),
          site_checks_json: toJson(SITE_CRITERIA.map((c) => checkResult(c, null, null))),
          report: toJson(seededReport(domain, pagesAnalyzed)),
          finalized_at: new Date(),
          crawl_completed_at: new Date(),
        }
      : {}),
  };
  const { id } = await db.insertInto('audits').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

const SECTIONS = ['blog', 'docs', 'guides', 'pricing', 'customers', 'help', 'about', 'integrations'];

/**
 * `count` crawled and scored pages under the audit's root URL, with static and rendered HTML,
 * JSON-LD and the 23 page checks each. Returns their ids in the order the pages list shows them.
 */
export async function seedPages(db: Db, auditId: string, count: number, rootUrl = 'https://example.com/'): Promise<string[]> {
  const origin = new URL(rootUrl).origin;
  const rows = Array.from({ length: count }, (_, i) => {
    const section = SECTIONS[i % SECTIONS.length]!;
    const url = i === 0 ? `${origin}/` : `${origin}/${section}/page-${String(i).padStart(4, '0')}`;
    const title = i === 0 ? 'Home' : `${section[0]!.toUpperCase()}${section.slice(1)}: how to get page ${i} right`;
    const checks = pageChecks(url, title);
    const html = `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="About ${title}"></head><body><h1>${title}</h1>${'<p>Paragraph of useful content about the topic of the page.</p>'.repeat(40)}</body></html>`;
    return {
      audit_id: auditId,
      url,
      title,
      status_code: 200,
      h1: title,
      canonical: url,
      schema_types: toJson(['WebPage', 'Organization']),
      jsonld: toJson([{ '@context': 'https://schema.org', '@type': 'WebPage', name: title, url }]),
      html_static: html,
      html_rendered: html,
      content_type: 'text/html; charset=utf-8',
      depth: i === 0 ? 0 : 1 + (i % 3),
      checks_json: toJson(checks),
      diagnostic_score: diagnosticScore(checks),
      scored_at: new Date(),
    };
  });
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto('pages').values(rows.slice(i, i + 100)).execute();
  }
  const listed = await db.selectFrom('pages').select('id').where('audit_id', '=', auditId).orderBy('depth').orderBy('url').execute();
  return listed.map((r) => r.id);
}
