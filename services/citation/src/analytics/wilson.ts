/**
 * The Wilson score interval of a proportion (95%: z = 1.96): with few answers it stays honest
 * where the plain k/n ± error would run past 0 or 100. Rates and bounds are percentages 0..100.
 */
import type { RateInterval } from '@citable/contracts';

const Z95 = 1.959963984540054;

export function wilsonInterval(cited: number, total: number, z = Z95): RateInterval {
  if (total <= 0) return { rate: 0, low: 0, high: 0, cited: 0, total: 0 };
  const p = cited / total;
  const z2 = z * z;
  const denom = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denom;
  return { rate: (100 * cited) / total, low: 100 * Math.max(0, centre - half), high: 100 * Math.min(1, centre + half), cited, total };
}
