/**
 * Did anything fall significantly between two runs of a monitor? A pure function of the two runs'
 * facts; the scheduler loads them and mails what this returns (nothing when it returns nothing).
 *
 * - the Citable Score fell by at least the monitor's threshold;
 * - a page check regressed (its status fell) on at least 10% of the pages in both audits;
 * - a source's answer-level citation rate fell, with the 95% interval of the difference
 *   (Newcombe, as the audit diff computes it) wholly below 0;
 * - an AI crawler robots.txt allowed at the site root is now refused;
 * - the site became unreachable: the run's audit failed for a reason of the site's, after a
 *   completed run (our own internal errors are the run's failure, not the site's).
 */
import { diffAudits, rateDifferenceInterval } from '@citable/audit-diff';
import { CITATION_SOURCE_LABELS, failReasonMessage, type AlertReason, type AuditSnapshot, type CitationSource, type RateInterval } from '@citable/contracts';

/** A check alerts when its status fell on at least this share of the compared pages. */
export const REGRESSED_PAGES_SHARE = 0.1;

/** What the decision reads of one run. */
export type RunFacts =
  | {
      status: 'completed';
      snapshot: AuditSnapshot;
      /** Per source, cited answers out of answers with the Wilson interval; empty without a citation run. */
      sources: Array<{ source: CitationSource; rate: RateInterval }>;
      /** robots.txt's verdict on the site root per AI crawler token; null when robots.txt could not be read. */
      aiCrawlers: Array<{ token: string; allowed: boolean }> | null;
    }
  /** failReason: the audit's fail_reason when the run failed because its audit did; null for our own failures. */
  | { status: 'failed'; failReason: string | null };

const points = (n: number) => `${Math.abs(n).toFixed(1)} point${Math.abs(n).toFixed(1) === '1.0' ? '' : 's'}`;
const pct = (n: number) => `${Math.round(n)}%`;

export function decideAlerts(previous: RunFacts | null, current: RunFacts, threshold: number): AlertReason[] {
  if (current.status === 'failed') {
    if (previous?.status !== 'completed' || !current.failReason || current.failReason === 'internal_error') return [];
    return [{ kind: 'site_unreachable', headline: 'site unreachable', summary: `The site could not be audited: ${failReasonMessage(current.failReason)}` }];
  }
  if (previous?.status !== 'completed') return [];
  const reasons: AlertReason[] = [];
  const diff = diffAudits(previous.snapshot, current.snapshot);

  const overall = diff.scores.overall;
  if (-overall.delta >= threshold) {
    reasons.push({
      kind: 'score_fell',
      headline: `Citable Score fell ${points(overall.delta)}`,
      summary: `Citable Score fell ${points(overall.delta)}, from ${overall.previous.toFixed(1)} to ${overall.current.toFixed(1)}`,
    });
  }

  const compared = diff.pages.compared;
  for (const check of diff.checks) {
    if (check.scope !== 'page' || compared === 0) continue;
    const n = check.pages_regressed.length;
    if (n > 0 && n / compared >= REGRESSED_PAGES_SHARE) {
      reasons.push({ kind: 'check_regressed', headline: `${check.name} regressed`, summary: `${check.name} regressed on ${n} of ${compared} pages (${pct((100 * n) / compared)})` });
    }
  }

  for (const now of current.sources) {
    const before = previous.sources.find((s) => s.source === now.source);
    if (!before || before.rate.total === 0 || now.rate.total === 0) continue;
    const change = rateDifferenceInterval(before.rate, now.rate);
    if (change.high < 0) {
      const label = CITATION_SOURCE_LABELS[now.source];
      reasons.push({
        kind: 'citation_rate_fell',
        headline: `${label} citation rate fell`,
        summary: `${label} citation rate fell from ${pct(before.rate.rate)} to ${pct(now.rate.rate)} of answers (change ${change.delta.toFixed(1)} points, 95% interval ${change.low.toFixed(1)} to ${change.high.toFixed(1)})`,
      });
    }
  }

  const wasAllowed = new Set((previous.aiCrawlers ?? []).filter((b) => b.allowed).map((b) => b.token));
  const blocked = (current.aiCrawlers ?? []).filter((b) => !b.allowed && wasAllowed.has(b.token)).map((b) => b.token);
  if (blocked.length > 0) {
    reasons.push({
      kind: 'ai_crawler_blocked',
      headline: `${blocked.join(', ')} blocked`,
      summary: `robots.txt now blocks ${blocked.join(', ')} at the site root (allowed in the previous run)`,
    });
  }
  return reasons;
}
