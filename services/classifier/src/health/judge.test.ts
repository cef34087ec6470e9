import { describe, expect, it } from 'vitest';
import { judgeHealth } from './judge.js';
import type { WindowAggregates } from './metrics.repository.js';

const now = new Date('2026-12-02T10:00:00Z');
const healthy: WindowAggregates = { total: 100, errors: 0, cacheHits: 90, p95LatencyMs: 12, judged: 100, siteTypeAgree: 90, industryAgree: 80, lowConfidence: 5 };

describe('judgeHealth', () => {
  it('raises no alert and says go when every target is met', () => {
    const health = judgeHealth(healthy, now);
    expect(health.alerts).toEqual([]);
    expect(health.go_no_go!.every((g) => g.status === 'go')).toBe(true);
    expect(health.metrics).toMatchObject({ cache_hit_rate: 0.9, p95_latency_ms: 12, error_rate_pct: 0, timestamp: now.toISOString() });
  });
  it('alerts critical when far off target, warning when near', () => {
    const health = judgeHealth({ ...healthy, p95LatencyMs: 60, lowConfidence: 16 }, now);
    expect(health.alerts.map((a) => [a.metric, a.level])).toEqual([
      ['p95_latency_ms', 'critical'],
      ['low_confidence_rate_pct', 'warning'],
    ]);
    expect(health.alerts[0]!.message).toBe('P95 latency is 60 ms; target <= 25 ms.');
  });
  it('a low-confidence rate of exactly 15% misses "< 15%"', () => {
    expect(judgeHealth({ ...healthy, lowConfidence: 15 }, now).go_no_go!.find((g) => g.metric === 'low_confidence_rate_pct')!.status).toBe('no_go');
  });
  it('says Insufficient Data below 10 classifications', () => {
    const health = judgeHealth({ ...healthy, total: 9 }, now);
    expect(health.insufficient_data).toBe(true);
    expect(health.metrics.cache_hit_rate).toBeNull();
    expect(health.alerts).toHaveLength(1);
    expect(health.alerts[0]!.level).toBe('info');
  });
});
