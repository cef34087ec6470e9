/**
 * The citation summary of an audit (spec 3, Citation summary) from the answers of its citation
 * view: the spec's fields exactly, and beyond them each source's state, answer-level rates with
 * Wilson 95% intervals, cited vs mentioned, errors apart, the mean score of cited pages against
 * pages never cited, and the competitors cited for missing non-branded queries. Pure.
 */
import {
  CITATION_SOURCES,
  type CitationAnswer,
  type CitationPromptsInfo,
  type CitationRunInfo,
  type CitationSource,
  type CitationSourceState,
  type CitationSummary,
  type Competitor,
  type SourceAnswer,
} from '@citable/contracts';
import { belongsToSite, cleanUrl, siteHost, type SiteMatcher } from '../matching/site-urls.js';
import { byQuery, given, pairs, queryCounts, type Pair } from './answers.js';
import { wilsonInterval } from './wilson.js';

export const SUMMARY_LIMITS = { topCitedUrls: 10, topCitingQueries: 20, competitors: 5, competitorUrls: 3 } as const;

export interface SummaryInput {
  answers: readonly CitationAnswer[];
  configured: ReadonlySet<CitationSource>;
  /** The audit's latest run, with its progress. */
  run: CitationRunInfo | null;
  prompts: CitationPromptsInfo | null;
  /** The audit's pages and their diagnostic scores, to set cited pages against the others. */
  pages: ReadonlyArray<{ url: string; score: number | null }>;
  site: SiteMatcher;
  /** The queries as the latest run asked them: lists of queries follow this order. */
  queryOrder?: readonly string[];
}

const percent = (cited: number, total: number) => (total === 0 ? 0 : (100 * cited) / total);
const latestTime = (times: readonly string[]) => [...times].sort().at(-1) ?? null;

function sourceState(source: CitationSource, input: SummaryInput, mine: readonly CitationAnswer[]): CitationSourceState {
  if (!input.configured.has(source)) return 'not_configured';
  if (input.run?.status === 'running' && input.run.sources.includes(source)) return 'running';
  if (mine.length === 0) return 'not_run';
  return given(mine).length === 0 ? 'failed' : 'completed';
}

function sourceAnswer(p: Pair, host: string): SourceAnswer {
  const r = p.representative;
  return {
    ai_source: p.source,
    cited_match_count: r.cited_urls.filter((u) => belongsToSite(u, host)).length,
    cited_urls: JSON.stringify(r.cited_urls),
    answer_excerpt: r.answer_excerpt,
    mentioned: p.mentioned > 0,
    answers: p.answers.length,
    cited_answers: p.cited,
  };
}

function competitors(list: readonly Pair[], host: string): Competitor[] {
  const domains = new Map<string, { citations: number; urls: string[] }>();
  for (const p of list) {
    for (const a of p.answers) {
      const seen = new Set<string>();
      for (const url of a.cited_urls) {
        if (belongsToSite(url, host) || !URL.canParse(url)) continue;
        const domain = siteHost(url);
        const entry = domains.get(domain) ?? { citations: 0, urls: [] };
        if (!seen.has(domain)) entry.citations += 1;
        seen.add(domain);
        const clean = cleanUrl(url);
        if (!entry.urls.includes(clean) && entry.urls.length < SUMMARY_LIMITS.competitorUrls) entry.urls.push(clean);
        domains.set(domain, entry);
      }
    }
  }
  return [...domains]
    .map(([domain, e]) => ({ domain, citations: e.citations, urls: e.urls }))
    .sort((a, b) => b.citations - a.citations || a.domain.localeCompare(b.domain))
    .slice(0, SUMMARY_LIMITS.competitors);
}

function pageScores(input: SummaryInput, ok: readonly CitationAnswer[]): CitationSummary['pageScores'] {
  const cited = new Set<string>();
  for (const a of ok) for (const url of a.cited_urls) {
    const page = input.site.pageOf(url);
    if (page) cited.add(page);
  }
  const mean = (scores: number[]) => (scores.length ? scores.reduce((s, n) => s + n, 0) / scores.length : null);
  const scored = input.pages.filter((p): p is { url: string; score: number } => p.score !== null);
  const citedScores = scored.filter((p) => cited.has(p.url)).map((p) => p.score);
  const otherScores = scored.filter((p) => !cited.has(p.url)).map((p) => p.score);
  return {
    cited: { pages: input.pages.filter((p) => cited.has(p.url)).length, mean_score: mean(citedScores) },
    never_cited: { pages: input.pages.filter((p) => !cited.has(p.url)).length, mean_score: mean(otherScores) },
  };
}

export function citationSummary(input: SummaryInput): CitationSummary {
  const ok = given(input.answers);
  const all = pairs(input.answers, input.queryOrder);
  const queries = byQuery(all);

  const topCitedUrls = new Map<string, { count: number; last: string }>();
  for (const a of ok) {
    if (!a.cited || !a.first_match_url) continue;
    const entry = topCitedUrls.get(a.first_match_url) ?? { count: 0, last: a.occurred_at };
    entry.count += 1;
    if (a.occurred_at > entry.last) entry.last = a.occurred_at;
    topCitedUrls.set(a.first_match_url, entry);
  }

  return {
    bySource: CITATION_SOURCES.map((source) => {
      const mine = input.answers.filter((a) => a.ai_source === source);
      const mineOk = given(mine);
      const c = queryCounts(all.filter((p) => p.source === source));
      const errorKinds: Record<string, number> = {};
      for (const a of mine) if (a.error !== null) errorKinds[a.error_kind ?? 'provider_error'] = (errorKinds[a.error_kind ?? 'provider_error'] ?? 0) + 1;
      return {
        ai_source: source,
        cited_percentage: percent(c.cited, c.total),
        cited_queries: c.cited,
        total_queries: c.total,
        last_run: latestTime(mine.map((a) => a.occurred_at)),
        configured: input.configured.has(source),
        state: sourceState(source, input, mine),
        answer_rate: wilsonInterval(mineOk.filter((a) => a.cited).length, mineOk.length),
        mentioned_answers: mineOk.filter((a) => a.mentioned).length,
        errors: mine.length - mineOk.length,
        error_kinds: errorKinds,
      };
    }),
    byType: (['branded', 'non-branded'] as const).flatMap((type) => {
      const mine = queries.filter((q) => q.query_type === type);
      if (mine.length === 0) return [];
      const cited = mine.filter((q) => q.cited).length;
      return [
        {
          query_type: type,
          cited_percentage: percent(cited, mine.length),
          cited_queries: cited,
          total_queries: mine.length,
          total_citations: mine.reduce((s, q) => s + q.citedAnswers, 0),
        },
      ];
    }),
    topCitedUrls: [...topCitedUrls]
      .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
      .slice(0, SUMMARY_LIMITS.topCitedUrls)
      .map(([url, e]) => ({ first_match_url: url, citation_count: e.count, last_seen: e.last })),
    topCitingQueries: queries
      .filter((q) => q.cited)
      .sort((a, b) => b.citedAnswers - a.citedAnswers)
      .slice(0, SUMMARY_LIMITS.topCitingQueries)
      .map((q) => ({
        query: q.query,
        ai_sources: q.pairs.filter((p) => p.cited > 0).map((p) => p.source).join(', '),
        total_citations: q.citedAnswers,
        last_occurred: q.last,
        sample_answer: q.pairs.find((p) => p.cited > 0)?.representative.answer_excerpt ?? null,
        source_answers: q.pairs.map((p) => sourceAnswer(p, input.site.host)),
      })),
    missingQueries: queries
      .filter((q) => !q.cited)
      .map((q) => ({
        query: q.query,
        query_type: q.query_type,
        ai_sources: q.pairs.map((p) => p.source).join(', '),
        last_occurred: q.last,
        sample_answer: q.pairs[0]?.representative.answer_excerpt ?? null,
        source_answers: q.pairs.map((p) => sourceAnswer(p, input.site.host)),
        mentioned_sources: q.pairs.filter((p) => p.mentioned > 0).map((p) => p.source),
        competitors: q.query_type === 'non-branded' ? competitors(q.pairs, input.site.host) : [],
      })),
    overall: {
      answer_rate: wilsonInterval(ok.filter((a) => a.cited).length, ok.length),
      mentioned_answers: ok.filter((a) => a.mentioned).length,
      mentioned_only_answers: ok.filter((a) => a.mentioned && !a.cited).length,
      errors: input.answers.length - ok.length,
    },
    pageScores: pageScores(input, ok),
    run: input.run,
    prompts: input.prompts,
  };
}
