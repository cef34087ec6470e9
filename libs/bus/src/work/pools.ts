import type { Subscription } from '../bus.js';
import type { Subscriptions } from '../subscriptions.js';
import type { WorkerPool } from './workers.js';

/** A bus's work subscriptions by queue, so shutdown can reach all of them at once. */
export class WorkerPools {
  readonly #pools = new Map<WorkerPool, string>();

  /** Registers a pool among the bus's subscriptions; stopping it forgets it. */
  add(subscriptions: Subscriptions, pool: WorkerPool, queue: string): Subscription {
    this.#pools.set(pool, queue);
    return subscriptions.add(async () => {
      await pool.stop();
      this.#pools.delete(pool);
    });
  }

  /** The queues this bus takes jobs from, each once. */
  queues(): string[] {
    return [...new Set(this.#pools.values())];
  }

  pauseAll(): void {
    for (const pool of this.#pools.keys()) pool.pause();
  }

  handBackAll(): void {
    for (const pool of this.#pools.keys()) pool.handBack();
  }
}
