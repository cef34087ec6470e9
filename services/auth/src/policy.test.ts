import { describe, expect, it } from 'vitest';
import { POLICY } from './policy.js';

describe('POLICY', () => {
  it('keeps a magic link alive longer than the rate-limit window, so the purge never frees a requester early', () => {
    expect(POLICY.magicLinkMinutes).toBeGreaterThanOrEqual(POLICY.magicLinkWindowMinutes);
  });

  it('matches the spec: links last 20 minutes', () => {
    expect(POLICY.magicLinkMinutes).toBe(20);
  });
});
