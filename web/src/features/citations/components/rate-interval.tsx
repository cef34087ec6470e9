import type { RateInterval } from '@citable/contracts';

import { citationRateBand, formatScore } from '@/utils/score';

import { intervalText } from '../utils/citations';

/**
 * A cited rate with its Wilson 95% interval: the bar shows the interval as a band and the rate
 * as a mark, so two runs whose bands overlap read as the same within noise. Decorative; the text
 * beside it says the numbers.
 */
export function RateIntervalBar({ rate }: { rate: RateInterval }) {
  return (
    <div className="ci">
      <div className={`ci__bar ci__bar--${citationRateBand(rate.rate)}`} aria-hidden="true">
        <div className="ci__band" style={{ left: `${rate.low}%`, width: `${Math.max(0.5, rate.high - rate.low)}%` }} />
        <div className="ci__mark" style={{ left: `${rate.rate}%` }} />
      </div>
      <p className="muted small ci__text">
        {formatScore(rate.rate)}% of {rate.total} answers · {intervalText(rate)}
      </p>
    </div>
  );
}
