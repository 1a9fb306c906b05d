/** Confidence score from which a call's badge is green (high). */
const HIGH_CONFIDENCE_THRESHOLD = 0.8;
/** Confidence score from which a call's badge is yellow (medium). */
const MEDIUM_CONFIDENCE_THRESHOLD = 0.6;

/** Badge level of a call's confidence: high is green, medium yellow, low red. */
export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Maps a 0-to-1 confidence score to its badge level. */
export function confidenceLevel(score: number): ConfidenceLevel {
  if (score >= HIGH_CONFIDENCE_THRESHOLD) return 'high';
  if (score >= MEDIUM_CONFIDENCE_THRESHOLD) return 'medium';
  return 'low';
}

/** Labels a 0-to-1 confidence score as a rounded percentage, e.g. "85% confidence". */
export function confidenceLabel(score: number): string {
  const percent = Number.isFinite(score) ? Math.round(score * 100) : 0;
  return `${Math.min(100, Math.max(0, percent))}% confidence`;
}
