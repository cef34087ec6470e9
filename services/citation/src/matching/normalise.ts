/** One provider answer, matched against the audited site: the contract's CitationAnswer fields. */
import type { ProviderAnswer } from '../sources/types.js';
import type { SiteMatcher } from './site-urls.js';

/** Stored excerpts: the first 500 characters (spec 9: 500+ characters get an ellipsis when shown). */
export const EXCERPT_CHARS = 500;

export interface MatchedAnswer {
  cited: boolean;
  mentioned: boolean;
  first_match_url: string | null;
  cited_match_count: number;
  cited_urls: string[];
  read_urls: string[];
  answer_text: string;
  answer_excerpt: string;
  tokens: number;
}

export function matchAnswer(answer: ProviderAnswer, site: SiteMatcher, mentions: (text: string) => boolean): MatchedAnswer {
  const m = site.match(answer.citedUrls);
  return {
    cited: m.count > 0,
    mentioned: mentions(answer.text),
    first_match_url: m.firstMatch,
    cited_match_count: m.count,
    cited_urls: answer.citedUrls,
    read_urls: answer.readUrls,
    answer_text: answer.text,
    answer_excerpt: answer.text.slice(0, EXCERPT_CHARS),
    tokens: answer.tokens,
  };
}
