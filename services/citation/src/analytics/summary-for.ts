/** GET /api/citations/summary (and its public twin): the summary of one audit, from the database. */
import type { CitationSource, CitationSummary } from '@citable/contracts';
import { SiteMatcher } from '../matching/site-urls.js';
import { CitationError, type CitationContext } from '../context.js';
import { auditPages, findAudit, latestRun, runInfo, viewAnswers } from '../runs/run-store.js';
import { citationSummary } from './summary.js';

export async function summaryFor(ctx: CitationContext, auditId: string): Promise<CitationSummary> {
  const audit = await findAudit(ctx.db, auditId);
  if (!audit) throw new CitationError(404, 'not_found', 'Audit not found');
  const [answers, run, pages] = await Promise.all([viewAnswers(ctx.db, auditId), latestRun(ctx.db, auditId), auditPages(ctx.db, auditId)]);
  return citationSummary({
    answers,
    configured: new Set<CitationSource>(ctx.adapters.keys()),
    run: run ? runInfo(run) : null,
    prompts: run?.prompts ?? null,
    pages: pages.map((p) => ({ url: p.url, score: p.diagnostic_score })),
    site: new SiteMatcher(audit.domain, pages.map((p) => p.url)),
    queryOrder: run?.queries.map((q) => q.query) ?? [],
  });
}
