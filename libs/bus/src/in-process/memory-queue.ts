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
  /** id -> when it may be used again; insertion order is expiry order, as the window is fixed. */
  readonly #seen = new Map<string, number>();
  /** Jobs delivered and not yet settled, or naked and waiting out their delay: JetStream's ack pending. */
  readonly #unsettled = new Set<StoredJob>();
  #schedule: number[] = [];
  #maxDeliver = 1;
  /** Set by the first work(), as a durable consumer is created by the first consumer. */
  #consumed = false;

  /** Like a consumer update: the settings of the most recent work() apply to every puller. */
  configure(settings: WorkSettings): void {
    this.#schedule = ackWaitSchedule(settings);
    this.#maxDeliver = serverMaxDeliver(settings);
    this.#consumed = true;
  }

  /** The backlog as a JetStream consumer would count it; null before anyone took jobs from the queue. */
  stats(): { pending: number; ackPending: number; redelivered: number } | null {
    if (!this.#consumed) return null;
    // As on the server: a job waiting to be redelivered is still pending acknowledgement, not pending.
    const redelivered = [...this.#unsettled].filter((job) => job.deliveries > 1).length;
    return { pending: this.#fresh.length, ackPending: this.#unsettled.size + this.#redeliver.length, redelivered };
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
    let settled = false;
    this.#unsettled.add(job);
    const expire = (): void => {
      settled = true;
      this.#unsettled.delete(job);
      // Past the server-side limit the job is never delivered again (on NATS it would linger unseen).
      if (job.deliveries < this.#maxDeliver) this.#requeue(job);
    };
    let timer = after(ackWait, expire);
    // A delivery already settled, or whose consumer's connection died, is not heard.
    const live = (): boolean => !settled && !signal.aborted;
    const settle = (): void => {
      settled = true;
      clearTimeout(timer);
      this.#unsettled.delete(job);
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
          // Still the consumer's until it comes back, as on the server.
          this.#unsettled.add(job);
          after(delayMs, () => {
            this.#unsettled.delete(job);
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
