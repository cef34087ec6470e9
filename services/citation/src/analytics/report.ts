/**
 * The report's AI citation section (spec 3, Report.citations), from the answers of the audit's
 * citation view. Answers that errored were never given: left out, and counted apart. A query
 * counts once however many sources and repeats were asked; `by_source` counts per source. Lists
 * are capped as spec section 9 says; excerpts of 500+ characters get an ellipsis.
 */
import { CITATION_SOURCES, type CitationAnswer, type ReportCitations } from '@citable/contracts';
import { siteHost } from '../matching/site-urls.js';
import { given, nonBrandedFirst, pairs, queryCounts, type Pair } from './answers.js';
import { wilsonInterval } from './wilson.js';

export const REPORT_LIMITS = { citationExamples: 10, missedOpportunities: 8, topCitedPages: 5, queriesPerCitedPage: 3, excerptChars: 500 } as const;

const rate = (cited: number, total: number) => (total === 0 ? 0 : (100 * cited) / total);

export function excerpt(text: string): string {
  return text.length >= REPORT_LIMITS.excerptChars ? `${text.slice(0, REPORT_LIMITS.excerptChars)}…` : text;
}

function missedReason(p: Pair): string {
  if (p.mentioned > 0) return 'The answer named the brand without citing the site';
  const domains = [...new Set(p.representative.cited_urls.filter((u) => URL.canParse(u)).map((u) => siteHost(u)))];
  const [first] = domains;
  if (first === undefined) return 'The answer cited no sources';
  const more = domains.length - 1;
  return `The answer cited ${first}${more > 0 ? ` and ${more} other source${more === 1 ? '' : 's'}` : ''} instead`;
}

/** url -> cited answers, by each answer's first match on the site (the audited page's URL when it is one). */
export function pageCitations(answers: readonly CitationAnswer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of given(answers)) if (a.cited && a.first_match_url) counts.set(a.first_match_url, (counts.get(a.first_match_url) ?? 0) + 1);
  return counts;
}

function topCitedPages(answers: readonly CitationAnswer[]): ReportCitations['top_cited_pages'] {
  const pages = new Map<string, Map<string, number>>();
  for (const a of given(answers)) {
    if (!a.cited || !a.first_match_url) continue;
    const queries = pages.get(a.first_match_url) ?? new Map<string, number>();
    queries.set(a.query, (queries.get(a.query) ?? 0) + 1);
    pages.set(a.first_match_url, queries);
  }
  return [...pages]
    .map(([url, queries]) => ({ url, queries, count: [...queries.values()].reduce((s, n) => s + n, 0) }))
    .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url))
    .slice(0, REPORT_LIMITS.topCitedPages)
    .map((p) => ({
      url: p.url,
      citation_count: p.count,
      // Most frequent first; Map order (first seen) breaks ties because sort is stable.
      top_queries: [...p.queries].sort((a, b) => b[1] - a[1]).slice(0, REPORT_LIMITS.queriesPerCitedPage).map(([q]) => q),
    }));
}

/** `order`: the queries as the run asked them, which lists follow. */
export function reportCitations(answers: readonly CitationAnswer[], order: readonly string[] = []): ReportCitations {
  const ok = given(answers);
  const all = pairs(answers, order);
  const counts = queryCounts(all);
  return {
    total_queries: counts.total,
    cited_queries: counts.cited,
    overall_rate: rate(counts.cited, counts.total),
    by_source: CITATION_SOURCES.flatMap((source) => {
      const mine = all.filter((p) => p.source === source);
      if (mine.length === 0) return [];
      const c = queryCounts(mine);
      const answersHere = ok.filter((a) => a.ai_source === source);
      return [
        {
          source,
          rate: rate(c.cited, c.total),
          cited: c.cited,
          total: c.total,
          answer_rate: wilsonInterval(answersHere.filter((a) => a.cited).length, answersHere.length),
          mentioned_answers: answersHere.filter((a) => a.mentioned).length,
        },
      ];
    }),
    successful_citations: nonBrandedFirst(all.filter((p) => p.cited > 0))
      .slice(0, REPORT_LIMITS.citationExamples)
      .map((p) => ({ query: p.query, source: p.source, cited_url: p.representative.first_match_url ?? '', answer_excerpt: excerpt(p.representative.answer_excerpt ?? '') })),
    missed_opportunities: nonBrandedFirst(all.filter((p) => p.cited === 0))
      .slice(0, REPORT_LIMITS.missedOpportunities)
      .map((p) => ({ query: p.query, source: p.source, reason: missedReason(p) })),
    top_cited_pages: topCitedPages(answers),
    answer_rate: wilsonInterval(ok.filter((a) => a.cited).length, ok.length),
    mentioned_only_answers: ok.filter((a) => a.mentioned && !a.cited).length,
    errors: answers.length - ok.length,
  };
}

