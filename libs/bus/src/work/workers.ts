import type { Subscription } from '../bus.js';
import type { BusLogger } from '../logger.js';
import type { Delivery, JobSource } from './delivery.js';
import { handBackable, type HandBackable } from './hand-back.js';

/** After a failed pull (server restarting, consumer being re-created), wait before the next one. */
const PULL_RETRY_MS = 1_000;

export interface WorkersOptions {
  queue: string;
  concurrency: number;
  source: JobSource;
  run: (delivery: Delivery) => Promise<void>;
  /** Aborted when the bus's connection dies: slots leave at once, running handlers are abandoned. */
  signal: AbortSignal;
  logger: BusLogger;
}

/** A work subscription's slots, as the bus holds them. */
export interface WorkerPool extends Subscription {
  /** Take no new jobs from now on (one that arrives meanwhile goes straight back); running ones go on. */
  pause(): void;
  /** Give every running job back to the queue now (redelivered at once); what its handler does later is not heard. */
  handBack(): void;
}

/**
 * `concurrency` slots, each pulling one job only when it is free, so no job waits in a local buffer
 * while its ack wait runs out. stop() takes no new jobs, hands back any that arrive meanwhile, and
 * resolves once the running ones finish.
 */
export function runWorkers(opts: WorkersOptions): WorkerPool {
  let stopping = false;
  const running = new Set<HandBackable>();
  const interrupt = (): void => opts.source.interrupt();
  opts.signal.addEventListener('abort', interrupt, { once: true });
  const gone = (): boolean => stopping || opts.signal.aborted;

  const slot = async (): Promise<void> => {
    while (!gone()) {
      let delivery: Delivery | null;
      try {
        delivery = await opts.source.next();
      } catch (error) {
        if (gone()) return;
        opts.logger.error({ queue: opts.queue, err: error }, 'bus pull failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, PULL_RETRY_MS));
        continue;
      }
      if (!delivery || opts.signal.aborted) continue;
      if (stopping) {
        delivery.nak(0);
        continue;
      }
      const job = handBackable(delivery);
      running.add(job);
      try {
        await opts.run(job.delivery);
      } finally {
        running.delete(job);
      }
    }
  };
  const done = Promise.all(Array.from({ length: opts.concurrency }, slot));

  const pause = (): void => {
    stopping = true;
    opts.source.interrupt();
  };
  return {
    pause,
    handBack() {
      pause();
      for (const job of running) job.handBack();
    },
    async stop() {
      pause();
      await done;
      opts.signal.removeEventListener('abort', interrupt);
    },
  };
}
