/** What `citable audit` prints: on a terminal, and as JSON. */
import type { AuditDiff, AuditProgress, CATEGORIES, CheckResult, CitationSummary, CrawlSummary, PriorityFix, Report } from '@citable/contracts';
import { checkTexts, CRITERIA } from '@citable/criteria';

const BAR = 30;

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/**
 * The progress line of one audit, redrawn in place (\r) for each progress event. Events come from
 * the crawler (which knows nothing of scoring and reports 0 scored) and from the scorer (which
 * reads the crawl counters as last stored), so counters are kept at the highest value seen; and
 * the bar never shrinks when more pages turn up. It fills only when the audit completes.
 */
export function progressLine(maxPages: number): (p: AuditProgress) => string {
  let discovered = 0;
  let crawled = 0;
  let scored = 0;
  let share = 0;
  return (p) => {
    // A scored page was crawled, and a crawled one found, whatever an older counter says.
    scored = Math.max(scored, p.scored);
    crawled = Math.max(crawled, p.crawled, scored);
    discovered = Math.max(discovered, p.discovered, crawled);
    const target = Math.max(1, Math.min(maxPages, Math.max(discovered, crawled)));
    // Every page is crawled, then scored; finalising the audit is the last step.
    share = p.status === 'completed' ? 1 : Math.max(share, Math.min(0.95, (crawled + scored) / (2 * target)));
    const filled = Math.round(share * BAR);
    return `\r[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${p.status.padEnd(9)} found ${discovered}, crawled ${crawled}, scored ${scored}   `;
  };
}

export function renderSummary(url: string, report: Report, categories: typeof CATEGORIES): string {
  const lines = [
    '',
    `Citable audit of ${url} (${report.audit.pages_analyzed} pages)`,
    ...crawlLines(report.crawlSummary),
    '',
    `  Citable Score  ${fmt(report.scores.overall)} / 100`,
    '',
    '  Categories',
    ...categories.map((c) => {
      const cat = report.categories.find((r) => r.category === c.slug);
      return `    ${c.name.padEnd(28)} ${cat ? fmt(cat.percentage).padStart(5) : '    —'}`;
    }),
    '',
    '  Fix first',
    ...(report.priorityFixes.length
      ? report.priorityFixes.slice(0, 5).map((f, i) => `    ${i + 1}. ${fixName(f)} (${f.severity}, +${f.expected_impact.toFixed(1)} points, ${f.effort_estimate} effort)\n       ${f.how_to_fix.split('\n')[0]}`)
      : ['    Nothing to fix: every check passes.']),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

/** A fix by the criteria it answers: "FAQPage schema + FAQ schema adoption" for a page check and the site check counting it. */
export function fixName(fix: Pick<PriorityFix, 'name' | 'criteria'>): string {
  return fix.criteria && fix.criteria.length > 0 ? fix.criteria.map((c) => c.name).join(' + ') : fix.name;
}

/** Broken links shown on the terminal; --json lists them all. */
const SHOWN_BROKEN_LINKS = 5;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the crawl met besides pages: one line of counts, then the first broken links (--json lists every kind). */
export function crawlLines(summary: CrawlSummary | null): string[] {
  if (!summary) return [];
  const { counts } = summary;
  const parts = [plural(counts.broken_links, 'broken link'), plural(counts.redirects, 'redirect'), plural(counts.resources, 'file') + ' skipped'];
  // Pages whose canonical is another URL, crawled in their place (summaries kept before they were counted have none).
  const copies = counts.canonical_copies ?? 0;
  if (copies > 0) parts.push(plural(copies, 'canonical copy', 'canonical copies'));
  if (counts.disallowed > 0) parts.push(`${counts.disallowed} disallowed by robots.txt`);
  if (counts.not_fetched > 0) parts.push(`${counts.not_fetched} not read (over 5 MB, undecodable or refused)`);
  const lines = [`  Crawl: ${parts.join(', ')}${summary.fetch_cap_reached ? `; stopped at the fetch cap (${summary.fetch_cap} fetches)` : ''}`];
  for (const link of summary.broken_links.slice(0, SHOWN_BROKEN_LINKS)) {
    const why = link.status_code === null ? (link.error ?? 'no response') : `HTTP ${link.status_code}`;
    const from = link.linked_from[0];
    const more = link.linked_from_count > 1 ? ` and ${plural(link.linked_from_count - 1, 'other')}` : '';
    lines.push(`    ${why}  ${link.url}${from ? `  (linked from ${from}${more})` : ''}`);
  }
  if (counts.broken_links > SHOWN_BROKEN_LINKS) lines.push(`    ... ${counts.broken_links - SHOWN_BROKEN_LINKS} more (--json lists them)`);
  return lines;
}

export interface AuditJsonPage {
  url: string;
  status_code: number | null;
  diagnostic_score: number | null;
  checks: CheckResult[];
}

/** A check result as `--json` prints it: the verdict; what every result of the check shares is in `criteria`. */
function verdict({ id, status, score, details, evidence, error }: CheckResult) {
  return { id, status, score, details, evidence, ...(error === undefined ? {} : { error }) };
}

/**
 * What `--json` prints: the report, every page's check results and the site checks as verdicts,
 * and once, in `criteria`, what is the same for every result of a check (its name, category,
 * weight, impact, preview flag and catalogue texts; ids match the results' `id`). Written
 * with no indentation (with --baseline, `diff` holds the changes since that audit; with
 * --citations, `citationSummary` the citation test in the API's summary shape): a 500-page audit is a few MB, read by programs (`jq` shows it to people).
 */
export function auditJson(report: Report, pages: readonly AuditJsonPage[], siteChecks: readonly CheckResult[], diff: AuditDiff | null = null, citationSummary: CitationSummary | null = null): string {
  const criteria = CRITERIA.map((c) => ({ id: c.id, name: c.label, category: c.category, scope: c.scope, weight: c.weight, impact: c.impact, preview: c.preview, ...checkTexts(c) }));
  return JSON.stringify({
    ...report,
    criteria,
    pages: pages.map((p) => ({ ...p, checks: p.checks.map(verdict) })),
    site_checks: siteChecks.map(verdict),
    // With --baseline: the changes since the baseline audit.
    ...(diff ? { diff } : {}),
    ...(citationSummary ? { citationSummary } : {}),
  });
}
