import { afterEach, describe, expect, it } from 'vitest';
import { anthropicMessage, errorBody, openAiCompletion, startLlmServer, type LlmServer, type Reply } from '../__tests__/llm-server.js';
import { anthropicJudge } from './anthropic-judge.js';
import { DEFAULT_MODELS, llmJudgeFromEnv } from './from-env.js';
import { ANSWERABILITY_SYSTEM_PROMPT } from './judge.js';
import { openAiJudge } from './openai-judge.js';

const INPUT = { url: 'https://example.com/guide/widgets', title: 'Widget sizing guide', h1: 'Widget sizing', text: 'Pick a widget rated for twice the load.' };
const ANSWER = JSON.stringify({
  main_question: 'How do I size a widget?',
  passage: 'Pick a widget rated for twice the load.',
  answers: 35,
  concise: 25,
  self_contained: 15,
  specific: 5,
  reasoning: 'Direct but not specific.',
});

let server: LlmServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(reply: () => Reply): Promise<LlmServer> {
  server = await startLlmServer(reply);
  return server;
}

describe('openAiJudge through the openai SDK', () => {
  it('sends a JSON-mode chat completion and reads the rubric', async () => {
    const s = await serve(() => ({ body: openAiCompletion(ANSWER) }));
    const judge = openAiJudge({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'test-model', maxRetries: 0 });
    const judgement = await judge.judgeAnswerability(INPUT);
    expect(judgement).toEqual({
      score: 80,
      subscores: { answers: 35, concise: 25, selfContained: 15, specific: 5 },
      question: 'How do I size a widget?',
      passage: 'Pick a widget rated for twice the load.',
      reasoning: 'Direct but not specific.',
    });
    expect(judge.name).toBe('openai:test-model');
    const [req] = s.requests;
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_object' } });
    const messages = req?.body['messages'] as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toBe(ANSWERABILITY_SYSTEM_PROMPT);
    expect(messages[1]?.content).toContain('URL: https://example.com/guide/widgets\nTitle: Widget sizing guide\nH1: Widget sizing');
  });

  it('reads an answer wrapped in a code fence', async () => {
    const s = await serve(() => ({ body: openAiCompletion(`Here you go:\n\`\`\`json\n${ANSWER}\n\`\`\``) }));
    const judge = openAiJudge({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'test-model', maxRetries: 0 });
    expect((await judge.judgeAnswerability(INPUT)).score).toBe(80);
  });

  it('rejects an answer without the rubric', async () => {
    const s = await serve(() => ({ body: openAiCompletion('The page is fine.') }));
    const judge = openAiJudge({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'test-model', maxRetries: 0 });
    await expect(judge.judgeAnswerability(INPUT)).rejects.toThrow(/not a JSON object/);
  });

  it('rejects when the provider fails', async () => {
    const s = await serve(() => ({ status: 500, body: errorBody('upstream exploded') }));
    const judge = openAiJudge({ apiKey: 'sk-test', baseURL: `${s.url}/v1`, model: 'test-model', maxRetries: 0 });
    await expect(judge.judgeAnswerability(INPUT)).rejects.toThrow(/500/);
  });
});

describe('anthropicJudge through the @anthropic-ai/sdk', () => {
  it('sends a messages request with the system prompt and reads the rubric', async () => {
    const s = await serve(() => ({ body: anthropicMessage(ANSWER) }));
    const judge = anthropicJudge({ apiKey: 'sk-ant-test', baseURL: s.url, model: 'test-model', maxRetries: 0 });
    expect((await judge.judgeAnswerability(INPUT)).score).toBe(80);
    expect(judge.name).toBe('anthropic:test-model');
    const [req] = s.requests;
    expect(req?.path).toBe('/v1/messages');
    // SDK 1.12 sends the key as a bearer token with a dated API version (STACK.md section 11).
    expect(req?.headers.authorization).toBe('Bearer sk-ant-test');
    expect(req?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(req?.body).toMatchObject({ model: 'test-model', max_tokens: 600, system: ANSWERABILITY_SYSTEM_PROMPT });
    const messages = req?.body['messages'] as Array<{ role: string; content: string }>;
    expect(messages).toHaveLength(1);
    expect(messages[0]?.role).toBe('user');
    expect(messages[0]?.content).toContain('Page text:\nPick a widget rated for twice the load.');
  });

  it('rejects when the provider fails', async () => {
    const s = await serve(() => ({ status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } }));
    const judge = anthropicJudge({ apiKey: 'sk-ant-test', baseURL: s.url, model: 'test-model', maxRetries: 0 });
    await expect(judge.judgeAnswerability(INPUT)).rejects.toThrow(/529|Overloaded/);
  });
});

describe('llmJudgeFromEnv', () => {
  it.each([
    ['nothing set', {}],
    ['a provider without a key', { LLM_PROVIDER: 'openai' }],
    ['a key without a provider', { LLM_API_KEY: 'sk-test' }],
  ])('gives no judge with %s', (_name, env) => {
    expect(llmJudgeFromEnv(env)).toBeNull();
  });

  it('refuses an unknown provider', () => {
    expect(() => llmJudgeFromEnv({ LLM_PROVIDER: 'mistral', LLM_API_KEY: 'k' })).toThrow(/LLM_PROVIDER must be "openai" or "anthropic"/);
  });

  it('defaults the model per provider', () => {
    expect(llmJudgeFromEnv({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k' })?.name).toBe(`anthropic:${DEFAULT_MODELS.anthropic}`);
    expect(llmJudgeFromEnv({ LLM_PROVIDER: 'OpenAI', LLM_API_KEY: 'k' })?.name).toBe(`openai:${DEFAULT_MODELS.openai}`);
  });

  it('reaches the configured base URL with the configured model', async () => {
    const s = await serve(() => ({ body: openAiCompletion(ANSWER) }));
    const judge = llmJudgeFromEnv({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-env', LLM_BASE_URL: `${s.url}/v1`, LLM_MODEL: 'env-model' });
    expect((await judge?.judgeAnswerability(INPUT))?.score).toBe(80);
    expect(s.requests[0]?.body['model']).toBe('env-model');
    expect(s.requests[0]?.headers.authorization).toBe('Bearer sk-env');
  });

  it('reaches an Anthropic base URL without /v1', async () => {
    const s = await serve(() => ({ body: anthropicMessage(ANSWER) }));
    const judge = llmJudgeFromEnv({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'sk-env', LLM_BASE_URL: s.url, LLM_MODEL: 'env-model' });
    expect((await judge?.judgeAnswerability(INPUT))?.score).toBe(80);
    expect(s.requests[0]?.path).toBe('/v1/messages');
  });
});
