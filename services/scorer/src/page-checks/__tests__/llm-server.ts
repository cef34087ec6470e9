/**
 * A local HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions and Anthropic messages
 * wire formats, so the real SDKs can be exercised end to end without a provider.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface Reply {
  status?: number;
  body: unknown;
}

export interface LlmServer {
  /** http://127.0.0.1:PORT, without /v1. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startLlmServer(reply: (req: RecordedRequest) => Reply): Promise<LlmServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} };
      requests.push(recorded);
      const { status = 200, body } = reply(recorded);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/** A chat.completion whose message content is `content`. */
export function openAiCompletion(content: string, model = 'test-model'): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_760_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** A message whose single text block is `text`. */
export function anthropicMessage(text: string, model = 'test-model'): unknown {
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text, citations: null }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

/** The OpenAI-style error body providers send with a non-2xx status. */
export function errorBody(message: string): unknown {
  return { error: { message, type: 'server_error' }, type: 'error' };
}
