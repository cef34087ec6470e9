/**
 * The classifier's health from the last 24 hours' aggregates: the spec's metrics, an alert for
 * every target of spec section 9 that is missed, the go/no-go list, and "Insufficient Data" when
 * fewer than 10 classifications were made (then no value is judged: each shows N/A). Pure.
 */
import {
  CLASSIFIER_MIN_SAMPLE,
  CLASSIFIER_TARGETS,
  classifierTargetLabel,
  classifierTargetText,
  meetsClassifierTarget,
  showClassifierMetric,
  type ClassifierHealth,
  type ClassifierTarget,
} from '@citable/contracts';
import type { WindowAggregates } from './metrics.repository.js';

type Metrics = ClassifierHealth['metrics'];
type Alert = ClassifierHealth['alerts'][number];

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const pct = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole) : null);

export function metricsOf(a: WindowAggregates, now: Date): Metrics {
  return {
    cache_hit_rate: a.total > 0 ? round(a.cacheHits / a.total, 4) : null,
    p95_latency_ms: a.p95LatencyMs === null ? null : round(a.p95LatencyMs),
    site_type_agreement_pct: pct(a.siteTypeAgree, a.judged),
    industry_agreement_pct: pct(a.industryAgree, a.judged),
    low_confidence_rate_pct: pct(a.lowConfidence, a.judged),
    error_rate_pct: pct(a.errors, a.total),
    total_classifications: a.total,
    timestamp: now.toISOString(),
  };
}

/** Far off target is critical: a rate under 3/4 of its floor, a latency or error rate over twice its ceiling. */
function level(target: ClassifierTarget, value: number): Alert['level'] {
  const far = target.op === '>=' ? value < 0.75 * target.threshold : value > 2 * target.threshold;
  return far ? 'critical' : 'warning';
}

/** "P95 latency is 60 ms; target <= 25 ms.": the spec's wording of the target (section 9). */
function describe(target: ClassifierTarget, value: number): string {
  return `${target.name} is ${showClassifierMetric(target.metric, value)}; target ${classifierTargetText(target)}.`;
}

export function judgeHealth(a: WindowAggregates, now: Date): ClassifierHealth {
  const timestamp = now.toISOString();
  const computed = metricsOf(a, now);
  if (a.total < CLASSIFIER_MIN_SAMPLE) {
    return {
      metrics: {
        cache_hit_rate: null,
        p95_latency_ms: null,
        site_type_agreement_pct: null,
        industry_agreement_pct: null,
        low_confidence_rate_pct: null,
        error_rate_pct: null,
        total_classifications: a.total,
        timestamp,
      },
      alerts: [
        {
          level: 'info',
          message: `Insufficient Data: ${a.total} classification${a.total === 1 ? '' : 's'} in the last 24 hours; at least ${CLASSIFIER_MIN_SAMPLE} are needed to judge the targets.`,
          metric: 'total_classifications',
          value: a.total,
          threshold: CLASSIFIER_MIN_SAMPLE,
          timestamp,
        },
      ],
      insufficient_data: true,
      go_no_go: CLASSIFIER_TARGETS.map((t) => ({ metric: t.metric, label: classifierTargetLabel(t), op: t.op, threshold: t.threshold, value: null, status: 'insufficient_data' as const })),
    };
  }
  const alerts: Alert[] = [];
  const goNoGo = CLASSIFIER_TARGETS.map((t) => {
    const value = computed[t.metric];
    // A metric with nothing to judge (no classification that is not an error) cannot pass.
    const ok = value !== null && meetsClassifierTarget(t, value);
    if (!ok) {
      alerts.push({
        level: value === null ? 'warning' : level(t, value),
        message: value === null ? `${t.name} cannot be measured: every classification in the last 24 hours was an error.` : describe(t, value),
        metric: t.metric,
        value,
        threshold: t.threshold,
        timestamp,
      });
    }
    return { metric: t.metric, label: classifierTargetLabel(t), op: t.op, threshold: t.threshold, value, status: ok ? ('go' as const) : ('no_go' as const) };
  });
  return { metrics: computed, alerts, insufficient_data: false, go_no_go: goNoGo };
}
