import type { ClassifierHealth } from '@citable/contracts';
import { CLASSIFIER_MIN_SAMPLE, CLASSIFIER_TARGETS, type ClassifierMetric } from '@citable/contracts/vocab';

/** The health page asks again every 60 s (spec 9). */
export const HEALTH_REFRESH_MS = 60_000;

export type MetricVerdict = 'good' | 'bad' | 'na';

export type MetricCard = {
  metric: ClassifierMetric;
  name: string;
  /** The value as shown ("92.5%", "18 ms"), or "N/A". */
  value: string;
  target: string;
  verdict: MetricVerdict;
};

const NAMES: Record<ClassifierMetric, string> = {
  cache_hit_rate: 'Cache hit rate',
  p95_latency_ms: 'P95 latency',
  site_type_agreement_pct: 'Site type agreement',
  industry_agreement_pct: 'Industry agreement',
  low_confidence_rate_pct: 'Low confidence rate',
  error_rate_pct: 'Error rate',
};

const OPS = { '>=': '≥', '<=': '≤', '<': '<' } as const;

/** cache_hit_rate is a share (0..1) and shows as a percentage; latency in ms; the rest are percentages. */
function show(metric: ClassifierMetric, value: number): string {
  if (metric === 'p95_latency_ms') return `${round1(value)} ms`;
  return `${round1(metric === 'cache_hit_rate' ? value * 100 : value)}%`;
}

const round1 = (value: number) => String(Math.round(value * 10) / 10);

function passes(op: (typeof CLASSIFIER_TARGETS)[number]['op'], value: number, threshold: number): boolean {
  if (op === '>=') return value >= threshold;
  if (op === '<=') return value <= threshold;
  return value < threshold;
}

/** Fewer than 10 classifications in 24 h (spec 4): every value N/A, styled neutral. */
export const insufficientData = (health: ClassifierHealth): boolean => health.metrics.total_classifications < CLASSIFIER_MIN_SAMPLE;

/** One card per target of spec 9, judged against it (or N/A). */
export function metricCards(health: ClassifierHealth): MetricCard[] {
  const insufficient = insufficientData(health);
  return CLASSIFIER_TARGETS.map(({ metric, op, threshold }) => {
    const raw = health.metrics[metric];
    const known = !insufficient && typeof raw === 'number' && Number.isFinite(raw);
    return {
      metric,
      name: NAMES[metric],
      value: known ? show(metric, raw) : 'N/A',
      target: `${OPS[op]} ${show(metric, threshold)}`,
      verdict: known ? (passes(op, raw, threshold) ? 'good' : 'bad') : 'na',
    };
  });
}

/** Go when every target is met; no verdict without enough data. */
export function goNoGo(cards: readonly MetricCard[]): 'GO' | 'NO-GO' | 'N/A' {
  if (cards.some((c) => c.verdict === 'na')) return 'N/A';
  return cards.every((c) => c.verdict === 'good') ? 'GO' : 'NO-GO';
}
