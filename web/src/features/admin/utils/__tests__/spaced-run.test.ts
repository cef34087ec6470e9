import { describe, expect, it } from 'vitest';

import { runSpaced } from '../spaced-run';

describe('runSpaced', () => {
  it('runs one item at a time with the gap between them, records failures and goes on', async () => {
    const events: string[] = [];
    const sleep = async (ms: number) => void events.push(`sleep ${ms}`);
    const progress: number[] = [];
    const results = await runSpaced(
      ['a', 'b', 'c'],
      async (item) => {
        events.push(`run ${item}`);
        if (item === 'b') throw new Error('no b');
        return item.toUpperCase();
      },
      { gapMs: 500, sleep, onProgress: (r) => progress.push(r.length) },
    );
    expect(events).toEqual(['run a', 'sleep 500', 'run b', 'sleep 500', 'run c']);
    expect(progress).toEqual([1, 2, 3]);
    expect(results.map((r) => (r.ok ? r.value : (r.error as Error).message))).toEqual(['A', 'no b', 'C']);
  });

  it('stops before the next item once aborted', async () => {
    const controller = new AbortController();
    const results = await runSpaced(['a', 'b'], async (item) => (controller.abort(), item), { gapMs: 0, signal: controller.signal, sleep: async () => undefined });
    expect(results).toHaveLength(1);
  });
});
