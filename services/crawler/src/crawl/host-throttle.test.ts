import { describe, expect, it } from 'vitest';
import { createHostThrottle } from './host-throttle.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createHostThrottle', () => {
  it('keeps at most `concurrency` tasks running per host, and hosts independent', async () => {
    const throttle = createHostThrottle(2);
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    const task = (host: string) =>
      throttle.run(host, async () => {
        running.set(host, (running.get(host) ?? 0) + 1);
        peak.set(host, Math.max(peak.get(host) ?? 0, running.get(host) ?? 0));
        await sleep(15);
        running.set(host, (running.get(host) ?? 0) - 1);
      });
    await Promise.all([...Array.from({ length: 6 }, () => task('a')), ...Array.from({ length: 6 }, () => task('b'))]);
    expect(peak.get('a')).toBe(2);
    expect(peak.get('b')).toBe(2);
  });

  it('spaces request starts by the crawl delay, one at a time', async () => {
    const throttle = createHostThrottle(4);
    throttle.setDelay('slow', 60);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 3 }, () => throttle.run('slow', async () => void starts.push(Date.now()))));
    expect(starts).toHaveLength(3);
    for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(55);
  });

  it('passes results and errors through and frees the slot after an error', async () => {
    const throttle = createHostThrottle(1);
    await expect(throttle.run('h', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(throttle.run('h', async () => 42)).resolves.toBe(42);
  });

  it('rejects a nonsensical concurrency', () => {
    expect(() => createHostThrottle(0)).toThrow(/positive integer/);
  });
});
