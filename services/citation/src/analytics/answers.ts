/**
 * Grouping the answers of a citation view: what one query got from one source over its repeats,
 * and the representative answer shown for it (its latest citing answer, else its latest answer).
 * A (query, source) counts as cited when any repeat cited the site.
 */
import { CITATION_SOURCES, type CitationAnswer, type CitationSource, type QueryType } from '@citable/contracts';

export const given = (answers: readonly CitationAnswer[]) => answers.filter((a) => a.error === null);

export interface Pair {
  query: string;
  query_type: QueryType;
  source: CitationSource;
  answers: CitationAnswer[];
  cited: number;
  mentioned: number;
  representative: CitationAnswer;
  last: string;
}

const latest = (list: readonly CitationAnswer[]) => [...list].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at) || b.repeat - a.repeat)[0]!;

/**
 * Given answers grouped by (query, source), queries in `order` (the run's, as it asked them; others
 * after, as first answered), sources in spec order.
 */
export function pairs(answers: readonly CitationAnswer[], order: readonly string[] = []): Pair[] {
  const groups = new Map<string, CitationAnswer[]>();
  for (const a of given(answers)) {
    const key = `${a.query}\u0000${a.ai_source}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const queryOrder = [...new Set([...order, ...answers.map((a) => a.query)])];
  return [...groups.values()]
    .map((list) => {
      const cited = list.filter((a) => a.cited);
      return {
        query: list[0]!.query,
        query_type: list[0]!.query_type,
        source: list[0]!.ai_source,
        answers: list,
        cited: cited.length,
        mentioned: list.filter((a) => a.mentioned).length,
        representative: latest(cited.length ? cited : list),
        last: latest(list).occurred_at,
      };
    })
    .sort((a, b) => queryOrder.indexOf(a.query) - queryOrder.indexOf(b.query) || CITATION_SOURCES.indexOf(a.source) - CITATION_SOURCES.indexOf(b.source));
}

export interface QueryGroup {
  query: string;
  query_type: QueryType;
  pairs: Pair[];
  cited: boolean;
  citedAnswers: number;
  last: string;
}

export function byQuery(list: readonly Pair[]): QueryGroup[] {
  const groups = new Map<string, Pair[]>();
  for (const p of list) groups.set(p.query, [...(groups.get(p.query) ?? []), p]);
  return [...groups.values()].map((ps) => ({
    query: ps[0]!.query,
    query_type: ps[0]!.query_type,
    pairs: ps,
    cited: ps.some((p) => p.cited > 0),
    citedAnswers: ps.reduce((s, p) => s + p.cited, 0),
    last: ps.map((p) => p.last).sort().at(-1)!,
  }));
}

/** How many distinct queries, and how many of them some answer cited. */
export function queryCounts(list: readonly Pair[]): { total: number; cited: number } {
  const groups = byQuery(list);
  return { total: groups.length, cited: groups.filter((g) => g.cited).length };
}

/** Non-branded first: being found without being named is what the owner can't get elsewhere. */
export function nonBrandedFirst<T extends { query_type: QueryType }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(a.query_type === 'branded') - Number(b.query_type === 'branded'));
}
