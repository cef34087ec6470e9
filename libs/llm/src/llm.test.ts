import { startProviderServer, type ProviderReply, type ProviderServer } from '@citable/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { anthropicClient } from './anthropic-client.js';
import { DEFAULT_MODELS, llmFromSettings, llmSettingsOf } from './from-settings.js';
import { openAiClient } from './openai-client.js';

const REQUEST = { system: 'You grade pages.', user: 'URL: https://example.com/a', json: true, maxTokens: 600 };

let server: ProviderServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(reply: () => ProviderReply): Promise<ProviderServer> {
  server = await startProviderServer(reply);
  return server;
}

describe('openAiClient through the openai SDK', () => {
  it('sends a JSON-mode chat completion at temperature 0 and reads the text and tokens', async () => {
    const s = await serve(() => ({ answer: { text: '{"ok": true}', tokens: { input: 30, output: 12 } } }));
    const llm = openAiClient({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'test-model', maxRetries: 0 });
    expect(await llm.complete(REQUEST)).toEqual({ text: '{"ok": true}', tokens: 42 });
    expect(llm.name).toBe('openai:test-model');
    const [req] = s.requests;
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_object' } });
    expect(req?.system).toBe('You grade pages.');
    expect(req?.query).toBe('URL: https://example.com/a');
  });

  it('leaves JSON mode off when not asked', async () => {
    const s = await serve(() => ({ answer: { text: 'plain' } }));
    await openAiClient({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'm', maxRetries: 0 }).complete({ ...REQUEST, json: false });
    expect(s.requests[0]?.body['response_format']).toBeUndefined();
  });

  it('rejects when the provider fails', async () => {
    const s = await serve(() => ({ fault: 'server_error' }));
    const llm = openAiClient({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'test-model', maxRetries: 0 });
    await expect(llm.complete(REQUEST)).rejects.toThrow(/500/);
  });

  it('rejects an empty answer', async () => {
    const s = await serve(() => ({ answer: { text: '' } }));
    const llm = openAiClient({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'test-model', maxRetries: 0 });
    await expect(llm.complete(REQUEST)).rejects.toThrow(/empty answer/);
  });
});

describe('anthropicClient through the @anthropic-ai/sdk', () => {
  it('sends a messages request with the system prompt and reads the text and tokens', async () => {
    const s = await serve(() => ({ answer: { text: '{"ok": true}', tokens: { input: 20, output: 5 } } }));
    const llm = anthropicClient({ apiKey: 'sk-ant-test', baseURL: s.url, model: 'test-model', maxRetries: 0 });
    expect(await llm.complete(REQUEST)).toEqual({ text: '{"ok": true}', tokens: 25 });
    expect(llm.name).toBe('anthropic:test-model');
    const [req] = s.requests;
    expect(req?.path).toBe('/v1/messages');
    // SDK 1.12 sends the key as a bearer token with a dated API version (STACK.md section 11).
    expect(req?.headers.authorization).toBe('Bearer sk-ant-test');
    expect(req?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(req?.body).toMatchObject({ model: 'test-model', max_tokens: 600, system: 'You grade pages.' });
    expect(req?.body['messages']).toEqual([{ role: 'user', content: 'URL: https://example.com/a' }]);
  });

  it('rejects when the provider fails', async () => {
    const s = await serve(() => ({ status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } }));
    const llm = anthropicClient({ apiKey: 'sk-ant-test', baseURL: s.url, model: 'test-model', maxRetries: 0 });
    await expect(llm.complete(REQUEST)).rejects.toThrow(/529|Overloaded/);
  });
});

describe('llmFromSettings', () => {
  it.each([
    ['nothing set', {}],
    ['a provider without a key', { LLM_PROVIDER: 'openai' }],
    ['a key without a provider', { LLM_API_KEY: 'sk-test' }],
  ])('gives no LLM with %s', (_name, env) => {
    expect(llmFromSettings(env)).toBeNull();
  });

  it('refuses an unknown provider', () => {
    expect(() => llmFromSettings({ LLM_PROVIDER: 'mistral', LLM_API_KEY: 'k' })).toThrow(/LLM_PROVIDER must be "openai" or "anthropic"/);
  });

  it('defaults the model per provider', () => {
    expect(llmFromSettings({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k' })?.name).toBe(`anthropic:${DEFAULT_MODELS.anthropic}`);
    expect(llmFromSettings({ LLM_PROVIDER: 'OpenAI', LLM_API_KEY: 'k' })?.name).toBe(`openai:${DEFAULT_MODELS.openai}`);
  });

  it('reaches the configured base URL with the configured model', async () => {
    const s = await serve(() => ({ answer: { text: 'hello' } }));
    const llm = llmFromSettings({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-env', LLM_BASE_URL: `${s.url}/v1`, LLM_MODEL: 'env-model' });
    expect((await llm?.complete(REQUEST))?.text).toBe('hello');
    expect(s.requests[0]?.body['model']).toBe('env-model');
    expect(s.requests[0]?.headers.authorization).toBe('Bearer sk-env');
  });

  it('reaches an Anthropic base URL without /v1', async () => {
    const s = await serve(() => ({ answer: { text: 'hello' } }));
    const llm = llmFromSettings({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'sk-env', LLM_BASE_URL: s.url, LLM_MODEL: 'env-model' });
    expect((await llm?.complete(REQUEST))?.text).toBe('hello');
    expect(s.requests[0]?.path).toBe('/v1/messages');
  });

  it('reads the LLM settings of a configuration, or none', () => {
    expect(llmSettingsOf({})).toBeNull();
    expect(llmSettingsOf({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'k', LLM_BASE_URL: undefined, LLM_MODEL: 'm' })).toEqual({
      LLM_PROVIDER: 'openai',
      LLM_API_KEY: 'k',
      LLM_BASE_URL: undefined,
      LLM_MODEL: 'm',
    });
  });
});
