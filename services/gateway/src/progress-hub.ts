import type { Bus, Subscription } from '@citable/bus';
import { EVENTS, type AuditProgress } from '@citable/contracts';

type Listener = (p: AuditProgress) => void;

/**
 * One bus subscription per gateway process, fanned out to the browsers watching each audit, so a
 * thousand open progress streams cost one NATS subscription, not a thousand.
 */
export class ProgressHub {
  #listeners = new Map<string, Set<Listener>>();
  #sub: Subscription | undefined;

  async start(bus: Bus): Promise<void> {
    this.#sub = await bus.subscribe<AuditProgress>(EVENTS.auditProgress, (p) => {
      for (const l of this.#listeners.get(p.auditId) ?? []) l(p);
    });
  }

  watch(auditId: string, listener: Listener): () => void {
    const set = this.#listeners.get(auditId) ?? new Set();
    set.add(listener);
    this.#listeners.set(auditId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(auditId);
    };
  }

  async stop(): Promise<void> {
    await this.#sub?.stop();
    this.#listeners.clear();
  }
}
