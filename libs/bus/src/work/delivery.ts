/**
 * One delivery of a job, as a transport hands it to the worker: the in-process queue and a
 * JetStream message both look like this, so the same worker code runs on both.
 * Its methods never throw: once the connection is gone they do nothing, as the server would never
 * hear them, and the job comes back after its ack wait.
 */
export interface Delivery {
  /** The id given at enqueue (the de-duplication key). */
  readonly id: string;
  /** The encoded job data (see codec.ts). */
  readonly payload: string;
  /** 1 on first delivery. */
  readonly deliveryCount: number;
  ack(): void;
  /** Hand the job back, to be redelivered after `delayMs`. */
  nak(delayMs: number): void;
  /** Remove the job for good; resolves once the server has taken that in. */
  term(): Promise<void>;
  /** Restart the ack wait. */
  working(): void;
}

/** Where a work subscription's slots get deliveries from. */
export interface JobSource {
  /** The next delivery, or null when none came in time (the slot asks again). */
  next(): Promise<Delivery | null>;
  /** Release slots waiting in next() at once, where the transport can. */
  interrupt(): void;
}
