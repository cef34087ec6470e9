/**
 * The port every citation source implements: ask one question, get back what the assistant
 * answered and which URLs it cited, in one shape whatever the provider's wire format.
 */
import type { CitationSource } from '@citable/contracts';

export interface ProviderAnswer {
  /** The answer's text without markup. */
  text: string;
  /** URLs the answer cites, in the order it cites them, without repeats. */
  citedUrls: string[];
  /** URLs the source read (search results) but did not cite, where its API says so. */
  readUrls: string[];
  /** Input plus output tokens, as the provider counted them (0 when it does not say). */
  tokens: number;
}

export interface SourceAdapter {
  readonly source: CitationSource;
  readonly model: string;
  /** One attempt; `signal` ends it (the answer's deadline, or the service stopping). */
  ask(query: string, signal: AbortSignal): Promise<ProviderAnswer>;
}

/** How an adapter reaches its provider (keys and base URLs come from the environment). */
export interface SourceOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** The SDK's own timeout; the answer's deadline also reaches it as an abort signal. */
  timeoutMs: number;
}

/** The provider answered 200 with something its format does not allow. */
export class MalformedAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedAnswerError';
  }
}

/** A streamed answer that ended before the provider said it was complete. */
export class TruncatedStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TruncatedStreamError';
  }
}

/** Order-preserving de-duplication of URLs, dropping anything that is not an http(s) URL. */
export function uniqueUrls(urls: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const url of urls) {
    if (!url || seen.has(url) || !/^https?:\/\//i.test(url)) continue;
    seen.add(url);
    out.push(url);
  }
  return out;
}

/** Read-but-not-cited: the URLs read, less those cited. */
export function notCited(read: Iterable<string | null | undefined>, cited: readonly string[]): string[] {
  const citedSet = new Set(cited);
  return uniqueUrls(read).filter((u) => !citedSet.has(u));
}
