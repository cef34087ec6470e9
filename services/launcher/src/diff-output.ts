/** What `citable audit --baseline` prints: the changes since the baseline audit. */
import type { AuditDiff, CheckChange, CheckChangeKind, ScoreDelta } from '@citable/contracts';

const fmt = (n: number) => n.toFixed(1);
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Pages listed per check and in the added/gone lines; --json lists them all. */
const SHOWN_PAGES = 3;

const scoreLine = (label: string, d: ScoreDelta) => `    ${label.padEnd(28)} ${fmt(d.previous).padStart(5)} -> ${fmt(d.current).padStart(5)}  (${signed(d.delta)})`;

const some = (urls: readonly string[]) => `${urls.slice(0, SHOWN_PAGES).join(', ')}${urls.length > SHOWN_PAGES ? ` and ${urls.length - SHOWN_PAGES} more` : ''}`;

function checkLines(checks: readonly CheckChange[]): string[] {
  return checks.flatMap((c) => {
    const values = c.previous && c.current ? `${fmt(c.previous.value)} -> ${fmt(c.current.value)} (${signed(c.delta ?? 0)})` : '';
    const lines = [`      ${c.name} [${c.id}]  ${values}`];
    if (c.pages_fixed.length) lines.push(`        fixed on ${plural(c.pages_fixed.length, 'page')}: ${some(c.pages_fixed)}`);
    if (c.pages_regressed.length) lines.push(`        regressed on ${plural(c.pages_regressed.length, 'page')}: ${some(c.pages_regressed)}`);
    return lines;
  });
}

const SECTIONS: ReadonlyArray<[CheckChangeKind, string]> = [
  ['regressed', 'Regressed'],
  ['fixed', 'Fixed'],
  ['improved', 'Improved (failing to warning)'],
];

export function renderDiff(diff: AuditDiff, baseline: string): string {
  const since = diff.previous.finished_at ? diff.previous.finished_at.slice(0, 10) : 'the baseline';
  const lines = [`  Changes since ${since} (${baseline})`, scoreLine('Citable Score', diff.scores.overall), scoreLine('AEO Score', diff.scores.aeo), scoreLine('GEO Score', diff.scores.geo), ''];
  lines.push('    Categories', ...diff.categories.map((c) => `  ${scoreLine(c.name, c).slice(2)}`), '');
  for (const [kind, title] of SECTIONS) {
    const checks = diff.checks.filter((c) => c.change === kind);
    if (checks.length) lines.push(`    ${title} (${checks.length})`, ...checkLines(checks));
  }
  // Site-wide unchanged, yet better or worse on some pages.
  const moved = diff.checks.filter((c) => c.change === 'unchanged' && (c.pages_fixed.length || c.pages_regressed.length));
  if (moved.length) lines.push(`    Same site status, changed on some pages (${moved.length})`, ...checkLines(moved));
  if (!diff.checks.some((c) => c.change !== 'unchanged') && !moved.length) lines.push('    No check changed status.');
  lines.push(
    '',
    `    Pages: ${diff.pages.compared} in both, ${diff.pages.added.length} added, ${diff.pages.gone.length} gone`,
    ...(diff.pages.added.length ? [`      added: ${some(diff.pages.added)}`] : []),
    ...(diff.pages.gone.length ? [`      gone: ${some(diff.pages.gone)}`] : []),
  );
  if (diff.citations) {
    const c = diff.citations;
    lines.push(`    Citation rate ${fmt(c.previous.rate)}% -> ${fmt(c.current.rate)}% (${signed(c.delta)} points, 95% CI ${signed(c.low)} to ${signed(c.high)})`);
  }
  return `${lines.join('\n')}\n\n`;
}

/** The line --fail-on-regression prints before exiting 1. */
export function regressionMessage(regressed: readonly CheckChange[], threshold: number): string {
  const list = regressed.map((c) => `${c.id} ${signed(c.delta ?? 0)}`).join(', ');
  return `${plural(regressed.length, 'check')} fell by more than ${threshold} points since the baseline: ${list}`;
}
