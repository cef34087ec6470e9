/**
 * LlmClient over the Anthropic SDK's messages API. SDK 1.12 has no temperature parameter: the
 * model's default applies. The SDK loads on the first call, as openai-client.ts explains.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { LlmClient, ProviderOptions } from './client.js';

export function anthropicClient(opts: ProviderOptions): LlmClient {
  let client: Promise<Anthropic> | null = null;
  const connect = async () => {
    const { default: SDK } = await import('@anthropic-ai/sdk');
    return new SDK({
      apiKey: opts.apiKey,
      ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
      timeout: opts.timeoutMs ?? 60_000,
      maxRetries: opts.maxRetries ?? 2,
    });
  };
  return {
    name: `anthropic:${opts.model}`,
    async complete({ system, user, maxTokens }) {
      const message = await (await (client ??= connect())).messages.create({
        model: opts.model,
        max_tokens: maxTokens,
        system,
        messages: [{ role: 'user', content: user }],
      });
      const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
      if (!text) throw new Error('The LLM returned an empty answer');
      return { text, tokens: message.usage.input_tokens + message.usage.output_tokens };
    },
  };
}
