/**
 * Scripted answers rendered in each provider's wire format, as the providers document them
 * (../shared/spec/provider-wire-formats.md): OpenAI Responses (JSON and its event stream),
 * Perplexity's Responses-format Agent API (a search_results item and [n] markers, or the retired
 * Sonar top-level citations), OpenAI-compatible chat completions (JSON, or a stream carrying
 * Brave's <citation> and <usage> markup) and Anthropic Messages with web search results.
 */

export interface ScriptedSource {
  url: string;
  title?: string;
}

/** What an assistant answers, independent of how its provider spells it. */
export interface ScriptedAnswer {
  text: string;
  /** URLs the answer cites, in order. */
  citations?: ScriptedSource[];
  /** Search results the assistant read but did not cite (where the wire format can say so). */
  read?: ScriptedSource[];
  tokens?: { input: number; output: number };
  /**
   * Perplexity only. markers: [n] references to the search_results item (the Agent API's
   * default); annotations: url_citation annotations as well; legacy: the retired Sonar format's
   * top-level `citations` and `search_results`.
   */
  perplexityStyle?: 'markers' | 'annotations' | 'legacy';
}

/** One server-sent event: `event:` (when named) and its JSON data, or a raw data line. */
export interface SseEvent {
  event?: string;
  data: unknown;
}

const DEFAULT_TOKENS = { input: 40, output: 120 };
const CREATED = 1_767_000_000;

const titleOf = (s: ScriptedSource, i: number) => s.title ?? `Source ${i + 1}`;
const tokensOf = (a: ScriptedAnswer) => a.tokens ?? DEFAULT_TOKENS;

// ---- OpenAI Responses ----

interface OutputTextPart {
  type: 'output_text';
  text: string;
  annotations: unknown[];
  logprobs: unknown[];
}

/** url_citation annotations: each cites the whole answer, which is what a one-sentence answer does. */
function urlCitations(answer: ScriptedAnswer): unknown[] {
  return (answer.citations ?? []).map((c, i) => ({ type: 'url_citation', url: c.url, title: titleOf(c, i), start_index: 0, end_index: answer.text.length }));
}

function openAiWebSearchCall(query: string, answer: ScriptedAnswer): unknown {
  const sources = [...(answer.citations ?? []), ...(answer.read ?? [])].map((s) => ({ type: 'url', url: s.url }));
  return { type: 'web_search_call', id: 'ws_test', status: 'completed', action: { type: 'search', query, sources } };
}

function responseObject(model: string, output: unknown[], answer: ScriptedAnswer, status = 'completed'): Record<string, unknown> {
  const t = tokensOf(answer);
  return {
    id: 'resp_test',
    object: 'response',
    created_at: CREATED,
    status,
    model,
    output,
    error: null,
    incomplete_details: null,
    instructions: null,
    metadata: {},
    parallel_tool_calls: true,
    temperature: 1,
    top_p: 1,
    tool_choice: 'auto',
    tools: [],
    text: { format: { type: 'text' } },
    usage: {
      input_tokens: t.input,
      output_tokens: t.output,
      total_tokens: t.input + t.output,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 0 },
    },
  };
}

function messageItem(part: OutputTextPart): unknown {
  return { type: 'message', id: 'msg_test', status: 'completed', role: 'assistant', content: [part] };
}

/** OpenAI's Responses answer: a web_search_call item, then the message with url_citation annotations. */
export function openAiResponse(model: string, query: string, answer: ScriptedAnswer): Record<string, unknown> {
  const part: OutputTextPart = { type: 'output_text', text: answer.text, annotations: urlCitations(answer), logprobs: [] };
  return responseObject(model, [openAiWebSearchCall(query, answer), messageItem(part)], answer);
}

/** The same answer as the Responses event stream, the text in small deltas, each annotation announced after it. */
export function openAiResponseEvents(model: string, query: string, answer: ScriptedAnswer, chunkChars = 12): SseEvent[] {
  const events: Array<Record<string, unknown>> = [];
  const final = openAiResponse(model, query, answer);
  const search = openAiWebSearchCall(query, answer);
  events.push({ type: 'response.created', response: { ...final, status: 'in_progress', output: [], usage: null } });
  events.push({ type: 'response.in_progress', response: { ...final, status: 'in_progress', output: [], usage: null } });
  events.push({ type: 'response.output_item.added', output_index: 0, item: { ...(search as object), status: 'in_progress' } });
  events.push({ type: 'response.web_search_call.completed', output_index: 0, item_id: 'ws_test' });
  events.push({ type: 'response.output_item.done', output_index: 0, item: search });
  events.push({ type: 'response.output_item.added', output_index: 1, item: { type: 'message', id: 'msg_test', status: 'in_progress', role: 'assistant', content: [] } });
  events.push({ type: 'response.content_part.added', output_index: 1, item_id: 'msg_test', content_index: 0, part: { type: 'output_text', text: '', annotations: [] } });
  for (let i = 0; i < answer.text.length; i += chunkChars) {
    events.push({ type: 'response.output_text.delta', output_index: 1, item_id: 'msg_test', content_index: 0, delta: answer.text.slice(i, i + chunkChars), logprobs: [] });
  }
  urlCitations(answer).forEach((annotation, annotation_index) =>
    events.push({ type: 'response.output_text.annotation.added', output_index: 1, item_id: 'msg_test', content_index: 0, annotation_index, annotation }),
  );
  events.push({ type: 'response.output_text.done', output_index: 1, item_id: 'msg_test', content_index: 0, text: answer.text, logprobs: [] });
  events.push({ type: 'response.output_item.done', output_index: 1, item: (final['output'] as unknown[])[1] });
  events.push({ type: 'response.completed', response: final });
  return events.map((e, sequence_number) => ({ event: e['type'] as string, data: { ...e, sequence_number } }));
}

// ---- Perplexity (Agent API, Responses format) ----

/**
 * The Agent API: a search_results item (ids 1..n, cited sources first) before the message, whose
 * text carries [n] markers. The retired Sonar format puts `citations` and `search_results` at the
 * top level instead.
 */
export function perplexityResponse(model: string, query: string, answer: ScriptedAnswer): Record<string, unknown> {
  const style = answer.perplexityStyle ?? 'markers';
  const cited = answer.citations ?? [];
  const all = [...cited, ...(answer.read ?? [])];
  const markers = cited.map((_, i) => `[${i + 1}]`).join('');
  const text = markers ? `${answer.text} ${markers}` : answer.text;
  const annotations = style === 'annotations' ? urlCitations({ ...answer, text }) : [];
  const message = messageItem({ type: 'output_text', text, annotations, logprobs: [] });
  if (style === 'legacy') {
    return {
      ...responseObject(model, [message], answer),
      citations: cited.map((c) => c.url),
      search_results: all.map((s, i) => ({ title: titleOf(s, i), url: s.url, date: null })),
    };
  }
  const results = all.map((s, i) => ({ id: i + 1, url: s.url, title: titleOf(s, i), snippet: `About ${titleOf(s, i)}.`, date: null, last_updated: null, source: 'web' }));
  const searchItem = { type: 'search_results', queries: [query], results };
  return responseObject(model, all.length ? [searchItem, message] : [message], answer);
}

// ---- OpenAI-compatible chat completions (and Brave's markup) ----

/** Brave's streamed markup: a <citation> JSON after the sentence it supports, then <usage>. */
export function braveMarkup(answer: ScriptedAnswer): string {
  let out = answer.text;
  (answer.citations ?? []).forEach((c, i) => {
    const tag = { start_index: 0, end_index: answer.text.length, number: i + 1, url: c.url, favicon: `${new URL(c.url).origin}/favicon.ico`, snippet: `From ${titleOf(c, i)}.` };
    out += `<citation>${JSON.stringify(tag)}</citation>`;
  });
  const t = tokensOf(answer);
  out += `<usage>${JSON.stringify({ 'X-Request-Requests': 1, 'X-Request-Queries': 1, 'X-Request-Tokens-In': t.input, 'X-Request-Tokens-Out': t.output, 'X-Request-Total-Cost': 0.004 })}</usage>`;
  return out;
}

export function chatCompletion(model: string, content: string, answer: ScriptedAnswer): Record<string, unknown> {
  const t = tokensOf(answer);
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: CREATED,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: t.input, completion_tokens: t.output, total_tokens: t.input + t.output },
  };
}

/** A chat-completion stream of `content` in small chunks (tags split across them), then [DONE]. */
export function chatCompletionChunks(model: string, content: string, chunkChars = 9): SseEvent[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
    data: { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: CREATED, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] },
  });
  const events: SseEvent[] = [chunk({ role: 'assistant', content: '' }, null)];
  for (let i = 0; i < content.length; i += chunkChars) events.push(chunk({ content: content.slice(i, i + chunkChars) }, null));
  events.push(chunk({}, 'stop'));
  events.push({ data: '[DONE]' });
  return events;
}

// ---- Anthropic Messages with the web search tool ----

/**
 * A Messages answer: the server_tool_use block (the search), the web_search_tool_result block
 * listing every result read, then text blocks, each cited claim with a web_search_result_location.
 * Without sources it is a plain text answer.
 */
export function anthropicMessage(model: string, query: string, answer: ScriptedAnswer): Record<string, unknown> {
  const cited = answer.citations ?? [];
  const all = [...cited, ...(answer.read ?? [])];
  const t = tokensOf(answer);
  const content: unknown[] = [];
  if (all.length) {
    content.push({ type: 'server_tool_use', id: 'srvtoolu_test', name: 'web_search', input: { query } });
    content.push({
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_test',
      content: all.map((s, i) => ({ type: 'web_search_result', url: s.url, title: titleOf(s, i), encrypted_content: `enc-${i}`, page_age: null })),
    });
  }
  content.push({ type: 'text', text: answer.text, citations: null });
  cited.forEach((c, i) =>
    content.push({
      type: 'text',
      text: ` (${titleOf(c, i)})`,
      citations: [{ type: 'web_search_result_location', url: c.url, title: titleOf(c, i), cited_text: answer.text.slice(0, 80), encrypted_index: `idx-${i}` }],
    }),
  );
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: t.input, output_tokens: t.output, server_tool_use: { web_search_requests: all.length ? 1 : 0, web_fetch_requests: 0 } },
  };
}

// ---- Errors, as each provider sends them ----

export function openAiErrorBody(status: number, message: string): unknown {
  const type = status === 401 ? 'invalid_request_error' : status === 429 ? 'rate_limit_exceeded' : 'server_error';
  return { error: { message, type, code: status === 401 ? 'invalid_api_key' : null, param: null } };
}

export function anthropicErrorBody(status: number, message: string): unknown {
  const type = status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : 'api_error';
  return { type: 'error', error: { type, message } };
}
