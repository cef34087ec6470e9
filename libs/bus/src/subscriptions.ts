import type { Subscription } from './bus.js';

/** A bus's open subscriptions, so close() can stop them all; stopping one twice is harmless. */
export class Subscriptions {
  readonly #open = new Set<Subscription>();

  add(stop: () => Promise<void>): Subscription {
    let stopped: Promise<void> | undefined;
    const subscription: Subscription = {
      stop: () => {
        stopped ??= stop().finally(() => this.#open.delete(subscription));
        return stopped;
      },
    };
    this.#open.add(subscription);
    return subscription;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#open].map((subscription) => subscription.stop()));
  }
}
