import type { CitationSummary, SourceAnswer } from '@citable/contracts';

import { Pill } from '@/components/ui/pill';
import { EmptyState } from '@/components/ui/states';
import { relativeTime } from '@/utils/relative-time';
import { parseJsonList, pluralize } from '@/utils/text';

import { sourceLabel, splitSources } from '../utils/citations';

export function TopCitedUrls({ data }: { data: CitationSummary }) {
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
                {pluralize(u.citation_count, 'citation')} · last seen {relativeTime(u.last_seen).toLowerCase()}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function TopCitingQueries({ data }: { data: CitationSummary }) {
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
              meta={`${pluralize(q.total_citations, 'citation')} · last cited ${relativeTime(q.last_occurred).toLowerCase()}`}
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

export function MissingQueries({ data }: { data: CitationSummary }) {
  return (
    <section aria-labelledby="missing-title">
      <h3 id="missing-title" className="section-title">
        Missing queries
      </h3>
      <p className="muted small">Questions where no answer cited the site, and who was cited instead: the content gaps to close.</p>
      {data.missingQueries.length === 0 ? (
        <p className="muted">No missing queries.</p>
      ) : (
        <ul className="query-list">
          {data.missingQueries.map((q) => (
            <QueryItem
              key={q.query}
              query={q.query}
              meta={`${q.query_type === 'branded' ? 'Branded' : 'Non-branded'} · asked ${relativeTime(q.last_occurred).toLowerCase()}${q.mentioned_sources.length ? ` · named without a link by ${q.mentioned_sources.map(sourceLabel).join(', ')}` : ''}`}
              sources={splitSources(q.ai_sources)}
              answers={q.source_answers}
              tone="danger"
              competitors={q.competitors}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One query, expandable into each source's answer, the URLs it cited and, when missing, the competitors cited instead. */
function QueryItem({
  query,
  meta,
  sources,
  answers,
  tone,
  competitors = [],
}: {
  query: string;
  meta: string;
  sources: string[];
  answers: SourceAnswer[];
  tone: 'success' | 'danger';
  competitors?: CitationSummary['missingQueries'][number]['competitors'];
}) {
  const cited = answers.filter((a) => a.cited_answers > 0);
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
          {competitors.length > 0 && (
            <div className="competitors">
              <p className="competitors__title">Cited instead</p>
              <ul>
                {competitors.map((c) => (
                  <li key={c.domain}>
                    <strong>{c.domain}</strong> <span className="muted small">in {c.citations} answers</span>
                    <span className="competitors__urls break-anywhere">{c.urls.join(' · ')}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {answers.map((a) => {
            const urls = parseJsonList(a.cited_urls);
            return (
              <div key={a.ai_source} className="answer">
                <p className="answer__head">
                  <strong>{sourceLabel(a.ai_source)}</strong>
                  {a.cited_answers > 0 ? (
                    <Pill tone="success">
                      Cited in {a.cited_answers} of {a.answers}
                    </Pill>
                  ) : (
                    <Pill tone="neutral">Not cited</Pill>
                  )}
                  {a.mentioned && <Pill tone="info">Brand named</Pill>}
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
