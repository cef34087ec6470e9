import { JetStreamApiCodes, JetStreamApiError, type JetStreamManager } from '@nats-io/jetstream';
import type { QueueStatus } from '@citable/contracts';
import type { NatsNames } from './naming.js';

const isApiError = (error: unknown, code: number): boolean => error instanceof JetStreamApiError && error.code === code;

/**
 * A queue's state as JetStream keeps it: its durable consumer's counters when a replica has
 * worked the queue, else the messages its stream holds on the queue's subject (none before the
 * first job either).
 */
export async function readQueueStatus(jsm: JetStreamManager, names: NatsNames, queue: string): Promise<QueueStatus> {
  const stream = names.stream(queue);
  const consumer = names.durable(queue);
  const base = { queue, stream, consumer };
  try {
    const info = await jsm.consumers.info(stream, consumer);
    return { ...base, consumer_exists: true, pending: info.num_pending, ack_pending: info.num_ack_pending, redelivered: info.num_redelivered };
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound) && !isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
  }
  const subject = names.work(queue);
  const waiting = await jsm.streams.info(stream, { subjects_filter: subject }).then(
    (info) => info.state.subjects?.[subject] ?? 0,
    (error: unknown) => {
      if (isApiError(error, JetStreamApiCodes.StreamNotFound)) return 0;
      throw error;
    },
  );
  return { ...base, consumer_exists: false, pending: waiting, ack_pending: 0, redelivered: 0 };
}
