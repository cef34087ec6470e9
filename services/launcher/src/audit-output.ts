/** What `citable audit` prints on a terminal. */
import type { AuditProgress, CATEGORIES, Report } from '@citable/contracts';

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
      ? report.priorityFixes.slice(0, 5).map((f, i) => `    ${i + 1}. ${f.name} (${f.severity}, +${f.expected_impact.toFixed(1)} points, ${f.effort_estimate} effort)\n       ${f.how_to_fix.split('\n')[0]}`)
      : ['    Nothing to fix: every check passes.']),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
