/**
 * One local server on 127.0.0.1 that speaks the AI providers' wire formats, so the real SDKs
 * (openai, @anthropic-ai/sdk) reach it over a socket exactly as they reach the providers. Each
 * test scripts it: a function of the request returns an answer (rendered in the format of the
 * endpoint and source asked), a fault, or a raw reply. It is a test tool: nothing in the product
 * falls back to it.
 *
 * Base URLs name the source in the path, so one server plays all four at once:
 * `server.baseUrl('chatgpt')` is `<url>/chatgpt/v1`. Any labels before that (`<url>/r2/chatgpt/v1`)
 * are recorded with each request, so a test can tell two clients apart.
 *
 * ```ts
 * const server = await startProviderServer((req) => req.query.includes('pricing')
 *   ? { answer: { text: 'Acme costs $99.', citations: [{ url: 'https://acme.test/pricing' }] } }
 *   : { fault: 'rate_limited', retryAfterSeconds: 1 });
 * ```
 */
import type { CitationSource } from '@citable/contracts';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  anthropicErrorBody,
  anthropicMessage,
  braveMarkup,
  chatCompletion,
  chatCompletionChunks,
  openAiErrorBody,
  openAiResponse,
  openAiResponseEvents,
  perplexityResponse,
  type ScriptedAnswer,
  type SseEvent,
} from './render.js';

export type ProviderEndpoint = 'responses' | 'chat' | 'messages' | 'unknown';

/** The source a base URL plays; `llm` is a plain model (no citations expected). */
export const PROVIDER_TAGS = ['chatgpt', 'claude', 'perplexity', 'brave', 'llm'] as const;
export type ProviderTag = (typeof PROVIDER_TAGS)[number];

/** Each citation source's environment variables: <PREFIX>_API_KEY and <PREFIX>_BASE_URL. */
const SOURCE_ENV_PREFIX: Record<CitationSource, string> = { chatgpt: 'OPENAI', claude: 'ANTHROPIC', perplexity: 'PERPLEXITY', brave: 'BRAVE' };

export interface ProviderRequest {
  method: string;
  path: string;
  endpoint: ProviderEndpoint;
  /** The source named in the path, or null for a bare /v1 base URL. */
  tag: ProviderTag | null;
  /** Path segments before the source and the API version (e.g. ["r2"]). */
  labels: string[];
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  stream: boolean;
  /** The user's text: the Responses `input`, or the last user message. */
  query: string;
  /** The system prompt or instructions, when sent. */
  system: string;
}

export type Fault =
  | { fault: 'unauthorized' }
  | { fault: 'rate_limited'; retryAfterSeconds: number }
  | { fault: 'server_error' }
  /** Never answers (until the server closes). */
  | { fault: 'hang' }
  /** Stops half way: a stream loses its end, a JSON body its second half. */
  | { fault: 'truncated' }
  /** 200 with a body that is not what the format promises (broken JSON, or a broken stream event). */
  | { fault: 'malformed' };

export type ProviderReply = { answer: ScriptedAnswer } | Fault | { status: number; body: unknown; headers?: Record<string, string> };

export type ProviderScript = (req: ProviderRequest) => ProviderReply | Promise<ProviderReply>;

export interface ProviderServerOptions {
  /** Wait this long before answering each request (the bench's provider latency). */
  latencyMs?: number;
}

export interface ProviderServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Base URL for a source's SDK: OpenAI-style ones end in /v1 (Brave's in /res/v1); Anthropic's has none. */
  baseUrl(tag: ProviderTag, ...labels: string[]): string;
  /** The citation sources' settings (README's table) that point `sources` here, each with a test key. */
  sourceEnv(sources: readonly CitationSource[], ...labels: string[]): Record<string, string>;
  requests: ProviderRequest[];
  /** Requests received and not yet answered (a hang stays here), optionally those carrying a label. */
  inFlight(label?: string): number;
  close(): Promise<void>;
}

function endpointOf(path: string): { endpoint: ProviderEndpoint; prefix: string } {
  const known: Array<[RegExp, ProviderEndpoint]> = [
    [/^(.*?)\/(?:res\/)?v1\/responses$/, 'responses'],
    [/^(.*?)\/(?:res\/)?v1\/chat\/completions$/, 'chat'],
    [/^(.*?)\/v1\/messages$/, 'messages'],
  ];
  for (const [re, endpoint] of known) {
    const m = re.exec(path);
    if (m) return { endpoint, prefix: m[1] ?? '' };
  }
  return { endpoint: 'unknown', prefix: path };
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((p) => (typeof p === 'string' ? p : typeof p === 'object' && p && 'text' in p ? String((p as { text: unknown }).text) : '')).join('');
  }
  return '';
}

function queryOf(body: Record<string, unknown>): { query: string; system: string } {
  const system = typeof body['instructions'] === 'string' ? body['instructions'] : textOf(body['system']);
  if (body['input'] !== undefined) {
    const input = body['input'];
    if (typeof input === 'string') return { query: input, system };
    if (Array.isArray(input)) return { query: textOf((input.at(-1) as { content?: unknown } | undefined)?.content), system };
  }
  const messages = Array.isArray(body['messages']) ? (body['messages'] as Array<{ role?: string; content?: unknown }>) : [];
  const sys = messages.find((m) => m.role === 'system');
  const user = [...messages].reverse().find((m) => m.role === 'user');
  return { query: textOf(user?.content), system: system || textOf(sys?.content) };
}

function parseRequest(method: string, rawPath: string, headers: IncomingHttpHeaders, raw: string): ProviderRequest {
  const path = rawPath.split('?')[0] ?? rawPath;
  const { endpoint, prefix } = endpointOf(path);
  const segments = prefix.split('/').filter(Boolean);
  const last = segments.at(-1);
  const tag = (PROVIDER_TAGS as readonly string[]).includes(last ?? '') ? (last as ProviderTag) : null;
  const labels = tag ? segments.slice(0, -1) : segments;
  let body: Record<string, unknown> = {};
  try {
    body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    body = { unparsed: raw };
  }
  return { method, path, endpoint, tag, labels, headers, body, stream: body['stream'] === true, ...queryOf(body) };
}

const sseText = (events: SseEvent[]) =>
  events.map((e) => `${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`).join('');

/** The body of an answer, in the format of the endpoint and source asked. */
function render(req: ProviderRequest, answer: ScriptedAnswer): { json: unknown } | { sse: SseEvent[] } {
  const model = typeof req.body['model'] === 'string' ? req.body['model'] : String(req.body['preset'] ?? 'test-model');
  switch (req.endpoint) {
    case 'responses':
      if (req.tag === 'perplexity') return { json: perplexityResponse(model, req.query, answer) };
      return req.stream ? { sse: openAiResponseEvents(model, req.query, answer) } : { json: openAiResponse(model, req.query, answer) };
    case 'chat': {
      // Brave marks citations up in the text, and only when asked to (and streaming).
      const content = req.tag === 'brave' && req.body['enable_citations'] === true ? braveMarkup(answer) : answer.text;
      return req.stream ? { sse: chatCompletionChunks(model, content) } : { json: chatCompletion(model, content, answer) };
    }
    case 'messages':
      return { json: anthropicMessage(model, req.query, answer) };
    default:
      return { json: { error: { message: `No endpoint at ${req.path}` } } };
  }
}

function errorFor(req: ProviderRequest, status: number, message: string): unknown {
  return req.endpoint === 'messages' ? anthropicErrorBody(status, message) : openAiErrorBody(status, message);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Half a body, then the connection drops: the client sees the end of its stream too early. */
function sendTruncated(res: ServerResponse, req: ProviderRequest, answer: ScriptedAnswer): void {
  const body = render(req, answer);
  if ('sse' in body) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const text = sseText(body.sse);
    res.write(text.slice(0, Math.floor(text.length / 2)));
  } else {
    const text = JSON.stringify(body.json);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
    res.write(text.slice(0, Math.floor(text.length / 2)));
  }
  setTimeout(() => res.socket?.destroy(), 20);
}

function sendMalformed(res: ServerResponse, req: ProviderRequest): void {
  if (req.stream) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(`${req.endpoint === 'responses' ? 'event: response.created\n' : ''}data: {"id": "broken", "choices": [\n\n`);
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"id": "broken", "output": [');
}

const FALLBACK_ANSWER: ScriptedAnswer = { text: 'An answer that a fault cut short, about widgets and how to choose them.' };

export async function startProviderServer(script: ProviderScript, options: ProviderServerOptions = {}): Promise<ProviderServer> {
  const requests: ProviderRequest[] = [];
  const open = new Map<ProviderRequest, true>();
  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const req = parseRequest(incoming.method ?? '', incoming.url ?? '', incoming.headers, Buffer.concat(chunks).toString('utf8'));
      requests.push(req);
      open.set(req, true);
      res.on('close', () => open.delete(req));
      void (async () => {
        if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
        const reply = await script(req);
        if ('answer' in reply) {
          const body = render(req, reply.answer);
          if ('sse' in body) {
            res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
            res.end(sseText(body.sse));
          } else sendJson(res, 200, body.json);
          return;
        }
        if ('status' in reply) return sendJson(res, reply.status, reply.body, reply.headers);
        switch (reply.fault) {
          case 'unauthorized':
            return sendJson(res, 401, errorFor(req, 401, 'Invalid API key provided.'));
          case 'rate_limited':
            return sendJson(res, 429, errorFor(req, 429, 'Rate limit reached; retry later.'), { 'retry-after': String(reply.retryAfterSeconds) });
          case 'server_error':
            return sendJson(res, 500, errorFor(req, 500, 'The server had an error while processing your request.'));
          case 'hang':
            return; // never answered; close() ends it
          case 'truncated':
            return sendTruncated(res, req, FALLBACK_ANSWER);
          case 'malformed':
            return sendMalformed(res, req);
        }
      })().catch((err: unknown) => sendJson(res, 500, { error: { message: `test script failed: ${(err as Error).message}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const baseUrl = (tag: ProviderTag, ...labels: string[]) => {
    const base = [url, ...labels, tag].join('/');
    if (tag === 'claude') return base;
    return tag === 'brave' ? `${base}/res/v1` : `${base}/v1`;
  };
  return {
    url,
    baseUrl,
    sourceEnv: (sources, ...labels) =>
      Object.fromEntries(
        sources.flatMap((source) => [
          [`${SOURCE_ENV_PREFIX[source]}_API_KEY`, `test-${source}-key`],
          [`${SOURCE_ENV_PREFIX[source]}_BASE_URL`, baseUrl(source, ...labels)],
        ]),
      ),
    requests,
    inFlight: (label) => [...open.keys()].filter((r) => label === undefined || r.labels.includes(label)).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
