/** How event and request handlers are called, the same on both transports. */
import { decode, encodeAnswer, encodeFailure } from './codec.js';
import type { BusLogger } from './logger.js';

/** Runs an event handler; its failure can only be logged, as events are not redelivered. */
export async function handleEvent<T>(
  subject: string,
  payload: string,
  handler: (data: T) => void | Promise<void>,
  logger: BusLogger,
): Promise<void> {
  try {
    await handler(decode(payload) as T);
  } catch (error) {
    logger.error({ subject, err: error }, 'bus event handler failed');
  }
}

/** Runs a responder and returns the reply text: its answer, or the error it threw. Never throws. */
export async function answerRequest<Req, Res>(payload: string, handler: (data: Req) => Promise<Res>): Promise<string> {
  try {
    return encodeAnswer(await handler(decode(payload) as Req));
  } catch (error) {
    return encodeFailure(error);
  }
}
