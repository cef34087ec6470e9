/**
 * The report's AI citation section, from the answers of the latest citation run. No run means
 * zeros and empty lists: nothing is ever estimated in place of an answer. Answers that errored
 * were never given and are left out. A query counts once however many sources were asked;
 * `by_source` counts per source.
 */
import { CITATION_SOURCES } from '@citable/contracts';
import { SCORING_LIMITS } from '../limits.js';
import type { CitationAnswer, ReportCitations } from '@citable/contracts';
import { urlKey } from '../url-key.js';
import { answered, citedAnswers } from './citation-counts.js';
import { excerpt } from './excerpt.js';

const distinct = (answers: readonly CitationAnswer[]) => new Set(answers.map((a) => a.query)).size;
const rate = (cited: number, total: number) => (total === 0 ? 0 : (100 * cited) / total);

/** Non-branded answers first: being found without being named is what the owner can't get elsewhere. */
function nonBrandedFirst<T extends CitationAnswer>(answers: readonly T[]): T[] {
  return [...answers].sort((a, b) => Number(a.query_type === 'branded') - Number(b.query_type === 'branded'));
}

function missedReason(answer: CitationAnswer): string {
  const others = answer.cited_urls.length;
  if (others === 0) return 'The answer cited no sources';
  return `The answer cited ${others} other source${others === 1 ? '' : 's'} instead`;
}

function topCitedPages(answers: readonly CitationAnswer[]): ReportCitations['top_cited_pages'] {
  const pages = new Map<string, { url: string; queries: Map<string, number>; count: number }>();
  for (const a of citedAnswers(answers)) {
    const key = urlKey(a.first_match_url);
    const page = pages.get(key) ?? { url: a.first_match_url, queries: new Map(), count: 0 };
    page.count += 1;
    page.queries.set(a.query, (page.queries.get(a.query) ?? 0) + 1);
    pages.set(key, page);
  }
  return [...pages.values()]
    .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url))
    .slice(0, SCORING_LIMITS.topCitedPages)
    .map((page) => ({
      url: page.url,
      citation_count: page.count,
      // Most frequent first; Map order (first seen) breaks ties because sort is stable.
      top_queries: [...page.queries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, SCORING_LIMITS.queriesPerCitedPage)
        .map(([query]) => query),
    }));
}

export function reportCitations(answers: readonly CitationAnswer[] = []): ReportCitations {
  const given = answered(answers);
  const cited = given.filter((a) => a.cited);
  const totalQueries = distinct(given);
  const citedQueries = distinct(cited);
  return {
    total_queries: totalQueries,
    cited_queries: citedQueries,
    overall_rate: rate(citedQueries, totalQueries),
    by_source: CITATION_SOURCES.flatMap((source) => {
      const mine = given.filter((a) => a.ai_source === source);
      if (mine.length === 0) return [];
      const total = distinct(mine);
      const citedHere = distinct(mine.filter((a) => a.cited));
      return [{ source, rate: rate(citedHere, total), cited: citedHere, total }];
    }),
    successful_citations: nonBrandedFirst(citedAnswers(given))
      .slice(0, SCORING_LIMITS.citationExamples)
      .map((a) => ({
        query: a.query,
        source: a.ai_source,
        cited_url: a.first_match_url,
        answer_excerpt: excerpt(a.answer_excerpt ?? ''),
      })),
    missed_opportunities: nonBrandedFirst(given.filter((a) => !a.cited))
      .slice(0, SCORING_LIMITS.missedOpportunities)
      .map((a) => ({ query: a.query, source: a.ai_source, reason: missedReason(a) })),
    top_cited_pages: topCitedPages(given),
  };
}
