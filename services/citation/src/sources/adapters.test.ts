/**
 * Each source adapter through its real SDK (openai, @anthropic-ai/sdk) over a socket to the local
 * provider server, for every kind of answer and every fault: the answer normalised to one shape,
 * matched against the audited site, and faults retried as they should be, then recorded with a reason.
 */
import type { CitationSource } from '@citable/contracts';
import { startProviderServer, type ProviderReply, type ProviderRequest, type ProviderServer, type ScriptedAnswer } from '@citable/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandMentionMatcher } from '../matching/mention.js';
import { matchAnswer } from '../matching/normalise.js';
import { SiteMatcher } from '../matching/site-urls.js';
import { braveAdapter } from './brave.js';
import { chatgptAdapter } from './chatgpt.js';
import { claudeAdapter } from './claude.js';
import { perplexityAdapter } from './perplexity.js';
import { askWithRetries, type RetryPolicy } from './retry.js';
import type { ProviderAnswer, SourceAdapter } from './types.js';

const SITE = 'https://acme-answers.test';
const RIVAL = 'https://rival.test';
const site = new SiteMatcher('acme-answers.test', [`${SITE}/`, `${SITE}/services`, `${SITE}/pricing`]);
const mentions = brandMentionMatcher(['Acme Answers', 'acme-answers.test', 'acme']);
const POLICY: RetryPolicy = { attempts: 3, baseDelayMs: 10, timeoutMs: 3_000 };
const TOKENS = { input: 40, output: 120 };

let server: ProviderServer;
let script: (req: ProviderRequest) => ProviderReply;
beforeAll(async () => {
  server = await startProviderServer((req) => script(req));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const MODELS: Record<CitationSource, string> = { chatgpt: 'gpt-test', claude: 'claude-test', perplexity: 'fast-search', brave: 'brave' };
function adapter(source: CitationSource, timeoutMs = 3_000): SourceAdapter {
  const opts = { apiKey: `key-${source}`, baseURL: server.baseUrl(source), model: MODELS[source], timeoutMs };
  return { chatgpt: chatgptAdapter, claude: claudeAdapter, perplexity: perplexityAdapter, brave: braveAdapter }[source](opts);
}

/** Brave's API does not say what it read; the others list their search results. */
const readOf = (source: CitationSource, read: string[]) => (source === 'brave' ? [] : read);

async function ask(source: CitationSource, answer: ScriptedAnswer): Promise<ProviderAnswer> {
  script = () => ({ answer: { tokens: TOKENS, ...answer } });
  const outcome = await askWithRetries(adapter(source), 'Who audits content for AI assistants?', POLICY);
  if (!outcome.ok) throw new Error(`expected an answer, got ${outcome.reason}`);
  expect(outcome.attempts).toBe(1);
  return outcome.answer;
}

describe.each(['chatgpt', 'claude', 'perplexity', 'brave'] as const)('%s adapter', (source) => {
  describe('answers', () => {
    it('an answer citing the site: cited URLs in order, what it read but did not cite, tokens', async () => {
      const a = await ask(source, {
        text: 'Acme Answers audits and rewrites content so assistants cite it.',
        citations: [{ url: `${SITE}/services?utm_source=chatgpt.com`, title: 'Services' }, { url: `${RIVAL}/audits`, title: 'Rival audits' }],
        read: [{ url: `${RIVAL}/blog`, title: 'Rival blog' }],
      });
      expect(a.text).toContain('Acme Answers audits and rewrites content so assistants cite it.');
      expect(a.text).not.toMatch(/<citation>|<usage>|\[\d\]/);
      expect(a.citedUrls).toEqual([`${SITE}/services?utm_source=chatgpt.com`, `${RIVAL}/audits`]);
      expect(a.readUrls).toEqual(readOf(source, [`${RIVAL}/blog`]));
      expect(a.tokens).toBe(160);
      expect(matchAnswer(a, site, mentions)).toMatchObject({ cited: true, mentioned: true, first_match_url: `${SITE}/services`, cited_match_count: 1 });
    });

    it('an answer naming the brand without a link: mentioned, not cited', async () => {
      const a = await ask(source, { text: 'Acme Answers is one agency people name for this.', citations: [{ url: `${RIVAL}/list` }], read: [{ url: `${SITE}/` }] });
      expect(a.citedUrls).toEqual([`${RIVAL}/list`]);
      expect(a.readUrls).toEqual(readOf(source, [`${SITE}/`]));
      expect(matchAnswer(a, site, mentions)).toMatchObject({ cited: false, mentioned: true, first_match_url: null });
    });

    it('an answer citing a competitor only', async () => {
      const a = await ask(source, { text: 'Rival Co is the usual choice for content audits.', citations: [{ url: `${RIVAL}/` }, { url: 'https://third.test/guide' }] });
      expect(a.citedUrls).toEqual([`${RIVAL}/`, 'https://third.test/guide']);
      expect(matchAnswer(a, site, mentions)).toMatchObject({ cited: false, mentioned: false, cited_urls: [`${RIVAL}/`, 'https://third.test/guide'] });
    });

    it('an answer citing nothing', async () => {
      const a = await ask(source, { text: 'Look for an agency with published case studies.' });
      expect(a).toEqual({ text: 'Look for an agency with published case studies.', citedUrls: [], readUrls: [], tokens: 160 });
      expect(matchAnswer(a, site, mentions)).toMatchObject({ cited: false, mentioned: false, cited_urls: [] });
    });
  });

  describe('faults', () => {
    const run = (reply: (n: number) => ProviderReply, policy: RetryPolicy = POLICY) => {
      let n = 0;
      script = () => reply(++n);
      return askWithRetries(adapter(source, policy.timeoutMs), 'Who audits content?', policy);
    };

    it('401: the key is refused, not retried, recorded with its reason', async () => {
      const outcome = await run(() => ({ fault: 'unauthorized' }));
      expect(outcome).toMatchObject({ ok: false, attempts: 1, failure: { kind: 'unauthorized', retryable: false } });
      expect(!outcome.ok && outcome.reason).toMatch(/^The API key was refused \(1 attempt\): .*401/);
      expect(server.requests).toHaveLength(1);
    });

    it('429 with Retry-After: waits what the provider asked, then answers', async () => {
      const started = performance.now();
      const outcome = await run((n) => (n === 1 ? { fault: 'rate_limited', retryAfterSeconds: 1 } : { answer: { text: 'Fine now.' } }));
      expect(outcome).toMatchObject({ ok: true, attempts: 2 });
      // The backoff here is 10 ms: only Retry-After accounts for the second.
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    });

    it('429 every time: rate limited after the last attempt', async () => {
      const outcome = await run(() => ({ fault: 'rate_limited', retryAfterSeconds: 0 }));
      expect(outcome).toMatchObject({ ok: false, attempts: 3, failure: { kind: 'rate_limited' } });
      expect(server.requests).toHaveLength(3);
    });

    it('500: retried with backoff; an answer on a later attempt counts', async () => {
      expect(await run((n) => (n < 3 ? { fault: 'server_error' } : { answer: { text: 'Third time.' } }))).toMatchObject({ ok: true, attempts: 3 });
      const failed = await run(() => ({ fault: 'server_error' }));
      expect(failed).toMatchObject({ ok: false, attempts: 3, failure: { kind: 'provider_error' } });
      expect(!failed.ok && failed.reason).toMatch(/^The provider failed \(3 attempts\)/);
    });

    it('a hang: each attempt ends at its deadline, then timed out', async () => {
      const outcome = await run(() => ({ fault: 'hang' }), { attempts: 2, baseDelayMs: 10, timeoutMs: 300 });
      expect(outcome).toMatchObject({ ok: false, attempts: 2, failure: { kind: 'timeout' } });
    });

    it('a truncated answer: cut off, retried, then recorded', async () => {
      const outcome = await run(() => ({ fault: 'truncated' }));
      expect(outcome).toMatchObject({ ok: false, attempts: 3, failure: { kind: 'truncated' } });
    });

    it('a malformed body: retried, then recorded as malformed', async () => {
      const outcome = await run(() => ({ fault: 'malformed' }));
      expect(outcome).toMatchObject({ ok: false, attempts: 3, failure: { kind: 'malformed' } });
      expect(await run((n) => (n === 1 ? { fault: 'malformed' } : { answer: { text: 'Whole.' } }))).toMatchObject({ ok: true, attempts: 2 });
    });
  });
});

describe('what each adapter sends', () => {
  const sent = async (source: CitationSource) => {
    script = () => ({ answer: { text: 'Answer.' } });
    await adapter(source).ask('How much does an AI visibility audit cost?', AbortSignal.timeout(3_000));
    return server.requests[0]!;
  };

  it('chatgpt: a streamed Responses request with the web search tool and its sources', async () => {
    const req = await sent('chatgpt');
    expect(req.path).toBe('/chatgpt/v1/responses');
    expect(req.headers.authorization).toBe('Bearer key-chatgpt');
    expect(req.body).toMatchObject({ model: 'gpt-test', input: 'How much does an AI visibility audit cost?', stream: true, tools: [{ type: 'web_search' }], include: ['web_search_call.action.sources'] });
  });

  it('claude: Messages with the web_search_20250305 server tool', async () => {
    const req = await sent('claude');
    expect(req.path).toBe('/claude/v1/messages');
    expect(req.body).toMatchObject({ model: 'claude-test', max_tokens: 2048, tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: 5 }] });
    expect(req.body['messages']).toEqual([{ role: 'user', content: 'How much does an AI visibility audit cost?' }]);
  });

  it('perplexity: the Agent API with a preset, or a provider/model id with the web_search tool', async () => {
    const req = await sent('perplexity');
    expect(req.path).toBe('/perplexity/v1/responses');
    expect(req.body).toEqual({ preset: 'fast-search', input: 'How much does an AI visibility audit cost?' });
    const withModel = perplexityAdapter({ apiKey: 'k', baseURL: server.baseUrl('perplexity'), model: 'openai/gpt-5-mini', timeoutMs: 3_000 });
    server.requests.length = 0;
    await withModel.ask('q', AbortSignal.timeout(3_000));
    expect(server.requests[0]?.body).toMatchObject({ model: 'openai/gpt-5-mini', tools: [{ type: 'web_search' }] });
  });

  it('brave: streamed chat completions with enable_citations and the subscription token', async () => {
    const req = await sent('brave');
    expect(req.path).toBe('/brave/res/v1/chat/completions');
    expect(req.headers['x-subscription-token']).toBe('key-brave');
    expect(req.body).toMatchObject({ model: 'brave', stream: true, enable_citations: true, messages: [{ role: 'user', content: 'How much does an AI visibility audit cost?' }] });
  });
});

describe('format variants', () => {
  const answer: ScriptedAnswer = { text: 'Acme Answers offers audits.', citations: [{ url: `${SITE}/services` }, { url: `${RIVAL}/` }], read: [{ url: 'https://third.test/' }] };

  it.each(['markers', 'annotations', 'legacy'] as const)('perplexity reads the %s format', async (style) => {
    const a = await ask('perplexity', { ...answer, perplexityStyle: style });
    expect(a.text).toBe('Acme Answers offers audits.');
    expect(a.citedUrls).toEqual([`${SITE}/services`, `${RIVAL}/`]);
    expect(a.readUrls).toEqual(['https://third.test/']);
  });

  it('claude continues a paused turn and keeps what both parts said', async () => {
    let n = 0;
    script = (req) => {
      n += 1;
      if (n === 1) {
        return {
          status: 200,
          body: {
            id: 'msg_1',
            type: 'message',
            role: 'assistant',
            model: 'claude-test',
            content: [
              { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: req.query } },
              { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_1', content: [{ type: 'web_search_result', url: `${RIVAL}/`, title: 'Rival', encrypted_content: 'e', page_age: null }] },
            ],
            stop_reason: 'pause_turn',
            stop_sequence: null,
            usage: { input_tokens: 10, output_tokens: 5 },
          },
        };
      }
      return { answer: { text: 'Acme Answers does.', citations: [{ url: `${SITE}/` }], tokens: { input: 20, output: 10 } } };
    };
    const a = await adapter('claude').ask('Who audits?', AbortSignal.timeout(3_000));
    expect(a.citedUrls).toEqual([`${SITE}/`]);
    expect(a.readUrls).toEqual([`${RIVAL}/`]);
    expect(a.tokens).toBe(45);
    // The continuation sends the paused content back as the assistant's turn.
    expect((server.requests[1]?.body['messages'] as unknown[]).length).toBe(2);
  });
});
