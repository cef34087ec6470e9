import type { CitationSummary } from '@citable/contracts';
import { useEffect, type ReactNode } from 'react';

import { ScoreBar } from '@/components/ui/score-bar';
import { InlineError, Skeleton } from '@/components/ui/states';
import { apiErrorMessage } from '@/lib/api-client';
import { citationRateBand, formatScore } from '@/utils/score';
import { pluralize } from '@/utils/text';

import { useCitationSummary, type CitationScope } from '../api/get-citation-summary';
import { useCitationProgress } from '../api/use-citation-progress';
import { overallCitationRate } from '../utils/citations';
import { CitationInsights } from './insights';
import { MissingQueries, TopCitedUrls, TopCitingQueries } from './query-lists';
import { RunPanel, type RunTarget } from './run-panel';
import { SourceGrid } from './source-grid';

export type CitationsAnalyticsProps = {
  auditId: string;
  scope?: CitationScope;
  /** Owner only: what a run needs. Without it there is no way to run (public report). */
  run?: RunTarget;
  /** The per-source rate chart (charts feature), shown once some source answered. */
  renderSourcesChart?: (summary: CitationSummary) => ReactNode;
};

/**
 * Citations analytics (spec 2): each source's state and rates, cited vs mentioned with Wilson
 * intervals, the scores of cited pages against the rest, top cited URLs, top citing queries,
 * missing queries with the competitors cited instead, and (for the owner) a way to run the test
 * and its live progress.
 */
export function CitationsAnalytics({ auditId, scope = 'owner', run, renderSourcesChart }: CitationsAnalyticsProps) {
  const summary = useCitationSummary(auditId, scope);
  const data: CitationSummary | undefined = summary.data;
  const runningId = run && data?.run?.status === 'running' ? data.run.id : null;
  const progress = useCitationProgress(auditId, runningId);

  // Citation failures are only logged (spec 8); the section below still says so.
  useEffect(() => {
    if (summary.isError) console.error('Citation summary failed to load', summary.error);
  }, [summary.isError, summary.error]);

  const rate = overallCitationRate(data);
  return (
    <div className="stack-lg">
      {run ? (
        <RunPanel auditId={auditId} target={run} summary={data} progress={progress} />
      ) : (
        <section className="panel run-panel" aria-labelledby="citations-title">
          <div>
            <h2 id="citations-title">AI Citations</h2>
            <p className="muted">Which questions Perplexity, ChatGPT, Claude and Brave AI answered citing this site, and who they cited instead.</p>
          </div>
        </section>
      )}
      {rate !== null && (
        <p className="citation-headline">
          <span className={`citation-headline__rate text-${citationRateBand(rate)}`}>{formatScore(rate)}%</span>
          <span className="muted">of test questions got an answer citing the site</span>
        </p>
      )}

      {summary.isPending ? (
        <Skeleton lines={6} height={36} />
      ) : summary.isError ? (
        <InlineError title="Citation results are not available" message={apiErrorMessage(summary.error, 'Unknown error')} />
      ) : (
        data && (
          <>
            <SourceGrid data={data} />
            {renderSourcesChart && data.bySource.some((s) => s.answer_rate.total > 0) && renderSourcesChart(data)}
            <CitationInsights data={data} />
            <div className="two-col">
              <TopCitedUrls data={data} />
              <ByType data={data} />
            </div>
            <TopCitingQueries data={data} />
            <MissingQueries data={data} />
          </>
        )
      )}
    </div>
  );
}

function ByType({ data }: { data: CitationSummary }) {
  return (
    <section className="panel panel--tight" aria-labelledby="by-type-title">
      <h3 id="by-type-title">Branded vs non-branded</h3>
      {data.byType.length === 0 ? (
        <p className="muted">No queries yet.</p>
      ) : (
        <ul className="type-list">
          {data.byType.map((t) => (
            <li key={t.query_type}>
              <span className="type-list__name">{t.query_type === 'branded' ? 'Branded queries' : 'Non-branded queries'}</span>
              <ScoreBar score={t.cited_percentage} tone={citationRateBand(t.cited_percentage)} size="sm" />
              <span className="muted small">
                {formatScore(t.cited_percentage)}% · {t.cited_queries}/{t.total_queries} cited · {pluralize(t.total_citations, 'citation')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
