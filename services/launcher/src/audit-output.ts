/** What `citable audit` prints on a terminal. */
import type { AuditProgress, CATEGORIES, Report } from '@citable/contracts';

const BAR = 30;

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/** One progress line, redrawn in place (\r). */
export function renderProgress(p: AuditProgress, maxPages: number): string {
  const target = Math.max(1, Math.min(maxPages, Math.max(p.discovered, p.crawled)));
  // Crawling is the first half of the work, scoring the second.
  const share = Math.min(1, (p.crawled / target + p.scored / Math.max(1, p.crawled || target)) / 2);
  const filled = Math.round(share * BAR);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${p.status.padEnd(9)} found ${p.discovered}, crawled ${p.crawled}, scored ${p.scored}   `;
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
