import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { ScoreBar } from '@/components/ui/score-bar';
import { Skeleton } from '@/components/ui/states';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { relativeTime } from '@/utils/relative-time';
import { citationRateBand, formatScore } from '@/utils/score';

import { useCitationSummary, type CitationScope } from '../api/get-citation-summary';
import { intervalText, lastRun, overallCitationRate, SOURCE_STATE_LABELS, sourceLabel } from '../utils/citations';

/**
 * Citation performance summary (Overview tab): the share of test questions whose answers cited
 * the site, overall and per AI source, with every answer's rate and its 95% interval.
 * `citationsHref` links to the full analytics.
 */
export function CitationSummaryCard({ auditId, scope = 'owner', citationsHref }: { auditId: string; scope?: CitationScope; citationsHref?: string }) {
  const summary = useCitationSummary(auditId, scope);

  // Citation failures are only logged (spec 8); a service that is down still says so below.
  useEffect(() => {
    if (summary.isError) console.error('Citation summary failed to load', summary.error);
  }, [summary.isError, summary.error]);

  const data = summary.data;
  const rate = overallCitationRate(data);
  const running = data?.run?.status === 'running';

  return (
    <section className="panel citation-card" aria-labelledby="citation-card-title">
      <div className="section-head section-head--row">
        <div>
          <h2 id="citation-card-title">Citation Performance</h2>
          <p className="muted">How often AI assistants cite this site when asked questions it should answer.</p>
        </div>
        {citationsHref && (
          <Link to={citationsHref} className="btn btn--secondary btn--sm">
            View citations
          </Link>
        )}
      </div>
      {summary.isPending ? (
        <Skeleton lines={3} />
      ) : summary.isError ? (
        <p className="muted">{isApiError(summary.error, 503) ? apiErrorMessage(summary.error, '') : 'Citation results are not available right now.'}</p>
      ) : rate === null || !data ? (
        <p className="muted citation-card__empty">
          {running ? 'The citation test is running: results appear as the assistants answer.' : 'No citation tests have run for this audit yet.'}
          {!running && citationsHref ? ' Run them from the Citations tab.' : ''}
        </p>
      ) : (
        <div className="citation-card__body">
          <div className="citation-card__overall">
            <span className={`citation-card__rate text-${citationRateBand(rate)}`}>{formatScore(rate)}%</span>
            <span className="muted small">
              of test questions cited the site · last run {relativeTime(lastRun(data)).toLowerCase()}
              {running ? ' · running now' : ''}
            </span>
            <span className="muted small">
              {formatScore(data.overall.answer_rate.rate)}% of {data.overall.answer_rate.total} answers ({intervalText(data.overall.answer_rate)}) ·{' '}
              {data.overall.mentioned_only_answers} named the brand without a link
            </span>
          </div>
          <ul className="source-bars">
            {data.bySource.map((s) => (
              <li key={s.ai_source}>
                <span className="source-bars__name">{sourceLabel(s.ai_source)}</span>
                {s.total_queries === 0 ? (
                  <span className="muted small source-bars__off">{SOURCE_STATE_LABELS[s.state]}</span>
                ) : (
                  <>
                    <ScoreBar score={s.cited_percentage} tone={citationRateBand(s.cited_percentage)} size="sm" />
                    <span className="source-bars__value">
                      {formatScore(s.cited_percentage)}% <span className="muted small">({s.cited_queries}/{s.total_queries})</span>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
