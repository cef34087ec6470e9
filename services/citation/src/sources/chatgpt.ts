/**
 * ChatGPT: the OpenAI Responses API with the hosted web search tool, streamed. The text arrives
 * in `response.output_text.delta` events and each citation in `response.output_text.annotation.added`
 * (a `url_citation`); `response.completed` carries the whole response, whose message annotations
 * are the authority and whose web_search_call items list the sources searched (asked for with
 * `include: ['web_search_call.action.sources']`): read, and cited or not. A stream that ends
 * without `response.completed` was cut off.
 */
import type { Response, ResponseStreamEvent } from 'openai/resources/responses/responses';
import { lazyOpenAi } from './openai-sdk.js';
import { MalformedAnswerError, notCited, TruncatedStreamError, uniqueUrls, type ProviderAnswer, type SourceAdapter, type SourceOptions } from './types.js';

interface UrlCitation {
  type: string;
  url?: string;
}

/** Text, url_citation URLs and searched sources of a (Responses-format) response's output. */
export function readResponseOutput(output: readonly unknown[]): { text: string; cited: string[]; searched: string[] } {
  let text = '';
  const cited: string[] = [];
  const searched: string[] = [];
  for (const raw of output) {
    const item = raw as { type?: string; content?: unknown[]; action?: { sources?: Array<{ url?: string }> } };
    if (item.type === 'message') {
      for (const part of item.content ?? []) {
        const p = part as { type?: string; text?: string; annotations?: UrlCitation[] };
        if (p.type !== 'output_text') continue;
        text += p.text ?? '';
        for (const a of p.annotations ?? []) if (a.type === 'url_citation' && a.url) cited.push(a.url);
      }
    } else if (item.type === 'web_search_call') {
      for (const s of item.action?.sources ?? []) if (s.url) searched.push(s.url);
    }
  }
  return { text, cited, searched };
}

export function chatgptAdapter(opts: SourceOptions): SourceAdapter {
  const client = lazyOpenAi(opts);
  return {
    source: 'chatgpt',
    model: opts.model,
    async ask(query, signal): Promise<ProviderAnswer> {
      const stream = await (await client()).responses.create(
        { model: opts.model, input: query, tools: [{ type: 'web_search' }], include: ['web_search_call.action.sources'], stream: true },
        { signal },
      );
      let final: Response | null = null;
      let streamedText = '';
      const streamedCitations: string[] = [];
      for await (const event of stream as AsyncIterable<ResponseStreamEvent>) {
        switch (event.type) {
          case 'response.output_text.delta':
            streamedText += event.delta;
            break;
          case 'response.output_text.annotation.added': {
            const a = event.annotation as UrlCitation;
            if (a.type === 'url_citation' && a.url) streamedCitations.push(a.url);
            break;
          }
          case 'response.completed':
            final = event.response;
            break;
          case 'response.failed':
            throw Object.assign(new Error(event.response.error?.message ?? 'The response failed'), { status: 500 });
          case 'error':
            throw Object.assign(new Error(event.message), { status: 500 });
          default:
            break;
        }
      }
      if (!final) throw new TruncatedStreamError('The stream ended before response.completed');
      if (!Array.isArray(final.output)) throw new MalformedAnswerError('response.completed carried no output list');
      const out = readResponseOutput(final.output);
      const citedUrls = uniqueUrls(out.cited.length ? out.cited : streamedCitations);
      return { text: out.text || streamedText, citedUrls, readUrls: notCited(out.searched, citedUrls), tokens: final.usage?.total_tokens ?? 0 };
    },
  };
}
