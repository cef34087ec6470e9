import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citingAssistant } from './assistant.js';
import { startProviderServer, type ProviderServer } from './server.js';

/** The assistant through the server, over a socket, in Perplexity's and Anthropic's formats. */
describe('citingAssistant', () => {
  let server: ProviderServer;
  beforeAll(async () => {
    server = await startProviderServer(
      citingAssistant({ site: 'https://acme.test/', brand: 'Acme', citedPaths: ['/pricing', '/faq'], citedTopics: /cost/i, llm: () => ({ answer: { text: '{"ok": true}' } }) }),
    );
  });
  afterAll(() => server.close());

  const ask = async (tag: 'perplexity' | 'claude' | 'llm', query: string) => {
    const url = tag === 'claude' ? `${server.baseUrl(tag)}/v1/messages` : `${server.baseUrl(tag)}/${tag === 'llm' ? 'chat/completions' : 'responses'}`;
    const body = tag === 'llm' ? { model: 'm', messages: [{ role: 'user', content: query }] } : tag === 'claude' ? { model: 'm', max_tokens: 10, messages: [{ role: 'user', content: query }] } : { model: 'm', input: query };
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, text: await res.text() };
  };

  it('cites one of the site\'s pages for a branded question, the same page each time', async () => {
    const first = await ask('perplexity', 'Is ACME any good?');
    expect(first.status).toBe(200);
    expect(first.text).toMatch(/https:\/\/acme\.test\/(pricing|faq)/);
    expect(first.text).toContain('rival.test');
    expect((await ask('perplexity', 'Is ACME any good?')).text).toBe(first.text);
  });

  it('cites competitors for other questions, and the site for a cited topic', async () => {
    const other = await ask('perplexity', 'Which agencies are best?');
    expect(other.text).not.toContain('acme.test');
    expect(other.text).toContain('third.test');
    expect((await ask('perplexity', 'What does an audit cost?')).text).toContain('https://acme.test/');
  });

  it('has Claude name the brand without linking to the site', async () => {
    const named = await ask('claude', 'Is Acme any good?');
    expect(named.text).toContain('Acme is one option');
    expect(named.text).not.toContain('acme.test');
  });

  it('hands the plain LLM to its own script', async () => {
    expect((await ask('llm', 'anything')).text).toContain('{\\"ok\\": true}');
  });
});
