import { EVENTS, type AuditCompleted, type AuditProgress, type CategoryScore, type Composite, type Report } from '@citable/contracts';
import { extractPageFacts, parseHtml } from '@citable/html';
import { recordAuditEnd } from '@citable/metrics';
import { runSiteChecks, type SitePage } from './site-checks/index.js';
import { buildReport, scoreAudit, type ScoredPage } from './scoring/index.js';
import type { ScoringContext } from './scoring-context.js';
import { findAudit, loadCitationSnapshot, loadScoredPages, loadSiteArtifacts, saveFinalScores, type ScoredPageRow } from './store/scorer-store.js';

export type FinalizeResult = 'completed' | 'not_ready' | 'already_final' | 'missing';

const scored = (rows: ScoredPageRow[]): ScoredPage[] => rows.map((r) => ({ id: r.id, url: r.url, title: r.title, checks: r.checks_json ?? [] }));
// A scored page always has facts; an empty document's stand in should a row lack them.
const forSiteChecks = (rows: ScoredPageRow[]): SitePage[] =>
  rows.map((r) => ({ url: r.url, statusCode: r.status_code, facts: r.facts ?? extractPageFacts(parseHtml('', r.url)), checks: r.checks_json ?? [] }));

/**
 * Finalises an audit once: site checks, category scores, the composite, AEO/GEO, Fix First and
 * the scorecard, then status `completed` and an audit-completed event. Several replicas (or a
 * redelivered job) may compute at once; the conditional write lets exactly one of them finish it.
 * `force` finalises with the pages scored so far (the sweep); `rescore` overwrites a completed audit.
 */
export async function finalizeAudit(ctx: ScoringContext, auditId: string, opts: { force?: boolean; rescore?: boolean } = {}): Promise<FinalizeResult> {
  const audit = await findAudit(ctx.db, auditId);
  if (!audit) return 'missing';
  if (!opts.rescore && (audit.finalized_at || audit.status !== 'running')) return 'already_final';
  if (!opts.force && !opts.rescore && !audit.crawl_completed_at) return 'not_ready';
  const rows = await loadScoredPages(ctx.db, auditId);
  if (!opts.force && !opts.rescore) {
    const total = await ctx.db.selectFrom('pages').select((eb) => eb.fn.countAll<number>().as('n')).where('audit_id', '=', auditId).executeTakeFirstOrThrow();
    if (Number(total.n) > rows.length) return 'not_ready';
  }

  const [artifacts, citations] = await Promise.all([loadSiteArtifacts(ctx.db, auditId, audit.root_url), loadCitationSnapshot(ctx.db, auditId)]);
  const siteChecks = runSiteChecks({ pages: forSiteChecks(rows), artifacts, crawl: audit.crawl_summary, now: audit.started_at }, ctx.criteria);
  const scores = scoreAudit({ pages: scored(rows), siteChecks, criteria: ctx.criteria, citations: citations?.pageCitations });
  const won = await saveFinalScores(
    ctx.db,
    auditId,
    {
      composite: scores.composite,
      compositeScore: scores.composite.total,
      aeo: scores.tracks.aeo_score,
      geo: scores.tracks.geo_score,
      categoryScores: scores.category_scores,
      fixFirst: scores.fix_first,
      scorecard: scores.scorecard_v2,
      siteChecks,
      pagesAnalyzed: rows.length,
    },
    { rescore: opts.rescore ?? false },
  );
  if (!won) return 'already_final';
  if (opts.rescore) {
    // Recomputed, not completed again: listeners of audit.completed hear of each audit once.
    ctx.log.info({ auditId, score: scores.composite.total, pages: rows.length }, 'audit re-scored');
    return 'completed';
  }
  ctx.log.info({ auditId, score: scores.composite.total, pages: rows.length }, 'audit finalised');
  recordAuditEnd({ outcome: 'completed' }, audit.started_at);
  await ctx.bus.publish<AuditProgress>(EVENTS.auditProgress, {
    auditId,
    status: 'completed',
    discovered: audit.pages_discovered,
    crawled: audit.pages_crawled,
    scored: rows.length,
  });
  await ctx.bus.publish<AuditCompleted>(EVENTS.auditCompleted, { auditId, compositeScore: scores.composite.total });
  return 'completed';
}

/** The Report response, from the stored scores and the latest completed citation run. */
export async function reportFor(ctx: ScoringContext, auditId: string): Promise<Report | null> {
  const audit = await findAudit(ctx.db, auditId);
  if (!audit || audit.status !== 'completed' || !audit.composite) return null;
  const [rows, citations] = await Promise.all([loadScoredPages(ctx.db, auditId), loadCitationSnapshot(ctx.db, auditId)]);
  return buildReport({
    audit: { domain: audit.domain, finished_at: audit.finished_at?.toISOString() ?? null, pages_analyzed: audit.pages_analyzed },
    pages: scored(rows),
    siteChecks: audit.site_checks_json ?? [],
    categoryScores: (audit.category_scores ?? []) as CategoryScore[],
    composite: audit.composite as Composite,
    tracks: { aeo: audit.aeo_score ?? 0, geo: audit.geo_score ?? 0 },
    criteria: ctx.criteria,
    citations,
    crawlSummary: audit.crawl_summary,
  });
}
