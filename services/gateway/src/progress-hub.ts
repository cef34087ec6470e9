import type { Bus, Subscription } from '@citable/bus';
import { EVENTS, type AuditProgress, type CitationProgress } from '@citable/contracts';

export interface ProgressWatcher {
  progress(p: AuditProgress): void;
  /** A citation run of the audit moved (answers stored, or it ended). */
  citation(p: CitationProgress): void;
  /** The gateway is shutting down: end the stream so the browser reconnects to another replica. */
  end(): void;
}

/**
 * One bus subscription per event per gateway process (audit progress, citation progress), fanned
 * out to the browsers watching each audit, so a thousand open streams cost two NATS subscriptions.
 */
export class ProgressHub {
  #watchers = new Map<string, Set<ProgressWatcher>>();
  #subs: Subscription[] = [];

  async start(bus: Bus): Promise<void> {
    this.#subs = [
      await bus.subscribe<AuditProgress>(EVENTS.auditProgress, (p) => {
        for (const w of this.#watchers.get(p.auditId) ?? []) w.progress(p);
      }),
      await bus.subscribe<CitationProgress>(EVENTS.citationProgress, (p) => {
        for (const w of this.#watchers.get(p.auditId) ?? []) w.citation(p);
      }),
    ];
  }

  /** Returns the function that stops watching. */
  watch(auditId: string, watcher: ProgressWatcher): () => void {
    const set = this.#watchers.get(auditId) ?? new Set();
    set.add(watcher);
    this.#watchers.set(auditId, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.#watchers.get(auditId) === set) this.#watchers.delete(auditId);
    };
  }

  /** Open streams, for tests and health details. */
  get watching(): number {
    let n = 0;
    for (const set of this.#watchers.values()) n += set.size;
    return n;
  }

  /** Ends every open stream: without this an open stream would hold the server's close() until the browser left. */
  endAll(): void {
    for (const set of [...this.#watchers.values()]) for (const w of [...set]) w.end();
    this.#watchers.clear();
  }

  async stop(): Promise<void> {
    this.endAll();
    for (const sub of this.#subs) await sub.stop();
  }
}
