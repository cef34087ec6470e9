import { nanos } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { ackWaitSchedule, DEDUP_WINDOW_MS, serverMaxDeliver, type WorkSettings } from '../work/settings.js';
import type { NatsNames } from './naming.js';

/** JetStream's "stream name already in use with a different configuration". */
const STREAM_NAME_IN_USE = 10058;

/**
 * Creates the work-queue stream of a queue's family. Safe when several replicas start at once:
 * identical creates all succeed, and a stream left by an older config is updated in place.
 * Only nats-server 2.9 features: no metadata, no compression, no per-message TTL.
 */
export async function ensureStream(jsm: JetStreamManager, names: NatsNames, queue: string): Promise<void> {
  const config = {
    name: names.stream(queue),
    subjects: names.streamSubjects(queue),
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    duplicate_window: nanos(DEDUP_WINDOW_MS),
  };
  try {
    await jsm.streams.add(config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === STREAM_NAME_IN_USE)) throw error;
    await jsm.streams.update(config.name, config);
  }
}

/**
 * The one durable pull consumer of a queue, shared by every replica. Adding it again with other
 * settings updates it (nats-server 2.9), so the replica that started last sets them.
 * One filter subject only: 2.9 has no multi-filter consumers.
 */
export async function ensureConsumer(jsm: JetStreamManager, names: NatsNames, queue: string, settings: WorkSettings): Promise<void> {
  const backoff = ackWaitSchedule(settings).map((ms) => nanos(ms));
  await jsm.consumers.add(names.stream(queue), {
    durable_name: names.durable(queue),
    filter_subject: names.work(queue),
    deliver_policy: DeliverPolicy.All,
    ack_policy: AckPolicy.Explicit,
    ack_wait: nanos(settings.ackWaitMs),
    max_deliver: serverMaxDeliver(settings),
    backoff,
  });
}
