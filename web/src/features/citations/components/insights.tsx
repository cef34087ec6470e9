import type { CitationSummary } from '@citable/contracts';

import { formatScore, maybeBand } from '@/utils/score';
import { pluralize } from '@/utils/text';

import { intervalText } from '../utils/citations';
import { RateIntervalBar } from './rate-interval';

/**
 * What no single number says: every answer's cited rate with its interval, answers that named
 * the brand without a link, answers never given, how the pages answers cite score against those
 * they never cite, and where the questions came from.
 */
export function CitationInsights({ data }: { data: CitationSummary }) {
  const { overall, pageScores, prompts } = data;
  if (overall.answer_rate.total === 0 && overall.errors === 0) return null;
  const gap = pageScores.cited.mean_score !== null && pageScores.never_cited.mean_score !== null ? pageScores.cited.mean_score - pageScores.never_cited.mean_score : null;
  return (
    <section className="insight-grid" aria-label="Citation insights">
      <div className="panel panel--tight insight">
        <h3>Cited vs mentioned</h3>
        <RateIntervalBar rate={overall.answer_rate} />
        <p>
          <strong>{overall.answer_rate.cited}</strong> of {overall.answer_rate.total} answers cited the site ({intervalText(overall.answer_rate)}).
        </p>
        <p>
          <strong>{overall.mentioned_only_answers}</strong> named the brand without a link: a mention is not a citation.
        </p>
        {overall.errors > 0 && <p className="muted small">{overall.errors} answers could not be given (see each source) and are left out of every rate.</p>}
      </div>
      <div className="panel panel--tight insight">
        <h3>Cited pages vs the rest</h3>
        <dl className="insight__scores">
          <div>
            <dt>Pages AI answers cite</dt>
            <dd className={`text-${maybeBand(pageScores.cited.mean_score)}`}>{formatScore(pageScores.cited.mean_score)}</dd>
            <dd className="muted small">{pluralize(pageScores.cited.pages, 'page')}</dd>
          </div>
          <div>
            <dt>Pages never cited</dt>
            <dd className={`text-${maybeBand(pageScores.never_cited.mean_score)}`}>{formatScore(pageScores.never_cited.mean_score)}</dd>
            <dd className="muted small">{pluralize(pageScores.never_cited.pages, 'page')}</dd>
          </div>
        </dl>
        <p className="muted small">
          Mean diagnostic score.{' '}
          {gap === null
            ? 'No page of this audit has been cited yet.'
            : Math.abs(gap) < 0.05
              ? 'Cited pages score the same as the rest.'
              : `Cited pages score ${formatScore(Math.abs(gap))} points ${gap > 0 ? 'higher' : 'lower'}.`}
        </p>
      </div>
      {prompts && (
        <div className="panel panel--tight insight">
          <h3>The questions asked</h3>
          <p>
            {data.run ? `${data.run.queries} questions, each asked ${data.run.repeats} times of every source, ` : ''}written for{' '}
            <strong>{prompts.brand}</strong>
            {prompts.classifier === 'answered' ? (
              <>
                {' '}
                in <strong>{prompts.industry}</strong>
              </>
            ) : null}
            .
          </p>
          <p className="muted small">
            {prompts.classifier === 'answered'
              ? `Templates for the ${prompts.vertical} vertical.`
              : 'The industry classifier did not answer, so the general templates were used.'}{' '}
            {prompts.source === 'blended' ? 'Rules and AI prompts blended.' : prompts.source === 'ai' ? 'Written by the AI.' : 'From the rules templates (no LLM is configured for AI prompts).'}
          </p>
        </div>
      )}
    </section>
  );
}
