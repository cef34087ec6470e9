import { describe, expect, it } from 'vitest';
import { createMemoryFrontier } from './memory-frontier.js';
import { runWorkPool } from './work-pool.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runWorkPool', () => {
  it('drains work that grows while it runs, with bounded parallelism', async () => {
    const frontier = createMemoryFrontier();
    await frontier.add(['/0'], 0, 'seed');
    const done: string[] = [];
    let running = 0;
    let peak = 0;
    await runWorkPool({
      concurrency: 3,
      claim: async () => (await frontier.claim(1))[0],
      hasRoom: () => true,
      stopped: () => false,
      process: async (entry) => {
        running++;
        peak = Math.max(peak, running);
        await sleep(5);
        const n = Number(entry.url.slice(1));
        // Each entry queues two children until 15 entries exist: a tree that only appears while working.
        await frontier.add([`/${2 * n + 1}`, `/${2 * n + 2}`].filter((u) => Number(u.slice(1)) < 15), entry.depth + 1, 'link');
        await frontier.complete(entry.url, { state: 'done' });
        done.push(entry.url);
        running--;
      },
    });
    expect(done).toHaveLength(15);
    expect(peak).toBe(3);
  });

  it('starts nothing beyond the budget', async () => {
    const frontier = createMemoryFrontier();
    await frontier.add(Array.from({ length: 10 }, (_, i) => `/${i}`), 0, 'seed');
    let stored = 0;
    await runWorkPool({
      concurrency: 4,
      claim: async () => (await frontier.claim(1))[0],
      hasRoom: (inflight) => stored + inflight < 6,
      stopped: () => false,
      process: async () => {
        await sleep(2);
        stored++;
      },
    });
    expect(stored).toBe(6);
  });

  it('counts claims under way against the budget when claiming takes time (a database frontier)', async () => {
    const frontier = createMemoryFrontier();
    await frontier.add(Array.from({ length: 40 }, (_, i) => `/${i}`), 0, 'seed');
    let stored = 0;
    let started = 0;
    await runWorkPool({
      concurrency: 4,
      // As long as a Postgres round trip, so workers check the budget while others are claiming.
      claim: async () => {
        await sleep(3);
        return (await frontier.claim(1))[0];
      },
      hasRoom: (inflight) => stored + inflight < 15,
      stopped: () => false,
      process: async () => {
        started++;
        await sleep(1 + (started % 3));
        stored++;
      },
    });
    expect(stored).toBe(15);
    expect(started).toBe(15);
  });

  it('keeps every worker busy until the work runs out, with slow claims', async () => {
    const frontier = createMemoryFrontier();
    await frontier.add(['/0'], 0, 'seed');
    let running = 0;
    let peak = 0;
    let done = 0;
    await runWorkPool({
      concurrency: 3,
      claim: async () => {
        await sleep(2);
        return (await frontier.claim(1))[0];
      },
      hasRoom: () => true,
      stopped: () => false,
      process: async (entry) => {
        running++;
        peak = Math.max(peak, running);
        await sleep(10);
        const n = Number(entry.url.slice(1));
        await frontier.add([`/${2 * n + 1}`, `/${2 * n + 2}`].filter((u) => Number(u.slice(1)) < 31), entry.depth + 1, 'link');
        await frontier.complete(entry.url, { state: 'done' });
        done++;
        running--;
      },
    });
    expect(done).toBe(31);
    expect(peak).toBe(3);
  });

  it('stops claiming after an error and rethrows it', async () => {
    const frontier = createMemoryFrontier();
    await frontier.add(Array.from({ length: 20 }, (_, i) => `/${i}`), 0, 'seed');
    let processed = 0;
    const run = runWorkPool({
      concurrency: 2,
      claim: async () => (await frontier.claim(1))[0],
      hasRoom: () => true,
      stopped: () => false,
      process: async (entry) => {
        processed++;
        if (entry.url === '/3') throw new Error('storage is down');
        await sleep(1);
      },
    });
    await expect(run).rejects.toThrow('storage is down');
    expect(processed).toBeLessThan(20);
  });

  it('waits for the running entries before rethrowing a failed claim (the frontier table went away)', async () => {
    const frontier = createMemoryFrontier();
    await frontier.add(Array.from({ length: 10 }, (_, i) => `/${i}`), 0, 'seed');
    let claims = 0;
    let running = 0;
    let finished = 0;
    const run = runWorkPool({
      concurrency: 3,
      claim: async () => {
        if (++claims === 3) throw new Error('connection terminated');
        return (await frontier.claim(1))[0];
      },
      hasRoom: () => true,
      stopped: () => false,
      process: async () => {
        running++;
        await sleep(30);
        running--;
        finished++;
      },
    });
    await expect(run).rejects.toThrow('connection terminated');
    // The two entries claimed before the failure ran to their end, and nothing started after it.
    expect(running).toBe(0);
    expect(finished).toBe(2);
  });
});
