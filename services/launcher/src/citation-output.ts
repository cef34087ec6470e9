/** What `citable audit --citations` prints: the citation test's progress and its summary, on a terminal. */
import { CITATION_SOURCE_LABELS, type CitationProgress, type CitationSource, type CitationSummary, type RateInterval } from '@citable/contracts';

/** The variable holding each source's API key (README, Configuration). */
export const CITATION_KEY_VARIABLES: Record<CitationSource, string> = {
  chatgpt: 'OPENAI_API_KEY',
  claude: 'ANTHROPIC_API_KEY',
  perplexity: 'PERPLEXITY_API_KEY',
  brave: 'BRAVE_API_KEY',
};

/** Missing questions shown on the terminal; --json lists them all. */
const SHOWN_MISSING = 5;
const BAR = 30;
const LABEL = 13;

const pct = (n: number) => `${n.toFixed(1)}%`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "cited in 25.0% of answers (95% interval 15.8-37.2%), 15 of 60" */
function rate(r: RateInterval): string {
  return `cited in ${pct(r.rate)} of answers (95% interval ${r.low.toFixed(1)}-${pct(r.high)}), ${r.cited} of ${r.total}`;
}

/** The progress line of a citation run, redrawn in place like the audit's. */
export function citationProgressLine(p: CitationProgress): string {
  const share = p.total === 0 ? 1 : p.done / p.total;
  const filled = Math.round(share * BAR);
  const errors = p.errors ? `, ${plural(p.errors, 'error')}` : '';
  return `\r[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] citations ${p.done} of ${p.total} answers${errors}   `;
}

function sourceLine(s: CitationSummary['bySource'][number]): string {
  const label = `    ${CITATION_SOURCE_LABELS[s.ai_source].padEnd(LABEL)}`;
  if (!s.configured) return `${label}not configured: set ${CITATION_KEY_VARIABLES[s.ai_source]} to ask it (nothing answers in its place)`;
  const errors = s.errors ? `; ${plural(s.errors, 'answer')} never came (${Object.entries(s.error_kinds).map(([kind, n]) => `${kind} ${n}`).join(', ')})` : '';
  if (s.answer_rate.total === 0) return `${label}${s.state === 'not_run' ? 'not asked' : 'no answer'}${errors}`;
  return `${label}${rate(s.answer_rate)}; ${s.cited_queries} of ${plural(s.total_queries, 'question')} cited; brand named in ${plural(s.mentioned_answers, 'answer')}${errors}`;
}

/** Who was cited instead of the site for a missing question, or who named it without a link. */
function instead(q: CitationSummary['missingQueries'][number]): string {
  if (q.competitors.length) return `cited instead: ${q.competitors.map((c) => `${c.domain} (${c.citations})`).join(', ')}`;
  if (q.mentioned_sources.length) return `named without a link by ${q.mentioned_sources.map((s) => CITATION_SOURCE_LABELS[s]).join(', ')}`;
  return 'no other site cited';
}

/**
 * The citation test on the terminal: per requested source the cited rate of its answers with the
 * 95% interval, questions cited and answers naming the brand; every source together; then the
 * questions no source cited the site for, those where others were cited most first.
 */
export function renderCitations(summary: CitationSummary, requested: readonly CitationSource[], notStarted: string | null): string {
  const run = summary.run;
  // renderSummary, printed before, ends with a blank line.
  const lines = [run ? `  AI citations: ${plural(run.queries, 'question')}, each asked ${plural(run.repeats, 'time')} of each source` : `  AI citations: no run (${notStarted ?? 'nothing was asked'})`];
  for (const source of requested) {
    const s = summary.bySource.find((b) => b.ai_source === source);
    if (s) lines.push(sourceLine(s));
  }
  const o = summary.overall;
  if (o.answer_rate.total > 0) {
    lines.push(`    ${'All sources'.padEnd(LABEL)}${rate(o.answer_rate)}; brand named in ${plural(o.mentioned_answers, 'answer')}, ${o.mentioned_only_answers} of them without a link`);
  }
  if (run?.status === 'failed' && run.error) lines.push(`    The run stopped: ${run.error}`);
  if (summary.missingQueries.length) {
    const othersCited = (q: CitationSummary['missingQueries'][number]) => q.competitors.reduce((n, c) => n + c.citations, 0);
    // Stable: the run's order among questions where others were cited as often.
    const top = [...summary.missingQueries].sort((a, b) => othersCited(b) - othersCited(a)).slice(0, SHOWN_MISSING);
    lines.push('', `  Not cited for ${plural(summary.missingQueries.length, 'question')}${summary.missingQueries.length > top.length ? ` (the first ${top.length}; --json lists them all)` : ''}`);
    top.forEach((q, i) => lines.push(`    ${i + 1}. "${q.query}"`, `       ${instead(q)}`));
  }
  return `${lines.join('\n')}\n\n`;
}

/** Why --fail-under-citation-rate fails, or null when the overall cited rate is at or over it. */
export function citationRateFailure(summary: CitationSummary, threshold: number): string | null {
  const r = summary.overall.answer_rate;
  if (r.total === 0) return `no citation answers to measure the citation rate by (--fail-under-citation-rate ${threshold}): is a requested source configured?`;
  return r.rate < threshold ? `the citation rate ${pct(r.rate)} is under ${threshold}%` : null;
}
