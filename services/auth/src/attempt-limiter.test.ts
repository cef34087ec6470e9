import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('blocks a key after its allowance of failures, until they age out of the window', () => {
    const limiter = new AttemptLimiter(3, 1_000);
    for (const t of [0, 100, 200]) {
      expect(limiter.isBlocked(['ip:a'], t)).toBe(false);
      limiter.recordFailure(['ip:a'], t);
    }
    expect(limiter.isBlocked(['ip:a'], 300)).toBe(true);
    expect(limiter.isBlocked(['ip:a'], 999)).toBe(true);
    expect(limiter.isBlocked(['ip:a'], 1_000)).toBe(false);
  });

  it('blocks when any of the keys is used up', () => {
    const limiter = new AttemptLimiter(2, 1_000);
    limiter.recordFailure(['user:1', 'ip:a'], 0);
    limiter.recordFailure(['user:2', 'ip:a'], 0);
    expect(limiter.isBlocked(['user:3', 'ip:a'], 1)).toBe(true);
    expect(limiter.isBlocked(['user:1', 'ip:b'], 1)).toBe(false);
  });
});
