/**
 * Claude: Anthropic Messages with the `web_search_20250305` server tool (web search must be
 * enabled for the organisation; the OpenAI-compatibility layer has no citations, so it is not
 * used). The `web_search_tool_result` blocks list the results read; `text` blocks carry
 * `web_search_result_location` citations, the URLs cited. A turn the server paused
 * (stop_reason `pause_turn`, a long search) is continued, a bounded number of times.
 */
import type Anthropic from '@anthropic-ai/sdk';
import type { ContentBlock, Message, MessageParam } from '@anthropic-ai/sdk/resources/messages/messages';
import { lazily, sdkOptions } from '@citable/llm';
import { SOURCE_SDK_OPTIONS } from './openai-sdk.js';
import { MalformedAnswerError, notCited, uniqueUrls, type ProviderAnswer, type SourceAdapter, type SourceOptions } from './types.js';

const MAX_TOKENS = 2_048;
const MAX_SEARCHES = 5;
const MAX_CONTINUATIONS = 2;

/** Text, cited URLs and results read, from a Messages answer's content blocks. */
export function readClaudeContent(content: readonly ContentBlock[]): { text: string; cited: string[]; read: string[] } {
  let text = '';
  const cited: string[] = [];
  const read: string[] = [];
  for (const block of content) {
    if (block.type === 'text') {
      text += block.text;
      for (const c of block.citations ?? []) if (c.type === 'web_search_result_location') cited.push(c.url);
    } else if (block.type === 'web_search_tool_result' && Array.isArray(block.content)) {
      for (const r of block.content) if (r.type === 'web_search_result') read.push(r.url);
    }
  }
  return { text: text.trim(), cited, read };
}

export function claudeAdapter(opts: SourceOptions): SourceAdapter {
  const connect = lazily<Anthropic>(async () => new (await import('@anthropic-ai/sdk')).default({ ...sdkOptions(opts), ...SOURCE_SDK_OPTIONS }));
  return {
    source: 'claude',
    model: opts.model,
    async ask(query, signal): Promise<ProviderAnswer> {
      const sdk = await connect();
      const messages: MessageParam[] = [{ role: 'user', content: query }];
      const content: ContentBlock[] = [];
      let tokens = 0;
      for (let turn = 0; turn <= MAX_CONTINUATIONS; turn++) {
        const message: Message = await sdk.messages.create(
          { model: opts.model, max_tokens: MAX_TOKENS, messages, tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: MAX_SEARCHES }] },
          { signal },
        );
        if (!Array.isArray(message.content)) throw new MalformedAnswerError('The message has no content list');
        content.push(...message.content);
        tokens += (message.usage?.input_tokens ?? 0) + (message.usage?.output_tokens ?? 0);
        if (message.stop_reason !== 'pause_turn') break;
        messages.push({ role: 'assistant', content: message.content as MessageParam['content'] });
      }
      const out = readClaudeContent(content);
      const citedUrls = uniqueUrls(out.cited);
      return { text: out.text, citedUrls, readUrls: notCited(out.read, citedUrls), tokens };
    },
  };
}
