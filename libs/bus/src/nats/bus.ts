import { setMaxListeners } from 'node:events';
import { randomUUID } from 'node:crypto';
import { errors, type NatsConnection, type Subscription as NatsSubscription } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
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
import type { Delivery } from '../work/delivery.js';
import { runJob } from '../work/run-job.js';
import { workSettings } from '../work/settings.js';
import { WorkerPools } from '../work/pools.js';
import { runWorkers } from '../work/workers.js';
import { openNats } from './connect.js';
import { NatsNames } from './naming.js';
import { readQueueStatus } from './queue-status.js';
import { ensureConsumer, ensureStream } from './setup.js';

/**
 * How long an idle slot's pull waits on the server (the client's minimum). A stopping
 * subscription waits for its pulls to end rather than abandon them, since a job the server sent
 * to an abandoned pull would sit out a whole ack wait; so this also bounds how long stop() takes.
 */
const PULL_EXPIRES_MS = 1_000;

export interface NatsBusOptions {
  /** NATS_URL, e.g. nats://127.0.0.1:4222 (credentials allowed: nats://user:pass@host:4222). */
  url: string;
  /** Prefix of every subject, stream and consumer; deployments and test runs sharing a server use their own. Default "citable". */
  namespace?: string;
  /** Connection name shown by the server's monitoring (e.g. the service name). */
  name?: string;
  logger?: BusLogger;
}

/**
 * The distributed bus: JetStream work-queue streams for jobs, core NATS for events and
 * request/reply. Throws BusUnavailableError within seconds when NATS or JetStream is missing.
 */
export async function connectNatsBus(opts: NatsBusOptions): Promise<CrashableBus> {
  const names = new NatsNames(checkNamespace(opts.namespace ?? DEFAULT_NAMESPACE));
  const { nc, jsm } = await openNats(opts.url, opts.name);
  return new NatsBus(nc, jsm, names, opts.logger ?? createLogger({ name: 'bus' }));
}

class NatsBus implements CrashableBus {
  readonly #nc: NatsConnection;
  readonly #jsm: JetStreamManager;
  readonly #js: JetStreamClient;
  readonly #names: NatsNames;
  readonly #logger: BusLogger;
  /** Aborted by crash(), so handlers still running afterwards are not heard. */
  // Every consumer of this bus listens on one signal: many listeners are expected, not a leak.
  readonly #connection = ((c) => (setMaxListeners(0, c.signal), c))(new AbortController());
  readonly #subscriptions = new Subscriptions();
  /** Streams this bus has made sure of, by name; a failed attempt is forgotten so the next call retries. */
  readonly #streams = new Map<string, Promise<void>>();
  readonly #pools = new WorkerPools();
  #closed = false;

  constructor(nc: NatsConnection, jsm: JetStreamManager, names: NatsNames, logger: BusLogger) {
    this.#nc = nc;
    this.#jsm = jsm;
    this.#js = jetstream(nc);
    this.#names = names;
    this.#logger = logger;
  }

  async enqueue<T>(queue: string, data: T, opts: { id?: string } = {}): Promise<{ duplicate: boolean }> {
    this.#checkOpen();
    checkName('queue', queue);
    const id = checkJobId(opts.id ?? randomUUID());
    await this.#stream(queue);
    const ack = await this.#js.publish(this.#names.work(queue), encode(data), { msgID: this.#names.messageId(queue, id) });
    return { duplicate: ack.duplicate };
  }

  async work<T>(
    queue: string,
    handler: JobHandler<T>,
    opts: WorkQueueOptions & { onDeadLetter?: DeadLetterHandler<T> } = {},
  ): Promise<Subscription> {
    this.#checkOpen();
    checkName('queue', queue);
    const settings = workSettings(opts);
    await this.#stream(queue);
    await ensureConsumer(this.#jsm, this.#names, queue, settings);
    const consumer = await this.#js.consumers.get(this.#names.stream(queue), this.#names.durable(queue));
    const signal = this.#connection.signal;
    const context = { queue, settings, handler, onDeadLetter: opts.onDeadLetter, logger: this.#logger, signal };
    const workers = runWorkers({
      queue,
      concurrency: settings.concurrency,
      source: {
        next: async () => {
          const message = await consumer.next({ expires: PULL_EXPIRES_MS });
          return message ? this.#delivery(queue, message) : null;
        },
        // A pull cannot be called back from the server; it ends within PULL_EXPIRES_MS.
        interrupt: () => undefined,
      },
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
    return readQueueStatus(this.#jsm, this.#names, checkName('queue', queue));
  }

  async publish<T>(subject: string, data: T): Promise<void> {
    this.#checkOpen();
    this.#nc.publish(this.#names.event(checkName('subject', subject)), encode(data));
  }

  async subscribe<T>(
    subject: string,
    handler: (data: T) => void | Promise<void>,
    opts: { group?: string } = {},
  ): Promise<Subscription> {
    this.#checkOpen();
    checkName('subject', subject);
    const running = new InFlight();
    const sub = this.#nc.subscribe(this.#names.event(subject), {
      queue: group(opts.group),
      callback: (error, msg) => {
        if (error) this.#logger.error({ subject, err: error }, 'bus subscription failed');
        else running.track(handleEvent(subject, msg.string(), handler, this.#logger));
      },
    });
    return this.#listening(sub, running);
  }

  async request<Req, Res>(subject: string, data: Req, opts: { timeoutMs?: number } = {}): Promise<Res> {
    this.#checkOpen();
    const timeoutMs = opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    let reply: string;
    try {
      const msg = await this.#nc.request(this.#names.rpc(checkName('subject', subject)), encode(data), { timeout: timeoutMs });
      reply = msg.string();
    } catch (error) {
      if (error instanceof errors.RequestError && error.isNoResponders()) throw new NoResponderError(subject);
      if (error instanceof errors.TimeoutError) throw new RequestTimeoutError(subject, timeoutMs);
      throw error;
    }
    return decodeReply(subject, reply) as Res;
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
    const sub = this.#nc.subscribe(this.#names.rpc(subject), {
      queue: group(opts.group),
      callback: (error, msg) => {
        if (error) {
          this.#logger.error({ subject, err: error }, 'bus responder subscription failed');
          return;
        }
        running.track(
          answerRequest(msg.string(), handler)
            .then((text) => {
              if (!signal.aborted) msg.respond(text);
            })
            .catch((respondError: unknown) => this.#logger.error({ subject, err: respondError }, 'bus could not send a reply')),
        );
      },
    });
    return this.#listening(sub, running);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#subscriptions.stopAll();
    await this.#nc.drain();
  }

  async abandon(): Promise<void> {
    if (this.#closed) return;
    this.#pools.handBackAll();
    try {
      // The naks must reach the server before the connection goes.
      await this.#nc.flush();
    } catch {
      // Connection already gone: the jobs come back after their ack wait instead.
    }
    await this.crash();
  }

  async crash(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#connection.abort();
    await this.#nc.close();
  }

  #delivery(queue: string, message: JsMsg): Delivery {
    const signal = this.#connection.signal;
    const nc = this.#nc;
    // After crash() the server must not hear from this consumer, just as if its process had died.
    const send = (act: () => void): boolean => {
      if (signal.aborted || nc.isClosed()) return false;
      act();
      return true;
    };
    const messageId = message.headers?.get('Nats-Msg-Id') || `seq-${message.seq}`;
    return {
      id: this.#names.jobId(queue, messageId),
      payload: message.string(),
      deliveryCount: message.info.deliveryCount,
      ack: () => send(() => message.ack()),
      nak: (delayMs) => send(() => message.nak(delayMs)),
      // Never term(reason): nats-server 2.9 ignores a reasoned term and redelivers the message.
      term: async () => {
        if (!send(() => message.term())) return;
        try {
          await nc.flush();
        } catch {
          // The connection died before the server confirmed the drop; the job may come back and be dead-lettered twice.
        }
      },
      working: () => send(() => message.working()),
    };
  }

  #stream(queue: string): Promise<void> {
    const name = this.#names.stream(queue);
    let ready = this.#streams.get(name);
    if (!ready) {
      ready = ensureStream(this.#jsm, this.#names, queue);
      this.#streams.set(name, ready);
      ready.catch(() => this.#streams.delete(name));
    }
    return ready;
  }

  /** Makes sure the server knows the subscription before returning, so a publish right after reaches it. */
  async #listening(sub: NatsSubscription, running: InFlight): Promise<Subscription> {
    await this.#nc.flush();
    return this.#subscriptions.add(async () => {
      if (!this.#nc.isClosed()) await sub.drain();
      await running.idle();
    });
  }

  #checkOpen(): void {
    if (this.#closed) throw new Error(`This NATS bus (namespace "${this.#names.namespace}") is closed: connect a new one.`);
  }
}

/** Validates a queue-group name; NATS takes it as is. */
function group(name: string | undefined): string | undefined {
  return name === undefined ? undefined : checkName('group', name);
}
