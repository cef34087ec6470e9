import { formatScore, isScore, maybeBand } from '@/utils/score';

export type ScoreGaugeProps = {
  score: number | null | undefined;
  /** Spoken with the value: "Citable Score: 72.4 out of 100". */
  label: string;
  size?: number;
  /** Override the colour band (e.g. the report's 70/50 bands). */
  tone?: 'success' | 'warn' | 'danger' | 'none';
  /** Small caption under the number inside the ring. */
  caption?: string;
};

/** A 0-100 score as a ring (plain SVG; no chart library needed). */
export function ScoreGauge({ score, label, size = 140, tone, caption = 'of 100' }: ScoreGaugeProps) {
  const stroke = Math.max(8, Math.round(size / 12));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const value = isScore(score) ? Math.min(100, Math.max(0, score)) : 0;
  const band = tone ?? maybeBand(score);
  const text = formatScore(score);
  return (
    <div className={`gauge gauge--${band}`} style={{ width: size, height: size }} role="img" aria-label={`${label}: ${isScore(score) ? `${text} out of 100` : 'not available'}`}>
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true">
        <circle className="gauge__track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} fill="none" />
        <circle
          className="gauge__value"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className="gauge__center" aria-hidden="true">
        <span className="gauge__number" style={{ fontSize: Math.round(size / 4.4) }}>
          {text}
        </span>
        {caption && <span className="gauge__caption">{caption}</span>}
      </div>
    </div>
  );
}
