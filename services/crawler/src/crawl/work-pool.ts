/**
 * Runs frontier entries with a fixed number of workers until nothing is left. A worker that finds
 * the queue empty waits for a running entry to finish (it may queue new links) and stops only
 * when nothing is queued and nothing is in flight. The first error (of a claim or of an entry)
 * stops every worker from starting more work and is rethrown once the running entries have
 * finished, so a failed crawl attempt leaves no page still being fetched or stored behind it.
 */
import type { FrontierEntry } from './frontier.js';

export interface WorkPoolOptions {
  concurrency: number;
  /** The next queued entry, or undefined when none is queued right now. */
  claim(): Promise<FrontierEntry | undefined>;
  /** Whether another entry may start while `inflight` are running (the page budget). */
  hasRoom(inflight: number): boolean;
  /** True once the crawl is cancelled or cut off. */
  stopped(): boolean;
  process(entry: FrontierEntry): Promise<void>;
}

export async function runWorkPool(options: WorkPoolOptions): Promise<void> {
  let inflight = 0;
  // Claims under way hold their place in the budget: a claim is a database round trip with the
  // Postgres frontier, and workers checking the budget meanwhile must count it, or each of them
  // claims the last free place (a crawl with max_pages 15 stored 16 pages).
  let claiming = 0;
  let version = 0;
  let wake: () => void = () => undefined;
  let changed = new Promise<void>((resolve) => (wake = resolve));
  const notify = () => {
    version++;
    const previous = wake;
    changed = new Promise<void>((resolve) => (wake = resolve));
    previous();
  };
  let failure: { error: unknown } | null = null;

  const worker = async () => {
    while (!options.stopped() && failure === null) {
      if (!options.hasRoom(inflight + claiming)) {
        if (inflight + claiming === 0) return;
        await changed;
        continue;
      }
      const seen = version;
      claiming++;
      let entry: FrontierEntry | undefined;
      try {
        entry = await options.claim();
      } catch (error) {
        failure ??= { error };
        return;
      } finally {
        claiming--;
      }
      if (!entry) {
        if (version !== seen) continue; // an entry finished meanwhile and may have queued more
        if (inflight === 0 && claiming === 0) return;
        // Another worker's claim or entry may still queue work (or free a place): wait for it.
        await changed;
        continue;
      }
      inflight++;
      try {
        await options.process(entry);
      } catch (error) {
        failure ??= { error };
      } finally {
        inflight--;
        notify();
      }
    }
  };
  // A worker that leaves wakes the others, which may be waiting on a claim it was making.
  await Promise.all(Array.from({ length: options.concurrency }, () => worker().finally(notify)));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
