/**
 * LlmClient over the OpenAI SDK's chat completions (temperature 0). The SDK loads on the first
 * call: a process that never asks (no LLM page, no AI prompt set) does not pay for it.
 */
import type OpenAI from 'openai';
import type { LlmClient, ProviderOptions } from './client.js';

export function openAiClient(opts: ProviderOptions): LlmClient {
  let client: Promise<OpenAI> | null = null;
  const connect = async () => {
    const { default: SDK } = await import('openai');
    return new SDK({
      apiKey: opts.apiKey,
      ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
      timeout: opts.timeoutMs ?? 60_000,
      maxRetries: opts.maxRetries ?? 2,
    });
  };
  return {
    name: `openai:${opts.model}`,
    // No token cap: OpenAI-compatible servers disagree on its name (max_tokens, max_completion_tokens).
    async complete({ system, user, json }) {
      const completion = await (await (client ??= connect())).chat.completions.create({
        model: opts.model,
        temperature: 0,
        ...(json ? { response_format: { type: 'json_object' as const } } : {}),
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      });
      const text = completion.choices[0]?.message.content;
      if (!text) throw new Error('The LLM returned an empty answer');
      return { text, tokens: completion.usage?.total_tokens ?? 0 };
    },
  };
}
