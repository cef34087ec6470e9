/** Literal pages for check tests: a crawled page around HTML, and the input a check receives. */
import type { CrawledPage, RenderedMetrics } from '@citable/contracts';
import { describe, expect, it } from 'vitest';
import { buildPageInput } from '../input.js';
import type { LlmJudge } from '../llm/judge.js';
import { isNotApplicable, type CheckOutcome, type PageCheck, type PageCheckInput } from '../types.js';

export const PAGE_URL = 'https://example.com/guide/widgets';

/** A whole document from head and body markup. */
export function html(head: string, body = '', htmlAttrs = 'lang="en"'): string {
  return `<!doctype html><html ${htmlAttrs}><head>${head}</head><body>${body}</body></html>`;
}

export interface PageOptions {
  url?: string;
  headers?: Record<string, string>;
  rendered?: string | null;
  metrics?: RenderedMetrics | null;
  /** Status codes of the redirects that led to the page. */
  redirects?: number[];
  depth?: number;
  statusCode?: number | null;
  fetchMs?: number | null;
}

export function crawledPage(staticHtml: string | null, opts: PageOptions = {}): CrawledPage {
  const url = opts.url ?? PAGE_URL;
  return {
    url,
    statusCode: opts.statusCode === undefined ? 200 : opts.statusCode,
    contentType: 'text/html; charset=utf-8',
    headers: opts.headers ?? {},
    redirectChain: (opts.redirects ?? []).map((statusCode, i) => ({ url: `${url}?hop=${i}`, statusCode })),
    fetchMs: opts.fetchMs === undefined ? 120 : opts.fetchMs,
    depth: opts.depth ?? 1,
    htmlStatic: staticHtml,
    htmlRendered: opts.rendered ?? null,
    renderedMetrics: opts.metrics ?? null,
  };
}

export function inputOf(staticHtml: string, opts: PageOptions & { now?: Date; llm?: LlmJudge | null } = {}): PageCheckInput {
  return buildPageInput(crawledPage(staticHtml, opts), { now: opts.now ?? new Date('2026-07-01T00:00:00Z'), llm: opts.llm ?? null });
}

/** The score, or 'n/a' for a not-applicable outcome, so tables can list both. */
export function scoreOf(outcome: CheckOutcome): number | 'n/a' {
  return isNotApplicable(outcome) ? 'n/a' : outcome.score;
}

export function evidenceOf(outcome: CheckOutcome): string {
  return (outcome.evidence ?? []).join('\n');
}

export interface Case {
  name: string;
  page: string;
  opts?: PageOptions & { now?: Date };
  score: number | 'n/a';
  /** A pattern the evidence must contain, proving the reason as well as the number. */
  evidence?: RegExp;
}

export async function evaluate(check: PageCheck, c: Case): Promise<CheckOutcome> {
  return check.evaluate(inputOf(c.page, c.opts));
}

/** Rendered metrics with only the fields a test cares about set. */
export function metrics(m: Partial<RenderedMetrics>): RenderedMetrics {
  return { lcpMs: null, cls: null, staticTextShare: null, renderMs: 900, ...m };
}

/** One test per case: the score, and the evidence pattern when the case names one. */
export function checkTable(check: PageCheck, cases: readonly Case[]): void {
  describe(check.id, () => {
    it.each(cases)('$name', async (c) => {
      const outcome = await evaluate(check, c);
      expect(scoreOf(outcome)).toBe(c.score);
      if (c.evidence) expect(evidenceOf(outcome)).toMatch(c.evidence);
    });
  });
}

/** n visible words of filler text. */
export function words(n: number, word = 'text'): string {
  return Array.from({ length: n }, () => word).join(' ');
}
