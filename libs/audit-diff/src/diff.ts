/**
 * diffAudits: what changed between two completed audits of one site. Pure: both audits come in
 * as snapshots (from the database or a `citable audit --json` file).
 *
 * A check is compared by its site value, the unit every score is built from (decisions.md): a
 * page check's mean over the pages where it was scored, a site check's score; its site status
 * comes from the catalogue's thresholds. Preview, not-applicable and errored results are not
 * scored, as in the scores themselves. Pages are matched by URL (both crawls normalise URLs the
 * same way); on pages in both audits, each page check's own status is compared too.
 */
import {
  CATEGORIES,
  type AuditDiff,
  type AuditSnapshot,
  type CheckChange,
  type CheckChangeKind,
  type ScoreDelta,
  type SnapshotVerdict,
} from '@citable/contracts';
import { CRITERIA, isScored, statusFor, type CatalogueCriterion } from '@citable/criteria';
import { rateDifferenceInterval } from './interval.js';

type SiteStatus = 'ok' | 'warn' | 'fail';
const RANK: Record<SiteStatus, number> = { fail: 0, warn: 1, ok: 2 };

const delta = (previous: number, current: number): ScoreDelta => ({ previous, current, delta: current - previous });

/** Scored results only, by the scores' own rule (isScored): preview checks, not_applicable and error never count. */
function scoredStatus(criterion: CatalogueCriterion, verdict: SnapshotVerdict | undefined): SiteStatus | null {
  if (!verdict || !isScored({ preview: criterion.preview, status: verdict.status })) return null;
  return verdict.status as SiteStatus;
}

/** Each page check's scored results, by check id then page URL. */
function pageResults(snapshot: AuditSnapshot): Map<string, Map<string, SnapshotVerdict>> {
  const byCheck = new Map<string, Map<string, SnapshotVerdict>>();
  for (const page of snapshot.pages) {
    for (const verdict of page.checks) {
      const byPage = byCheck.get(verdict.id) ?? new Map<string, SnapshotVerdict>();
      byPage.set(page.url, verdict);
      byCheck.set(verdict.id, byPage);
    }
  }
  return byCheck;
}

function siteValue(criterion: CatalogueCriterion, snapshot: AuditSnapshot, pages: Map<string, Map<string, SnapshotVerdict>>): number | null {
  if (criterion.preview) return null;
  if (criterion.scope === 'site') {
    const verdict = snapshot.site_checks.find((c) => c.id === criterion.id);
    return scoredStatus(criterion, verdict) ? verdict!.score : null;
  }
  const scores = [...(pages.get(criterion.id)?.values() ?? [])].filter((v) => scoredStatus(criterion, v)).map((v) => v.score);
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
}

function changeOf(previous: SiteStatus | null, current: SiteStatus | null): CheckChangeKind {
  if (previous === null) return current === null ? 'unchanged' : 'new';
  if (current === null) return 'dropped';
  if (RANK[current] < RANK[previous]) return 'regressed';
  if (RANK[current] === RANK[previous]) return 'unchanged';
  return current === 'ok' ? 'fixed' : 'improved';
}

/** Pages in both audits where the check now passes and did not, and where its status fell. */
function pageChanges(criterion: CatalogueCriterion, before: Map<string, SnapshotVerdict> | undefined, after: Map<string, SnapshotVerdict> | undefined) {
  const fixed: string[] = [];
  const regressed: string[] = [];
  for (const [url, now] of after ?? []) {
    const was = scoredStatus(criterion, before?.get(url));
    const is = scoredStatus(criterion, now);
    if (!was || !is) continue;
    if (is === 'ok' && was !== 'ok') fixed.push(url);
    else if (RANK[is] < RANK[was]) regressed.push(url);
  }
  return { pages_fixed: fixed.sort(), pages_regressed: regressed.sort() };
}

export function diffAudits(previous: AuditSnapshot, current: AuditSnapshot): AuditDiff {
  const pagesBefore = pageResults(previous);
  const pagesAfter = pageResults(current);
  const checks: CheckChange[] = [];
  for (const criterion of CRITERIA) {
    const was = siteValue(criterion, previous, pagesBefore);
    const is = siteValue(criterion, current, pagesAfter);
    if (was === null && is === null) continue;
    const at = (value: number | null) => (value === null ? null : { value, status: statusFor(criterion, value) });
    const before = at(was);
    const after = at(is);
    checks.push({
      id: criterion.id,
      name: criterion.label,
      category: criterion.category,
      scope: criterion.scope,
      previous: before,
      current: after,
      delta: was !== null && is !== null ? is - was : null,
      change: changeOf(before?.status ?? null, after?.status ?? null),
      ...(criterion.scope === 'page' ? pageChanges(criterion, pagesBefore.get(criterion.id), pagesAfter.get(criterion.id)) : { pages_fixed: [], pages_regressed: [] }),
    });
  }

  const urlsBefore = new Set(previous.pages.map((p) => p.url));
  const urlsAfter = new Set(current.pages.map((p) => p.url));
  const categoryScore = (s: AuditSnapshot, slug: string) => s.categories.find((c) => c.category === slug)?.score ?? 0;

  return {
    previous: { audit_id: previous.audit_id, finished_at: previous.finished_at },
    current: { audit_id: current.audit_id, finished_at: current.finished_at },
    scores: {
      overall: delta(previous.scores.overall, current.scores.overall),
      aeo: delta(previous.scores.aeo, current.scores.aeo),
      geo: delta(previous.scores.geo, current.scores.geo),
    },
    categories: CATEGORIES.map((c) => ({ category: c.slug, name: c.name, ...delta(categoryScore(previous, c.slug), categoryScore(current, c.slug)) })),
    checks,
    pages: {
      added: [...urlsAfter].filter((u) => !urlsBefore.has(u)).sort(),
      gone: [...urlsBefore].filter((u) => !urlsAfter.has(u)).sort(),
      compared: [...urlsAfter].filter((u) => urlsBefore.has(u)).length,
    },
    citations:
      previous.citations && current.citations && previous.citations.total > 0 && current.citations.total > 0
        ? { previous: previous.citations, current: current.citations, ...rateDifferenceInterval(previous.citations, current.citations) }
        : null,
  };
}

/** Checks whose site value fell by more than `threshold` points (what `--fail-on-regression` exits 1 on). */
export function regressionsOver(diff: AuditDiff, threshold: number): CheckChange[] {
  return diff.checks.filter((c) => c.delta !== null && c.delta < -threshold);
}
