/**
 * GET /api/monitors/{id}/trend: one point per ended run, oldest first. A completed run's point
 * carries its audit's scores, categories and pages by band, its citation run's per-source rates
 * (Wilson 95% intervals) and share of voice, the prompt set and series, and the checks whose
 * status moved since the previous completed point (the audit diff). A failed run is a point with
 * no numbers, so the time axis shows it.
 */
import { diffAudits } from '@citable/audit-diff';
import {
  categoryBySlug,
  categorySlug,
  type AlertReason,
  type AuditSnapshot,
  type CategoryScore,
  type Monitor,
  type PageBands,
  type ReportCitations,
  type ScorecardV2,
  type TrendPoint,
} from '@citable/contracts';
import type { Database, MonitorRunRow } from '@citable/db';
import type { Kysely } from 'kysely';
import { loadAuditSnapshot } from '../repositories/audit-snapshots.repository.js';
import { findAuditRecord, type AuditRecord } from '../repositories/audits.repository.js';
import { citationRunState, runsOfMonitor } from '../repositories/monitors.repository.js';

/** Points the trend returns: the latest runs. */
export const TREND_POINTS = 100;

/** One ended run with what its point is made of. */
export interface LoadedRun {
  run: Pick<MonitorRunRow, 'id' | 'state' | 'audit_id' | 'error' | 'prompt_set_id' | 'series' | 'alerts' | 'finished_at' | 'started_at'>;
  audit: Pick<AuditRecord, 'finished_at' | 'composite_score' | 'aeo_score' | 'geo_score' | 'category_scores' | 'scorecard_v2'> | null;
  snapshot: AuditSnapshot | null;
  citations: ReportCitations | null;
}

const CHANGED = new Set(['fixed', 'improved', 'regressed', 'new', 'dropped']);

/** The points, from loaded runs (oldest first). Pure. */
export function assembleTrend(runs: readonly LoadedRun[]): TrendPoint[] {
  let previous: AuditSnapshot | null = null;
  return runs.map(({ run, audit, snapshot, citations }) => {
    const completed = run.state === 'done' && audit !== null && snapshot !== null;
    const changed = completed && previous ? diffAudits(previous, snapshot!).checks.filter((c) => CHANGED.has(c.change)) : [];
    if (completed) previous = snapshot;
    const categories = completed
      ? ((audit!.category_scores ?? []) as CategoryScore[]).flatMap((c) => {
          const slug = categoryBySlug(categorySlug(c.category))?.slug;
          return slug ? [{ category: slug, score: c.score }] : [];
        })
      : [];
    return {
      run_id: run.id,
      audit_id: run.audit_id,
      finished_at: (audit?.finished_at ?? run.finished_at ?? run.started_at).toISOString(),
      status: completed ? 'completed' : 'failed',
      error: completed ? null : (run.error ?? 'The run did not complete.'),
      scores: completed ? { overall: audit!.composite_score ?? 0, aeo: audit!.aeo_score ?? 0, geo: audit!.geo_score ?? 0 } : null,
      categories,
      pages: completed ? (((audit!.scorecard_v2 as ScorecardV2 | null)?.pages ?? null) as PageBands | null) : null,
      citation_rates: completed ? (citations?.by_source ?? []).map((s) => ({ source: s.source, rate: s.answer_rate })) : [],
      share_of_voice: completed ? (citations?.share_of_voice ?? []) : [],
      prompt_set_id: run.prompt_set_id,
      series: run.series,
      changed_checks: changed,
      alerts: run.alerts as AlertReason[],
    } satisfies TrendPoint;
  });
}

export async function loadTrend(db: Kysely<Database>, monitor: Pick<Monitor, 'id'>): Promise<TrendPoint[]> {
  const ended = (await runsOfMonitor(db, monitor.id)).filter((r) => r.state === 'done' || r.state === 'failed').slice(-TREND_POINTS);
  const loaded = await Promise.all(
    ended.map(async (run): Promise<LoadedRun> => {
      const audit = run.state === 'done' && run.audit_id ? ((await findAuditRecord(db, run.audit_id)) ?? null) : null;
      if (!audit || audit.status !== 'completed') return { run, audit: null, snapshot: null, citations: null };
      const [snapshot, citation] = await Promise.all([loadAuditSnapshot(db, audit), run.citation_run_id ? citationRunState(db, run.citation_run_id) : undefined]);
      return { run, audit, snapshot, citations: citation?.status === 'completed' ? (citation.report as ReportCitations | null) : null };
    }),
  );
  return assembleTrend(loaded);
}
