/** The report's best pages by diagnostic score; pages with nothing scored are not ranked. */
import { isScored } from '@citable/criteria';
import { SCORING_LIMITS } from '../limits.js';
import { pageDiagnosticScore } from '../page-diagnostic-score.js';
import type { ScoredPage } from '../site-values.js';
import type { TopPage } from '@citable/contracts';
import { countsByKey, urlKey } from '../url-key.js';

export function topPages(pages: readonly ScoredPage[], citations: ReadonlyMap<string, number>): TopPage[] {
  const cited = countsByKey(citations);
  return pages
    .filter((p) => p.checks.some(isScored))
    .map((p) => ({
      url: p.url,
      title: p.title,
      score: pageDiagnosticScore(p.checks),
      citation_count: cited.get(urlKey(p.url)) ?? 0,
    }))
    .sort((a, b) => b.score - a.score || b.citation_count - a.citation_count || a.url.localeCompare(b.url))
    .slice(0, SCORING_LIMITS.topPages);
}
