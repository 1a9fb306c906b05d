/** A labelled bar filled to `value / max` (never past full); `className` sets its height. */
export function ProgressBar({
  label,
  value,
  min,
  max,
  className,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  className: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      className={`w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
