import { type ConfidenceLevel, confidenceLabel, confidenceLevel } from '#shared/domain/confidence';

const COLORS: Record<ConfidenceLevel, string> = {
  high: 'bg-emerald-100 text-emerald-800',
  medium: 'bg-yellow-100 text-yellow-800',
  low: 'bg-red-100 text-red-800',
};

/** A call's confidence: green from 0.8, yellow from 0.6, red below. */
export function ConfidenceBadge({ score }: { score: number }) {
  const level = confidenceLevel(score);
  return (
    <span
      data-level={level}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${COLORS[level]}`}
    >
      {confidenceLabel(score)}
    </span>
  );
}
