/** One item's outcome in a bulk run. */
export type SpacedResult<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

export type SpacedRunOptions<T, R> = {
  /** Wait between the end of one item and the start of the next (spec 9: 1 s for prompts, 0.5 s for deletes). */
  gapMs: number;
  /** After each item, with every result so far. */
  onProgress?: (results: SpacedResult<T, R>[]) => void;
  /** Stops before the next item (results so far are returned). */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` on each item one after the other, `gapMs` apart, so a bulk action never floods the
 * server; a failed item is recorded and the run goes on.
 */
export async function runSpaced<T, R>(items: readonly T[], task: (item: T) => Promise<R>, options: SpacedRunOptions<T, R>): Promise<SpacedResult<T, R>[]> {
  const sleep = options.sleep ?? wait;
  const results: SpacedResult<T, R>[] = [];
  for (const [index, item] of items.entries()) {
    if (options.signal?.aborted) break;
    if (index > 0) await sleep(options.gapMs);
    try {
      results.push({ item, ok: true, value: await task(item) });
    } catch (error) {
      results.push({ item, ok: false, error });
    }
    options.onProgress?.([...results]);
  }
  return results;
}
