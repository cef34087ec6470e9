/** Determinate progress (0..max), or indeterminate when `max` is 0. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const indeterminate = max <= 0;
  const percent = indeterminate ? 0 : Math.min(100, Math.round((value / max) * 100));
  return (
    <div
      className={`progress ${indeterminate ? 'progress--indeterminate' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={indeterminate ? undefined : 100}
      aria-valuenow={indeterminate ? undefined : percent}
    >
      <div className="progress__fill" style={indeterminate ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
