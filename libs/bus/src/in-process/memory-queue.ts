import type { QueueStatus } from '@citable/contracts';
import type { Delivery } from '../work/delivery.js';
import { ackWaitFor, ackWaitSchedule, DEDUP_WINDOW_MS, serverMaxDeliver, type WorkSettings } from '../work/settings.js';

interface StoredJob {
  readonly id: string;
  readonly payload: string;
  deliveries: number;
}

interface Pull {
  readonly owner: object;
  readonly signal: AbortSignal;
  readonly resolve: (delivery: Delivery | null) => void;
}

/**
 * One work queue held in memory, behaving like a JetStream work-queue stream with one durable
 * pull consumer: each job goes to one puller, comes back when nacked or when its ack wait runs
 * out, stops coming back after the server-side delivery limit, and a repeated id within the
 * de-duplication window is dropped. Redeliveries go before new jobs, as on the server.
 */
export class MemoryQueue {
  readonly #fresh: StoredJob[] = [];
  readonly #redeliver: StoredJob[] = [];
  readonly #pulls: Pull[] = [];
  /** Delivered and not settled yet (JetStream's ack pending). */
  readonly #inFlight = new Set<StoredJob>();
  /** Nacked with a delay, waiting to go back in line. */
  readonly #delayed = new Set<StoredJob>();
  #configured = false;
  /** id -> when it may be used again; insertion order is expiry order, as the window is fixed. */
  readonly #seen = new Map<string, number>();
  #schedule: number[] = [];
  #maxDeliver = 1;

  /** Like a consumer update: the settings of the most recent work() apply to every puller. */
  configure(settings: WorkSettings): void {
    this.#schedule = ackWaitSchedule(settings);
    this.#maxDeliver = serverMaxDeliver(settings);
    this.#configured = true;
  }

  /**
   * The counters JetStream's consumer info gives, counted the way the server counts them: a job
   * waiting to be delivered again is still pending acknowledgement, and it counts as redelivered
   * once it has gone out a second time.
   */
  status(queue: string): QueueStatus {
    const unacked = [...this.#inFlight, ...this.#redeliver, ...this.#delayed];
    return {
      queue,
      stream: null,
      consumer: null,
      consumer_exists: this.#configured,
      pending: this.#fresh.length,
      ack_pending: unacked.length,
      redelivered: unacked.filter((job) => job.deliveries > 1).length,
    };
  }

  enqueue(id: string, payload: string): { duplicate: boolean } {
    const now = Date.now();
    for (const [seenId, until] of this.#seen) {
      if (until > now) break;
      this.#seen.delete(seenId);
    }
    if (this.#seen.has(id)) return { duplicate: true };
    this.#seen.set(id, now + DEDUP_WINDOW_MS);
    this.#fresh.push({ id, payload, deliveries: 0 });
    this.#dispatch();
    return { duplicate: false };
  }

  /** The next job for `owner`, or null when `release(owner)` is called first. */
  pull(owner: object, signal: AbortSignal): Promise<Delivery | null> {
    return new Promise((resolve) => {
      this.#pulls.push({ owner, signal, resolve });
      this.#dispatch();
    });
  }

  release(owner: object): void {
    for (let i = this.#pulls.length - 1; i >= 0; i--) {
      const pull = this.#pulls[i];
      if (pull?.owner === owner) {
        this.#pulls.splice(i, 1);
        pull.resolve(null);
      }
    }
  }

  #dispatch(): void {
    while (this.#pulls.length > 0) {
      const job = this.#redeliver.shift() ?? this.#fresh.shift();
      if (!job) return;
      const pull = this.#pulls.shift() as Pull;
      pull.resolve(this.#deliver(job, pull.signal));
    }
  }

  #deliver(job: StoredJob, signal: AbortSignal): Delivery {
    job.deliveries += 1;
    const deliveryCount = job.deliveries;
    const ackWait = ackWaitFor(this.#schedule, deliveryCount);
    this.#inFlight.add(job);
    let settled = false;
    const expire = (): void => {
      settled = true;
      this.#inFlight.delete(job);
      // Past the server-side limit the job is never delivered again (on NATS it would linger unseen).
      if (job.deliveries < this.#maxDeliver) this.#requeue(job);
    };
    let timer = after(ackWait, expire);
    // A delivery already settled, or whose consumer's connection died, is not heard.
    const live = (): boolean => !settled && !signal.aborted;
    const settle = (): void => {
      settled = true;
      this.#inFlight.delete(job);
      clearTimeout(timer);
    };
    return {
      id: job.id,
      payload: job.payload,
      deliveryCount,
      ack: () => {
        if (live()) settle();
      },
      nak: (delayMs) => {
        if (!live()) return;
        settle();
        if (delayMs > 0) {
          this.#delayed.add(job);
          after(delayMs, () => {
            this.#delayed.delete(job);
            this.#requeue(job);
          });
        } else this.#requeue(job);
      },
      term: async () => {
        if (live()) settle();
      },
      working: () => {
        if (!live()) return;
        clearTimeout(timer);
        timer = after(ackWait, expire);
      },
    };
  }

  #requeue(job: StoredJob): void {
    this.#redeliver.push(job);
    this.#dispatch();
  }
}

/** Unref'd: an idle in-process bus must not keep the process alive. */
function after(ms: number, fn: () => void): NodeJS.Timeout {
  return setTimeout(fn, ms).unref();
}
