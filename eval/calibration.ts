/** One answer's stated confidence and whether it was right. */
export interface Judged {
  confidence: number;
  right: boolean;
}

const BINS = 10;

/**
 * Expected calibration error over 10 equal-width confidence bins: the share-weighted mean gap between
 * each bin's mean confidence and its accuracy. 0 when there is nothing to judge.
 */
export function expectedCalibrationError(judged: Judged[]): number {
  if (judged.length === 0) return 0;
  const bins = Array.from({ length: BINS }, () => ({ n: 0, confidence: 0, right: 0 }));
  for (const { confidence, right } of judged) {
    const bin = bins[Math.min(BINS - 1, Math.floor(confidence * BINS))]!;
    bin.n += 1;
    bin.confidence += confidence;
    bin.right += right ? 1 : 0;
  }
  const gap = bins.reduce((sum, bin) => sum + (bin.n === 0 ? 0 : Math.abs(bin.confidence - bin.right)), 0);
  return gap / judged.length;
}
