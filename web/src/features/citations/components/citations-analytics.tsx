import type { CitationSummary, SourceAnswer } from '@citable/contracts';
import { useEffect, useState } from 'react';

import { Pill } from '@/components/ui/pill';
import { ScoreBar } from '@/components/ui/score-bar';
import { EmptyState, InlineError, Skeleton } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { relativeTime } from '@/utils/relative-time';
import { citationRateBand, formatScore } from '@/utils/score';
import { parseJsonList } from '@/utils/text';

import { useCitationSummary, type CitationScope } from '../api/get-citation-summary';
import { sourceLabel, useRunCitations } from '../api/run-citations';
import { overallCitationRate, splitSources } from '../utils/citations';

/** After a run starts, the summary is fetched again every 5 s for 3 minutes, while answers arrive. */
const POLL_MS = 5000;
const POLL_FOR_MS = 3 * 60 * 1000;

export type CitationsAnalyticsProps = {
  auditId: string;
  scope?: CitationScope;
  /** Owner only: what a run needs. Without it there is no Run button (public report). */
  run?: { projectId: string; domain: string };
};

/**
 * Citations analytics (spec 2): per-source results, top cited URLs, top citing queries, missing
 * queries with each source's answer, and (for the owner) a way to run the test.
 */
export function CitationsAnalytics({ auditId, scope = 'owner', run }: CitationsAnalyticsProps) {
  const [pollUntil, setPollUntil] = useState(0);
  const polling = pollUntil > Date.now();
  const summary = useCitationSummary(auditId, scope, { refetchInterval: polling ? POLL_MS : false });
  const { notify } = useToast();
  const runCitations = useRunCitations({
    mutationConfig: {
      onSuccess: () => {
        setPollUntil(Date.now() + POLL_FOR_MS);
        notify('Citation test started. Results appear here as the assistants answer.', 'success');
      },
      onError: (error) => notify(apiErrorMessage(error, 'Failed to run citations.'), 'danger'),
    },
  });

  useEffect(() => {
    if (!polling) return;
    const timer = window.setTimeout(() => setPollUntil(0), pollUntil - Date.now());
    return () => window.clearTimeout(timer);
  }, [polling, pollUntil]);

  useEffect(() => {
    if (summary.isError) console.error('Citation summary failed to load', summary.error);
  }, [summary.isError, summary.error]);

  const data: CitationSummary | undefined = summary.data;
  const rate = overallCitationRate(data);

  return (
    <div className="stack-lg">
      <section className="panel run-panel" aria-labelledby="citations-title">
        <div>
          <h2 id="citations-title">AI Citations</h2>
          <p className="muted">
            Citable asks Perplexity, ChatGPT, Claude and Brave AI the questions your customers ask, branded and
            non-branded, and records which answers cite your site.
          </p>
        </div>
        <div className="run-panel__side">
          {rate !== null && (
            <p className="run-panel__rate">
              <span className={`text-${citationRateBand(rate)}`}>{formatScore(rate)}%</span>
              <span className="muted small">cited overall</span>
            </p>
          )}
          {run && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={runCitations.isPending || polling}
              onClick={() => runCitations.mutate({ auditId, projectId: run.projectId, domain: run.domain })}
            >
              {runCitations.isPending ? 'Starting…' : polling ? 'Running…' : rate === null ? 'Run citations' : 'Run citations again'}
            </button>
          )}
        </div>
      </section>

      {summary.isPending ? (
        <Skeleton lines={6} height={36} />
      ) : summary.isError ? (
        <InlineError title="Citation results are not available" message={apiErrorMessage(summary.error, 'Unknown error')} />
      ) : (
        data && (
          <>
            <SourceGrid data={data} />
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

function SourceGrid({ data }: { data: CitationSummary }) {
  if (data.bySource.length === 0) return null;
  return (
    <section aria-labelledby="by-source-title">
      <h3 id="by-source-title" className="section-title">
        By AI source
      </h3>
      <ul className="source-grid">
        {data.bySource.map((s) => (
          <li key={s.ai_source} className="source-card">
            <div className="source-card__head">
              <span className="source-card__name">{sourceLabel(s.ai_source)}</span>
              {s.configured === false && <Pill tone="neutral">Not configured</Pill>}
            </div>
            {s.configured === false ? (
              <p className="muted small">No API key is set for this source, so it was not asked. Nothing is simulated in its place.</p>
            ) : s.total_queries === 0 ? (
              <>
                <p className="source-card__rate text-none">—</p>
                <p className="muted small">Not run yet</p>
              </>
            ) : (
              <>
                <p className={`source-card__rate text-${citationRateBand(s.cited_percentage)}`}>{formatScore(s.cited_percentage)}%</p>
                <ScoreBar score={s.cited_percentage} tone={citationRateBand(s.cited_percentage)} size="sm" />
                <p className="muted small">
                  {s.cited_queries} of {s.total_queries} queries cited · {s.last_run ? `last run ${relativeTime(s.last_run).toLowerCase()}` : 'never run'}
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
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
                {formatScore(t.cited_percentage)}% · {t.cited_queries}/{t.total_queries} cited · {t.total_citations} citations
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopCitedUrls({ data }: { data: CitationSummary }) {
  return (
    <section className="panel panel--tight" aria-labelledby="cited-urls-title">
      <h3 id="cited-urls-title">Top cited URLs</h3>
      {data.topCitedUrls.length === 0 ? (
        <EmptyState compact title="No cited URLs found. Run citations to discover visibility." icon="search" />
      ) : (
        <ol className="url-list">
          {data.topCitedUrls.map((u) => (
            <li key={u.first_match_url}>
              <a href={u.first_match_url} target="_blank" rel="noopener noreferrer" className="break-anywhere">
                {u.first_match_url}
              </a>
              <span className="muted small">
                {u.citation_count} citations · last seen {relativeTime(u.last_seen).toLowerCase()}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TopCitingQueries({ data }: { data: CitationSummary }) {
  return (
    <section aria-labelledby="citing-title">
      <h3 id="citing-title" className="section-title">
        Top citing queries
      </h3>
      {data.topCitingQueries.length === 0 ? (
        <EmptyState compact title="No citing queries found. Run citations to discover results." icon="search" />
      ) : (
        <ul className="query-list">
          {data.topCitingQueries.map((q) => (
            <QueryItem
              key={q.query}
              query={q.query}
              meta={`${q.total_citations} citations · ${relativeTime(q.last_occurred)}`}
              sources={splitSources(q.ai_sources)}
              answers={q.source_answers}
              tone="success"
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function MissingQueries({ data }: { data: CitationSummary }) {
  return (
    <section aria-labelledby="missing-title">
      <h3 id="missing-title" className="section-title">
        Missing queries
      </h3>
      <p className="muted small">Questions where no answer cited the site: the content gaps to close.</p>
      {data.missingQueries.length === 0 ? (
        <p className="muted">No missing queries.</p>
      ) : (
        <ul className="query-list">
          {data.missingQueries.map((q) => (
            <QueryItem
              key={q.query}
              query={q.query}
              meta={`${q.query_type === 'branded' ? 'Branded' : 'Non-branded'} · asked ${relativeTime(q.last_occurred).toLowerCase()}`}
              sources={splitSources(q.ai_sources)}
              answers={q.source_answers}
              tone="danger"
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One query, expandable into each source's answer and the URLs it cited. */
function QueryItem({ query, meta, sources, answers, tone }: { query: string; meta: string; sources: string[]; answers: SourceAnswer[]; tone: 'success' | 'danger' }) {
  const cited = answers.filter((a) => a.cited_match_count > 0);
  return (
    <li>
      <details className="query-item">
        <summary>
          <span className={`query-item__dot query-item__dot--${tone}`} aria-hidden="true" />
          <span className="query-item__text">{query}</span>
          <span className="query-item__meta muted small">{meta}</span>
          <span className="query-item__sources">
            {sources.map((s) => (
              <Pill key={s} tone="neutral">
                {sourceLabel(s)}
              </Pill>
            ))}
          </span>
        </summary>
        <div className="query-item__answers">
          {cited.length === 0 && <p className="muted">No citations found from any AI source for this query.</p>}
          {answers.map((a) => {
            const urls = parseJsonList(a.cited_urls);
            return (
              <div key={a.ai_source} className="answer">
                <p className="answer__head">
                  <strong>{sourceLabel(a.ai_source)}</strong>
                  {a.cited_match_count > 0 ? (
                    <Pill tone="success">Cited {a.cited_match_count}×</Pill>
                  ) : (
                    <Pill tone="neutral">Not cited</Pill>
                  )}
                </p>
                {a.answer_excerpt && <blockquote className="answer__excerpt">{a.answer_excerpt}</blockquote>}
                {urls.length > 0 && (
                  <ul className="answer__urls">
                    {urls.map((u) => (
                      <li key={u} className="break-anywhere">
                        {u}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
          <p className="muted small">Answers as the assistants gave them at the time of the test; they change over time.</p>
        </div>
      </details>
    </li>
  );
}
