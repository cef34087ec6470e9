import type { Subscription } from '../bus.js';
import type { BusLogger } from '../logger.js';
import type { Delivery, JobSource } from './delivery.js';

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

/**
 * `concurrency` slots, each pulling one job only when it is free, so no job waits in a local buffer
 * while its ack wait runs out. stop() takes no new jobs, hands back any that arrive meanwhile, and
 * resolves once the running ones finish.
 */
export function runWorkers(opts: WorkersOptions): Subscription {
  let stopping = false;
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
      await opts.run(delivery);
    }
  };
  const done = Promise.all(Array.from({ length: opts.concurrency }, slot));

  return {
    async stop() {
      stopping = true;
      opts.source.interrupt();
      await done;
      opts.signal.removeEventListener('abort', interrupt);
    },
  };
}
