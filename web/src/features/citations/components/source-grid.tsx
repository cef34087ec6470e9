import type { CitationSummary } from '@citable/contracts';
import { CITATION_ERROR_LABELS, type CitationErrorKind } from '@citable/contracts/vocab';

import { Pill, type PillTone } from '@/components/ui/pill';
import { relativeTime } from '@/utils/relative-time';
import { citationRateBand, formatScore } from '@/utils/score';

import { SOURCE_STATE_LABELS, sourceLabel } from '../utils/citations';
import { RateIntervalBar } from './rate-interval';

type SourceRow = CitationSummary['bySource'][number];

const STATE_TONE: Record<SourceRow['state'], PillTone> = { not_configured: 'neutral', not_run: 'neutral', running: 'brand', completed: 'success', failed: 'danger' };

const errorText = (kinds: Record<string, number>) =>
  Object.entries(kinds)
    .map(([kind, n]) => `${n} ${(CITATION_ERROR_LABELS[kind as CitationErrorKind] ?? kind).toLowerCase()}`)
    .join(', ');

/** Each source: its state, the share of questions it cited the site for, and its answer-level rate with the interval. */
export function SourceGrid({ data }: { data: CitationSummary }) {
  return (
    <section aria-labelledby="by-source-title">
      <h3 id="by-source-title" className="section-title">
        By AI source
      </h3>
      <ul className="source-grid">
        {data.bySource.map((s) => (
          <li key={s.ai_source} className="source-card" data-source={s.ai_source}>
            <div className="source-card__head">
              <span className="source-card__name">{sourceLabel(s.ai_source)}</span>
              <Pill tone={STATE_TONE[s.state]}>{SOURCE_STATE_LABELS[s.state]}</Pill>
            </div>
            {s.total_queries === 0 ? (
              <>
                <p className="source-card__rate text-none">—</p>
                <p className="muted small">
                  {s.state === 'not_configured'
                    ? 'No API key is set for this source, so it is not asked. Nothing is simulated in its place.'
                    : s.state === 'failed'
                      ? `No answer: ${errorText(s.error_kinds)}.`
                      : s.state === 'running'
                        ? 'Answers are on their way.'
                        : 'Not run yet.'}
                </p>
              </>
            ) : (
              <>
                <p className={`source-card__rate text-${citationRateBand(s.cited_percentage)}`}>{formatScore(s.cited_percentage)}%</p>
                <p className="muted small">
                  {s.cited_queries} of {s.total_queries} queries cited{s.last_run ? ` · ${relativeTime(s.last_run).toLowerCase()}` : ''}
                </p>
                <RateIntervalBar rate={s.answer_rate} />
                <p className="muted small">
                  Brand named in {s.mentioned_answers} of {s.answer_rate.total} answers
                  {s.errors > 0 ? ` · ${errorText(s.error_kinds)}` : ''}
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
