import { GiveUpError, type DeadLetterHandler, type Job, type JobHandler } from '../bus.js';
import { decode } from '../codec.js';
import type { BusLogger } from '../logger.js';
import type { Delivery } from './delivery.js';
import { failureOutcome } from './outcome.js';
import type { WorkSettings } from './settings.js';

export interface JobContext<T> {
  queue: string;
  settings: WorkSettings;
  handler: JobHandler<T>;
  onDeadLetter: DeadLetterHandler<T> | undefined;
  logger: BusLogger;
  /** Aborted when the bus's connection dies: the job is then left for the server to redeliver. */
  signal: AbortSignal;
}

/** Runs one delivery to its end (ack, nak or drop); never throws. */
export async function runJob<T>(delivery: Delivery, ctx: JobContext<T>): Promise<void> {
  let data: T;
  try {
    data = decode(delivery.payload) as T;
  } catch (error) {
    const job: Job<T> = { id: delivery.id, data: undefined as T, deliveryCount: delivery.deliveryCount, working: () => delivery.working() };
    await deadLetter(delivery, job, new GiveUpError(`Job payload is not JSON: ${(error as Error).message}`), ctx);
    return;
  }
  const job: Job<T> = { id: delivery.id, data, deliveryCount: delivery.deliveryCount, working: () => delivery.working() };

  if (delivery.deliveryCount > ctx.settings.maxDeliver) {
    const lost = new Error(
      `Job ${job.id} on "${ctx.queue}" reached its limit of ${ctx.settings.maxDeliver} deliveries: the last attempt was never acknowledged (its consumer died or stalled).`,
    );
    await deadLetter(delivery, job, lost, ctx);
    return;
  }

  const outcome = await runHandler(delivery, job, ctx);
  if (ctx.signal.aborted) return;
  if (outcome.ok) {
    delivery.ack();
    return;
  }
  const failure = failureOutcome(outcome.error, delivery.deliveryCount, ctx.settings);
  if (failure.kind === 'retry') delivery.nak(failure.delayMs);
  else await deadLetter(delivery, job, outcome.error, ctx);
}

/** Runs the handler while a heartbeat keeps the job from being redelivered under it. */
async function runHandler<T>(delivery: Delivery, job: Job<T>, ctx: JobContext<T>): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const heartbeat = setInterval(() => delivery.working(), Math.floor(ctx.settings.ackWaitMs / 3));
  const stopHeartbeat = (): void => clearInterval(heartbeat);
  // A crashed bus stops beating at once, even if the handler never returns.
  ctx.signal.addEventListener('abort', stopHeartbeat, { once: true });
  try {
    await ctx.handler(job);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    stopHeartbeat();
    ctx.signal.removeEventListener('abort', stopHeartbeat);
  }
}

/** Drops the job first, so onDeadLetter runs only for a job that will not come back. */
async function deadLetter<T>(delivery: Delivery, job: Job<T>, error: unknown, ctx: JobContext<T>): Promise<void> {
  await delivery.term();
  ctx.logger.warn({ queue: ctx.queue, jobId: job.id, deliveryCount: job.deliveryCount, err: error }, 'bus job dropped');
  if (!ctx.onDeadLetter) return;
  try {
    await ctx.onDeadLetter(job, error);
  } catch (callbackError) {
    ctx.logger.error({ queue: ctx.queue, jobId: job.id, err: callbackError }, 'bus onDeadLetter handler failed');
  }
}
