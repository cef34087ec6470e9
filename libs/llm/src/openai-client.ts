/**
 * LlmClient over the OpenAI SDK's chat completions (temperature 0). The SDK loads on the first
 * call: a process that never asks (no LLM page, no AI prompt set) does not pay for it.
 */
import type OpenAI from 'openai';
import type { LlmClient, ProviderOptions } from './client.js';
import { lazily, sdkOptions } from './sdk.js';

export function openAiClient(opts: ProviderOptions): LlmClient {
  const client = lazily<OpenAI>(async () => new (await import('openai')).default(sdkOptions(opts)));
  return {
    name: `openai:${opts.model}`,
    // No token cap: OpenAI-compatible servers disagree on its name (max_tokens, max_completion_tokens).
    async complete({ system, user, json }) {
      const completion = await (await client()).chat.completions.create({
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
