import { MemoryQueue } from './memory-queue.js';

/** Someone listening on a subject: an event subscriber or a responder. */
export interface Listener {
  readonly group: string | undefined;
  /** `reply` is given for requests only. */
  deliver(payload: string, reply?: (text: string) => void): void;
}

/**
 * What a NATS server is to its clients, for one namespace inside this process: the work queues,
 * and who listens on which subject. Buses attached to the same namespace share it, the way
 * processes connected to one server share its streams and subjects.
 */
export class Broker {
  readonly #queues = new Map<string, MemoryQueue>();
  readonly #listeners = new Map<string, Set<Listener>>();
  /** Round-robin position per subject and group, to spread a group's messages over its members. */
  readonly #turns = new Map<string, number>();

  queue(name: string): MemoryQueue {
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new MemoryQueue();
      this.#queues.set(name, queue);
    }
    return queue;
  }

  /** The queue of that name if anyone used it, without creating it. */
  existingQueue(name: string): MemoryQueue | undefined {
    return this.#queues.get(name);
  }

  /** `key` keeps events and requests apart (e.g. "event:audit.completed"). Returns the removal. */
  listen(key: string, listener: Listener): () => void {
    let set = this.#listeners.get(key);
    if (!set) {
      set = new Set();
      this.#listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(key);
    };
  }

  /** Who gets one message on `key`: every listener without a group, and one member of each group. */
  recipients(key: string): Listener[] {
    const chosen: Listener[] = [];
    const groups = new Map<string, Listener[]>();
    for (const listener of this.#listeners.get(key) ?? []) {
      if (listener.group === undefined) chosen.push(listener);
      else groups.set(listener.group, [...(groups.get(listener.group) ?? []), listener]);
    }
    for (const [group, members] of groups) {
      const turnKey = `${key}\u0000${group}`;
      const turn = this.#turns.get(turnKey) ?? 0;
      this.#turns.set(turnKey, turn + 1);
      chosen.push(members[turn % members.length] as Listener);
    }
    return chosen;
  }
}

const brokers = new Map<string, { broker: Broker; users: number }>();

/** The broker for `namespace`, created on first use. */
export function attachBroker(namespace: string): Broker {
  const entry = brokers.get(namespace) ?? { broker: new Broker(), users: 0 };
  entry.users += 1;
  brokers.set(namespace, entry);
  return entry.broker;
}

/** When the last bus of a namespace leaves, its queued jobs go too: memory is all they had. */
export function detachBroker(namespace: string): void {
  const entry = brokers.get(namespace);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users === 0) brokers.delete(namespace);
}
