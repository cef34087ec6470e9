import type { ClassifierHealth } from '@citable/contracts';
import { CLASSIFIER_MIN_SAMPLE, CLASSIFIER_TARGETS, classifierTargetText, meetsClassifierTarget, showClassifierMetric, type ClassifierMetric } from '@citable/contracts/vocab';

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

/** Fewer than 10 classifications in 24 h (spec 4): every value N/A, styled neutral. */
export const insufficientData = (health: ClassifierHealth): boolean => health.metrics.total_classifications < CLASSIFIER_MIN_SAMPLE;

/** One card per target of spec 9, judged against it (or N/A). */
export function metricCards(health: ClassifierHealth): MetricCard[] {
  const insufficient = insufficientData(health);
  return CLASSIFIER_TARGETS.map((target) => {
    const raw = health.metrics[target.metric];
    const known = !insufficient && typeof raw === 'number' && Number.isFinite(raw);
    return {
      metric: target.metric,
      name: target.name,
      value: known ? showClassifierMetric(target.metric, raw) : 'N/A',
      // Written as spec section 9 and the health alerts write it: ">= 80%".
      target: classifierTargetText(target),
      verdict: known ? (meetsClassifierTarget(target, raw) ? 'good' : 'bad') : 'na',
    };
  });
}

/** Go when every target is met; no verdict without enough data. */
export function goNoGo(cards: readonly MetricCard[]): 'GO' | 'NO-GO' | 'N/A' {
  if (cards.some((c) => c.verdict === 'na')) return 'N/A';
  return cards.every((c) => c.verdict === 'good') ? 'GO' : 'NO-GO';
}
