import { isScore, maybeBand } from '@/utils/score';

/** A horizontal 0-100 bar. Decorative: the number is always printed beside it. */
export function ScoreBar({ score, tone, size = 'md' }: { score: number | null | undefined; tone?: string; size?: 'sm' | 'md' | 'lg' }) {
  const value = isScore(score) ? Math.min(100, Math.max(0, score)) : 0;
  return (
    <div className={`bar bar--${size} bar--${tone ?? maybeBand(score)}`} aria-hidden="true">
      <div className="bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
