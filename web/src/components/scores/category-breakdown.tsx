import { Link } from 'react-router-dom';

import { ScoreBar } from '@/components/ui/score-bar';
import { CATEGORIES, CATEGORY_BLURBS, categoryByName } from '@/utils/categories';
import { formatScore, isScore, maybeBand, scoreBand, scoreLabel } from '@/utils/score';

export type CategoryScoreInput = { category: string; score: number | null; checks_count?: number | null };

/**
 * The six category cards (spec 2, Overview and public report), always all six and in the spec's
 * order; a category without a score shows "—". With `hrefFor`, each card links to its view.
 */
export function CategoryBreakdown({ scores, hrefFor }: { scores: readonly CategoryScoreInput[]; hrefFor?: (slug: string) => string }) {
  const bySlug = new Map<string, CategoryScoreInput>();
  for (const s of scores) {
    const info = categoryByName(s.category);
    if (info) bySlug.set(info.slug, s);
  }
  return (
    <ul className="category-grid">
      {CATEGORIES.map((category) => {
        const entry = bySlug.get(category.slug);
        const score = entry?.score ?? null;
        const body = (
          <>
            <div className="category-card__top">
              <h3 className="category-card__name">{category.name}</h3>
              <span className={`category-card__score text-${maybeBand(score)}`}>{formatScore(score)}</span>
            </div>
            <ScoreBar score={score} />
            <p className="category-card__blurb">{CATEGORY_BLURBS[category.slug]}</p>
            <div className="category-card__meta">
              <span className={isScore(score) ? `text-${scoreBand(score)}` : undefined}>{isScore(score) ? scoreLabel(score) : 'Not scored'}</span>
              {typeof entry?.checks_count === 'number' && <span>{entry.checks_count} checks</span>}
            </div>
          </>
        );
        return (
          <li key={category.slug} className="category-card-wrap">
            {hrefFor ? (
              <Link
                to={hrefFor(category.slug)}
                className="category-card category-card--link"
                aria-label={`${category.name}: ${formatScore(score)} out of 100. View category details`}
              >
                {body}
                <span className="category-card__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            ) : (
              <div className="category-card">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
