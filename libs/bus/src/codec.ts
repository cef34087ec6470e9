/**
 * Wire format shared by both implementations. The in-process bus encodes too, so a payload that
 * would not survive NATS (a Date, a Map, a class instance) fails the same way in both modes.
 */
import { RemoteError } from './bus.js';

/** JSON text; `undefined` travels as the empty payload. */
export function encode(data: unknown): string {
  return JSON.stringify(data) ?? '';
}

/** Throws SyntaxError on a payload that is not JSON. */
export function decode(text: string): unknown {
  return text === '' ? undefined : JSON.parse(text);
}

interface WireError {
  message: string;
  code?: string;
  status?: number;
}

type Reply = { ok: true; data?: unknown } | { ok: false; error: WireError };

export function encodeAnswer(data: unknown): string {
  return JSON.stringify({ ok: true, data } satisfies Reply);
}

/** Keeps what a requester can act on (message, code, HTTP-like status), never the stack. */
export function encodeFailure(error: unknown): string {
  const wire: WireError = { message: error instanceof Error ? error.message : String(error) };
  if (typeof error === 'object' && error !== null) {
    const { code, status, statusCode } = error as { code?: unknown; status?: unknown; statusCode?: unknown };
    if (typeof code === 'string') wire.code = code;
    if (typeof status === 'number') wire.status = status;
    else if (typeof statusCode === 'number') wire.status = statusCode;
  }
  return JSON.stringify({ ok: false, error: wire } satisfies Reply);
}

/** The answer's data, or the responder's error thrown as RemoteError. */
export function decodeReply(subject: string, text: string): unknown {
  const reply = JSON.parse(text) as Reply;
  if (reply.ok) return reply.data;
  throw new RemoteError(subject, reply.error.message, reply.error.code, reply.error.status);
}
