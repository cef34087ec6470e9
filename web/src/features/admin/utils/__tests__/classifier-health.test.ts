import type { ClassifierHealth } from '@citable/contracts';
import { describe, expect, it } from 'vitest';

import { goNoGo, insufficientData, metricCards } from '../classifier-health';

const health = (metrics: Partial<ClassifierHealth['metrics']>): ClassifierHealth => ({
  metrics: {
    cache_hit_rate: 0.9,
    p95_latency_ms: 12.34,
    site_type_agreement_pct: 85,
    industry_agreement_pct: 72,
    low_confidence_rate_pct: 9,
    error_rate_pct: 0.2,
    total_classifications: 40,
    timestamp: '2026-12-04T10:00:00.000Z',
    ...metrics,
  },
  alerts: [],
});

describe('classifier health', () => {
  it('judges each metric against its spec 9 target, shown with its unit', () => {
    const cards = metricCards(health({ industry_agreement_pct: 69.96, error_rate_pct: 0.5 }));
    expect(cards.map((c) => [c.name, c.value, c.target, c.verdict])).toEqual([
      ['Cache hit rate', '90%', '>= 80%', 'good'],
      ['P95 latency', '12.3 ms', '<= 25 ms', 'good'],
      ['Site type agreement', '85%', '>= 80%', 'good'],
      ['Industry agreement', '70%', '>= 70%', 'bad'],
      ['Low confidence rate', '9%', '< 15%', 'good'],
      ['Error rate', '0.5%', '< 0.5%', 'bad'],
    ]);
    expect(goNoGo(cards)).toBe('NO-GO');
    expect(goNoGo(metricCards(health({})))).toBe('GO');
  });

  it('shows N/A, neutral, under 10 classifications in 24 h, and for a metric not measured', () => {
    const few = health({ total_classifications: 9 });
    expect(insufficientData(few)).toBe(true);
    expect(metricCards(few).every((c) => c.value === 'N/A' && c.verdict === 'na')).toBe(true);
    expect(goNoGo(metricCards(few))).toBe('N/A');
    expect(insufficientData(health({ total_classifications: 10 }))).toBe(false);
    expect(metricCards(health({ p95_latency_ms: null }))[1]).toMatchObject({ value: 'N/A', verdict: 'na' });
  });
});
