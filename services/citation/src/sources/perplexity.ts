/**
 * Perplexity: the Agent API (Responses format; its Sonar chat completions were retired on
 * 2026-09-27) through the openai SDK at Perplexity's base URL. PERPLEXITY_MODEL is a preset
 * (fast-search, pro-search: a model with web search and a system prompt that asks for inline
 * citations) or a provider/model id, which then gets the web_search tool itself.
 *
 * Where the cited URLs are: `url_citation` annotations when present; else the answer's [n]
 * markers, which name ids of the `search_results` output item; the search results are what it
 * read. Compatible servers that still speak the retired format put `citations` (URLs, [n] being
 * citations[n-1]) and `search_results` at the top level: read those too.
 */
import { readResponseOutput } from './chatgpt.js';
import { lazyOpenAi } from './openai-sdk.js';
import { MalformedAnswerError, notCited, uniqueUrls, type ProviderAnswer, type SourceAdapter, type SourceOptions } from './types.js';

interface SearchResult {
  id?: number;
  url?: string;
}

/** The numbers of the [n] markers in a text, in order of first use. */
export function bracketMarkers(text: string): number[] {
  const seen = new Set<number>();
  for (const m of text.matchAll(/\[(\d{1,3})\]/g)) seen.add(Number(m[1]));
  return [...seen];
}

/** Reads a Perplexity response (Agent API or the retired top-level fields) into one answer. */
export function readPerplexityResponse(body: Record<string, unknown>): Omit<ProviderAnswer, 'tokens'> {
  if (!Array.isArray(body['output'])) throw new MalformedAnswerError('The response has no output list');
  const out = readResponseOutput(body['output']);
  const results: SearchResult[] = body['output'].flatMap((item) =>
    (item as { type?: string }).type === 'search_results' ? ((item as { results?: SearchResult[] }).results ?? []) : [],
  );
  const legacyCitations = Array.isArray(body['citations']) ? (body['citations'] as unknown[]).filter((u): u is string => typeof u === 'string') : [];
  const legacyResults = Array.isArray(body['search_results']) ? (body['search_results'] as SearchResult[]) : [];
  const markers = bracketMarkers(out.text);
  const byId = new Map(results.map((r, i) => [r.id ?? i + 1, r.url]));
  const fromMarkers = markers.map((n) => byId.get(n) ?? legacyCitations[n - 1]);
  // The retired format listed exactly the sources it used, with or without markers in the text.
  const cited = uniqueUrls([...out.cited, ...fromMarkers, ...(markers.length ? [] : legacyCitations)]);
  const read = [...results, ...legacyResults].map((r) => r.url);
  return { text: out.text.replace(/\s*(\[\d{1,3}\])+/g, '').trim(), citedUrls: cited, readUrls: notCited(read, cited) };
}

export function perplexityAdapter(opts: SourceOptions): SourceAdapter {
  const client = lazyOpenAi(opts);
  const isModel = opts.model.includes('/');
  return {
    source: 'perplexity',
    model: opts.model,
    async ask(query, signal): Promise<ProviderAnswer> {
      // `preset` is the Agent API's, not OpenAI's: the SDK passes unknown body fields through.
      const params = isModel
        ? { model: opts.model, input: query, tools: [{ type: 'web_search' as const }], instructions: 'Answer with inline numbered citations to your sources.' }
        : { preset: opts.model, input: query };
      const response = (await (await client()).responses.create(params as never, { signal })) as unknown as Record<string, unknown>;
      const usage = response['usage'] as { total_tokens?: number } | undefined;
      return { ...readPerplexityResponse(response), tokens: usage?.total_tokens ?? 0 };
    },
  };
}
