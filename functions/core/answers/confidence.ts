import type { AnswerStatus } from '#shared/contracts/asks';

/**
 * How likely an answer is right, from its evidence: a verified quote, how plainly the normalizer
 * read it (its certainty already falls for hedges like "usually around"), whether the caller had to
 * ask again. The weights are calibrated by `npm run eval` (expected calibration error ≤ 0.10).
 */
interface ConfidenceEvidence {
  status: AnswerStatus;
  /** The quote occurs verbatim in a business turn. */
  verified: boolean;
  /** The normalizer's certainty, 0–1; 1 for statuses without a value. */
  certainty: number;
  reasked: boolean;
}

const BASE: Record<AnswerStatus, number> = {
  answered: 0.97,
  not_offered: 0.95,
  unknown: 0.9,
  unclear: 0.5,
  not_asked: 0.9,
};
const UNVERIFIED_FACTOR = 0.3;
const REASKED_FACTOR = 0.95;

export function confidenceOf(evidence: ConfidenceEvidence): number {
  let confidence = BASE[evidence.status] * evidence.certainty;
  if (!evidence.verified && (evidence.status === 'answered' || evidence.status === 'not_offered'))
    confidence *= UNVERIFIED_FACTOR;
  if (evidence.reasked) confidence *= REASKED_FACTOR;
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100;
}
