/**
 * Brave AI (Answers / AI Grounding): the openai SDK at Brave's base URL (…/res/v1), chat
 * completions with `stream: true` and `enable_citations` (citations come only in a stream). The
 * key also goes as X-Subscription-Token, Brave's own header. A stream that ends without a
 * finish_reason was cut off.
 */
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { parseBraveMarkup } from './brave-markup.js';
import { lazyOpenAi } from './openai-sdk.js';
import { TruncatedStreamError, uniqueUrls, type ProviderAnswer, type SourceAdapter, type SourceOptions } from './types.js';

export function braveAdapter(opts: SourceOptions): SourceAdapter {
  const client = lazyOpenAi(opts, { 'X-Subscription-Token': opts.apiKey });
  return {
    source: 'brave',
    model: opts.model,
    async ask(query, signal): Promise<ProviderAnswer> {
      // enable_citations is Brave's, not OpenAI's: the SDK passes unknown body fields through.
      const params = { model: opts.model, messages: [{ role: 'user' as const, content: query }], stream: true as const, enable_citations: true };
      const stream = await (await client()).chat.completions.create(params, { signal });
      let joined = '';
      let finished = false;
      let usageTokens = 0;
      for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
        const choice = chunk.choices[0];
        joined += choice?.delta?.content ?? '';
        if (choice?.finish_reason) finished = true;
        if (chunk.usage) usageTokens = chunk.usage.total_tokens;
      }
      if (!finished) throw new TruncatedStreamError('The stream ended before a finish_reason');
      const parsed = parseBraveMarkup(joined);
      return { text: parsed.text, citedUrls: uniqueUrls(parsed.citations.map((c) => c.url)), readUrls: [], tokens: parsed.tokens || usageTokens };
    },
  };
}
