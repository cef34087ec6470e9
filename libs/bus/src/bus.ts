/**
 * The messaging interface every service uses. Two implementations share it and one contract
 * test suite: NATS JetStream (distributed) and in-process (the embedded default).
 *
 * Three shapes of traffic:
 * - work queues: durable jobs, each delivered to one consumer of a queue, acked when done,
 *   redelivered when the consumer dies or asks to retry, dropped after `maxDeliver` attempts;
 * - events: fan-out to every subscriber (or to one member of each queue group);
 * - request/reply: a question that wants an answer now, answered by one member of a group.
 */
import type { QueueStatus } from '@citable/contracts';

/** How a work-queue handler ended; the bus turns it into ack / nak / term. */
export class RetryLaterError extends Error {
  constructor(message: string, readonly delayMs = 1_000) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/** A job that can never succeed (bad payload, deleted audit): acknowledged-and-dropped, never retried. */
export class GiveUpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GiveUpError';
  }
}

export class NoResponderError extends Error {
  constructor(readonly subject: string) {
    super(`No service answers "${subject}": start the service that handles it, or check NATS_URL and the namespace.`);
    this.name = 'NoResponderError';
  }
}

export class RequestTimeoutError extends Error {
  constructor(readonly subject: string, readonly timeoutMs: number) {
    super(`No answer to "${subject}" within ${timeoutMs} ms.`);
    this.name = 'RequestTimeoutError';
  }
}

/** The bus's server cannot be used (unreachable, refused us, or lacks JetStream); the message says how to fix it. */
export class BusUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BusUnavailableError';
  }
}

export interface Job<T = unknown> {
  /** De-duplication key given at publish time (or one made by the bus). */
  readonly id: string;
  readonly data: T;
  /** 1 on first delivery. */
  readonly deliveryCount: number;
  /**
   * Tell the bus the job is still in progress, so it is not redelivered while a long crawl runs.
   * The bus already does this every `ackWaitMs / 3` while the handler runs; call it yourself right
   * after work that blocks the event loop, which delays that timer.
   */
  working(): void;
}

export interface WorkQueueOptions {
  /** Jobs handled at once by this consumer. Default 1. */
  concurrency?: number;
  /**
   * A delivered job not acked within this time is redelivered. The bus keeps a running handler's job
   * alive, so this is how long a job waits after its consumer died. Later attempts wait longer
   * (backoff: x2, x4, x8). Default 30 000.
   */
  ackWaitMs?: number;
  /** Deliveries before the job is given up. Every delivery counts, RetryLaterError ones too. Default 5. */
  maxDeliver?: number;
  /** Delay before a failed job (plain Error) is first redelivered, doubled at each later delivery (at most 60 s). Default 1 000. */
  retryDelayMs?: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** Called when a job reaches its delivery limit or throws GiveUpError, after it is dropped. */
export type DeadLetterHandler<T> = (job: Job<T>, error: unknown) => void | Promise<void>;

/** How far behind a work queue is, as the server counts it (one shared consumer: the same for every replica). */
export interface Subscription {
  /** Stop receiving; in-flight handlers finish first. */
  stop(): Promise<void>;
}

export interface Bus {
  /** Queue a job. A second publish with the same `id` within the de-duplication window is dropped. */
  enqueue<T>(queue: string, data: T, opts?: { id?: string }): Promise<{ duplicate: boolean }>;
  /** Take jobs from a queue; consumers of the same queue (in any process) share its jobs. */
  work<T>(
    queue: string,
    handler: JobHandler<T>,
    opts?: WorkQueueOptions & { onDeadLetter?: DeadLetterHandler<T> },
  ): Promise<Subscription>;

  /**
   * What a work queue holds right now: jobs waiting, delivered and not yet acknowledged, and of
   * those the ones delivered more than once. Read from the server, so replicas in every process count.
   */
  queueStatus(queue: string): Promise<QueueStatus>;

  /** Fan an event out to every subscriber of `subject`. */
  publish<T>(subject: string, data: T): Promise<void>;
  /** Subscribe to events; with `group`, one member of the group gets each event. */
  subscribe<T>(subject: string, handler: (data: T) => void | Promise<void>, opts?: { group?: string }): Promise<Subscription>;

  /** Ask one responder of `subject`; fails fast with NoResponderError, or RequestTimeoutError (default 5 000 ms). */
  request<Req, Res>(subject: string, data: Req, opts?: { timeoutMs?: number }): Promise<Res>;
  /** Answer requests on `subject`; responders in the same group share them. A thrown error reaches the requester. */
  respond<Req, Res>(subject: string, handler: (data: Req) => Promise<Res>, opts?: { group?: string }): Promise<Subscription>;

  /** The work queues this bus takes jobs from (each work() call's queue): what its process reports backlogs of. */
  workedQueues(): readonly string[];

  /**
   * First step of a shutdown: every work subscription stops taking jobs now (one that arrives
   * meanwhile goes straight back); running handlers go on, and close() still waits for them.
   */
  stopTakingJobs(): void;

  /** Stop every subscription (in-flight handlers finish first), then drain and close. */
  close(): Promise<void>;

  /**
   * A shutdown out of time: give every running job back to its queue now, to be redelivered at
   * once to another consumer rather than after its ack wait, then drop the connection as crash()
   * does. Handlers still running are no longer heard.
   */
  abandon(): Promise<void>;
}

/** A bus that can also die on the spot, as its process would: for tests, and for a shutdown out of time. */
export interface CrashableBus extends Bus {
  /**
   * Drop the connection now, draining nothing: running handlers are abandoned and whatever they
   * do afterwards is not heard, so their jobs come back after the ack wait.
   */
  crash(): Promise<void>;
}

/** The error a responder threw, carried back to the requester. */
export class RemoteError extends Error {
  constructor(
    readonly subject: string,
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}
