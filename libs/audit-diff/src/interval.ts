/**
 * The 95% interval of the difference of two rates from each rate's own Wilson interval
 * (Newcombe 1998, method 10, the "hybrid score" interval): it needs only what each run already
 * reports (rate, low, high), stays inside -100..100, and is sound for small samples and rates
 * near 0 or 100, where the textbook normal interval is not.
 */
import type { RateInterval } from '@citable/contracts';

export function rateDifferenceInterval(previous: RateInterval, current: RateInterval): { delta: number; low: number; high: number } {
  const delta = current.rate - previous.rate;
  const low = delta - Math.hypot(current.rate - current.low, previous.high - previous.rate);
  const high = delta + Math.hypot(current.high - current.rate, previous.rate - previous.low);
  return { delta, low: Math.max(-100, low), high: Math.min(100, high) };
}
