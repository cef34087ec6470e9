import type { CitationAnswer } from '@citable/contracts';
import { describe, expect, it } from 'vitest';
import { shareOfVoice } from './share-of-voice.js';

const answer = (ai_source: CitationAnswer['ai_source'], cited_urls: string[], extra: Partial<CitationAnswer> = {}): CitationAnswer => ({
  query: 'best widgets',
  query_type: 'non-branded',
  ai_source,
  repeat: 1,
  cited: cited_urls.some((u) => u.includes('acme.test')),
  mentioned: false,
  first_match_url: null,
  cited_urls,
  read_urls: [],
  answer_text: '',
  answer_excerpt: null,
  tokens: 1,
  latency_ms: 1,
  error: null,
  error_kind: null,
  occurred_at: '2026-12-04T10:00:00.000Z',
  ...extra,
});

describe('shareOfVoice', () => {
  it("counts each answer once per domain, the site's pages as the site, and ranks the top five competitors", () => {
    const answers = [
      answer('chatgpt', ['https://www.acme.test/a', 'https://acme.test/b', 'https://rival.test/x', 'https://rival.test/y']),
      answer('chatgpt', ['https://rival.test/z', 'https://third.test/']),
      answer('chatgpt', ['https://c.test/', 'https://d.test/', 'https://e.test/', 'https://f.test/']),
      // Never given: counts for no one.
      answer('chatgpt', ['https://acme.test/'], { error: 'timeout', error_kind: 'provider_error', cited: false }),
      answer('claude', []),
    ];
    const [chatgpt, claude] = shareOfVoice(answers, 'acme.test');
    // acme 1, rival 2, third 1, c d e f 1 each: 8 citations.
    expect(chatgpt).toEqual({
      source: 'chatgpt',
      total: 8,
      site: { citations: 1, share: 12.5 },
      competitors: [
        { domain: 'rival.test', citations: 2, share: 25 },
        { domain: 'c.test', citations: 1, share: 12.5 },
        { domain: 'd.test', citations: 1, share: 12.5 },
        { domain: 'e.test', citations: 1, share: 12.5 },
        { domain: 'f.test', citations: 1, share: 12.5 },
      ],
    });
    expect(claude).toEqual({ source: 'claude', total: 0, site: { citations: 0, share: 0 }, competitors: [] });
  });

  it('leaves out sources that gave no answer', () => {
    expect(shareOfVoice([answer('brave', [], { error: 'x', error_kind: 'provider_error' })], 'acme.test')).toEqual([]);
  });
});
