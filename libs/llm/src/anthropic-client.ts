/**
 * LlmClient over the Anthropic SDK's messages API. SDK 1.12 has no temperature parameter: the
 * model's default applies. The SDK loads on the first call, as openai-client.ts explains.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { LlmClient, ProviderOptions } from './client.js';
import { lazily, sdkOptions } from './sdk.js';

export function anthropicClient(opts: ProviderOptions): LlmClient {
  const client = lazily<Anthropic>(async () => new (await import('@anthropic-ai/sdk')).default(sdkOptions(opts)));
  return {
    name: `anthropic:${opts.model}`,
    async complete({ system, user, maxTokens }) {
      const message = await (await client()).messages.create({
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
