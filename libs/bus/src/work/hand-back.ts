import type { Delivery } from './delivery.js';

export interface HandBackable {
  /** What the handler settles; silent once the job was handed back. */
  readonly delivery: Delivery;
  /** Nak the job for immediate redelivery, unless it is settled already. */
  handBack(): void;
}

/**
 * A running job that a shutdown out of time can give back to its queue. Once given back, the
 * handler's own ack, nak or heartbeat must not reach the server: another consumer may hold the job by then.
 */
export function handBackable(delivery: Delivery): HandBackable {
  let settled = false;
  const once = (act: () => void): void => {
    if (settled) return;
    settled = true;
    act();
  };
  return {
    delivery: {
      id: delivery.id,
      payload: delivery.payload,
      deliveryCount: delivery.deliveryCount,
      ack: () => once(() => delivery.ack()),
      nak: (delayMs) => once(() => delivery.nak(delayMs)),
      term: async () => {
        if (settled) return;
        settled = true;
        await delivery.term();
      },
      working: () => {
        if (!settled) delivery.working();
      },
    },
    handBack: () => once(() => delivery.nak(0)),
  };
}
