import { setMaxListeners } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { QueueStatus } from '@citable/contracts';
import { createLogger } from '@citable/log';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  NoResponderError,
  RequestTimeoutError,
  type CrashableBus,
  type DeadLetterHandler,
  type JobHandler,
  type Subscription,
  type WorkQueueOptions,
} from '../bus.js';
import { decodeReply, encode } from '../codec.js';
import { answerRequest, handleEvent } from '../handlers.js';
import { InFlight } from '../in-flight.js';
import { Subscriptions } from '../subscriptions.js';
import type { BusLogger } from '../logger.js';
import { checkJobId, checkName, checkNamespace, DEFAULT_NAMESPACE } from '../names.js';
import { runJob } from '../work/run-job.js';
import { workSettings } from '../work/settings.js';
import { WorkerPools } from '../work/pools.js';
import { runWorkers } from '../work/workers.js';
import { attachBroker, detachBroker, type Broker } from './broker.js';

export interface InProcessBusOptions {
  /** Buses created with the same namespace in this process share queues and subjects. Default "citable". */
  namespace?: string;
  logger?: BusLogger;
}

/**
 * The embedded bus: everything in memory in this process, with the semantics of the NATS one
 * (the same contract tests run on both). Jobs live as long as some bus of the namespace is open.
 */
export function createInProcessBus(opts: InProcessBusOptions = {}): CrashableBus {
  return new InProcessBus(checkNamespace(opts.namespace ?? DEFAULT_NAMESPACE), opts.logger ?? createLogger({ name: 'bus' }));
}

class InProcessBus implements CrashableBus {
  readonly #namespace: string;
  readonly #broker: Broker;
  readonly #logger: BusLogger;
  /** Aborted by crash(): stands for the connection to the broker. */
  // Every consumer of this bus listens on one signal: many listeners are expected, not a leak.
  readonly #connection = ((c) => (setMaxListeners(0, c.signal), c))(new AbortController());
  readonly #subscriptions = new Subscriptions();
  readonly #pools = new WorkerPools();
  #closed = false;

  constructor(namespace: string, logger: BusLogger) {
    this.#namespace = namespace;
    this.#broker = attachBroker(namespace);
    this.#logger = logger;
  }

  async enqueue<T>(queue: string, data: T, opts: { id?: string } = {}): Promise<{ duplicate: boolean }> {
    this.#checkOpen();
    const id = checkJobId(opts.id ?? randomUUID());
    return this.#broker.queue(checkName('queue', queue)).enqueue(id, encode(data));
  }

  async work<T>(
    queue: string,
    handler: JobHandler<T>,
    opts: WorkQueueOptions & { onDeadLetter?: DeadLetterHandler<T> } = {},
  ): Promise<Subscription> {
    this.#checkOpen();
    const settings = workSettings(opts);
    const memoryQueue = this.#broker.queue(checkName('queue', queue));
    memoryQueue.configure(settings);
    const signal = this.#connection.signal;
    const owner = {};
    const context = { queue, settings, handler, onDeadLetter: opts.onDeadLetter, logger: this.#logger, signal };
    const workers = runWorkers({
      queue,
      concurrency: settings.concurrency,
      source: { next: () => memoryQueue.pull(owner, signal), interrupt: () => memoryQueue.release(owner) },
      run: (delivery) => runJob(delivery, context),
      signal,
      logger: this.#logger,
    });
    return this.#pools.add(this.#subscriptions, workers, queue);
  }

  workedQueues(): readonly string[] {
    return this.#pools.queues();
  }

  stopTakingJobs(): void {
    this.#pools.pauseAll();
  }

  async queueStatus(queue: string): Promise<QueueStatus> {
    this.#checkOpen();
    return this.#broker.queue(checkName('queue', queue)).status(queue);
  }

  async publish<T>(subject: string, data: T): Promise<void> {
    this.#checkOpen();
    const payload = encode(data);
    for (const listener of this.#broker.recipients(`event:${checkName('subject', subject)}`)) {
      queueMicrotask(() => listener.deliver(payload));
    }
  }

  async subscribe<T>(
    subject: string,
    handler: (data: T) => void | Promise<void>,
    opts: { group?: string } = {},
  ): Promise<Subscription> {
    this.#checkOpen();
    checkName('subject', subject);
    const running = new InFlight();
    return this.#listen(`event:${subject}`, opts.group, running, (payload) => {
      running.track(handleEvent(subject, payload, handler, this.#logger));
    });
  }

  async request<Req, Res>(subject: string, data: Req, opts: { timeoutMs?: number } = {}): Promise<Res> {
    this.#checkOpen();
    const timeoutMs = opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const payload = encode(data);
    const recipients = this.#broker.recipients(`rpc:${checkName('subject', subject)}`);
    if (recipients.length === 0) throw new NoResponderError(subject);
    return new Promise<Res>((resolve, reject) => {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        reject(new RequestTimeoutError(subject, timeoutMs));
      }, timeoutMs);
      // As on NATS, several responders outside a group all answer and the first answer wins.
      const reply = (text: string): void => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        try {
          resolve(decodeReply(subject, text) as Res);
        } catch (error) {
          reject(error);
        }
      };
      for (const listener of recipients) queueMicrotask(() => listener.deliver(payload, reply));
    });
  }

  async respond<Req, Res>(
    subject: string,
    handler: (data: Req) => Promise<Res>,
    opts: { group?: string } = {},
  ): Promise<Subscription> {
    this.#checkOpen();
    checkName('subject', subject);
    const running = new InFlight();
    const signal = this.#connection.signal;
    return this.#listen(`rpc:${subject}`, opts.group, running, (payload, reply) => {
      running.track(
        answerRequest(payload, handler).then((text) => {
          if (!signal.aborted) reply?.(text);
        }),
      );
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#subscriptions.stopAll();
    detachBroker(this.#namespace);
  }

  async abandon(): Promise<void> {
    if (this.#closed) return;
    this.#pools.handBackAll();
    await this.crash();
  }

  async crash(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#connection.abort();
    detachBroker(this.#namespace);
  }

  #listen(
    key: string,
    group: string | undefined,
    running: InFlight,
    deliver: (payload: string, reply?: (text: string) => void) => void,
  ): Subscription {
    if (group !== undefined) checkName('group', group);
    const remove = this.#broker.listen(key, { group, deliver });
    // A crashed bus stops hearing at once, like a closed socket.
    this.#connection.signal.addEventListener('abort', remove, { once: true });
    return this.#subscriptions.add(async () => {
      remove();
      this.#connection.signal.removeEventListener('abort', remove);
      await running.idle();
    });
  }

  #checkOpen(): void {
    if (this.#closed) throw new Error(`This in-process bus (namespace "${this.#namespace}") is closed: create a new one.`);
  }
}
