import type { ReactNode } from 'react';

import { ScoreGauge } from '@/components/ui/score-gauge';
import { isScore, scoreBand, scoreLabel } from '@/utils/score';

/** A headline score: gauge, name and one line on what it measures. */
export function ScoreTile({ label, score, description, size = 112, featured }: { label: string; score: number | null | undefined; description: ReactNode; size?: number; featured?: boolean }) {
  return (
    <div className={`score-tile ${featured ? 'score-tile--featured' : ''}`}>
      <ScoreGauge score={score} label={label} size={size} />
      <div className="score-tile__text">
        <h3 className="score-tile__label">{label}</h3>
        {isScore(score) && <p className={`score-tile__verdict text-${scoreBand(score)}`}>{scoreLabel(score)}</p>}
        <p className="score-tile__description">{description}</p>
      </div>
    </div>
  );
}
