/** Credits charged for one completed call. */
export const CREDITS_PER_CALL = 3;
/** Credits a new profile starts with. */
export const WELCOME_CREDITS = 100;

/** Credits needed for a number of calls. */
export function creditsForCalls(calls: number): number {
  return calls * CREDITS_PER_CALL;
}

/** Approximate calls a balance pays for, rounded down and never negative. */
export function approximateCalls(credits: number): number {
  if (!Number.isFinite(credits) || credits <= 0) return 0;
  return Math.floor(credits / CREDITS_PER_CALL);
}

/** Explains a refused research, e.g. "This research needs 15 credits; you have 9.". */
export function insufficientCreditsMessage(needed: number, balance: number): string {
  return `This research needs ${needed} credits; you have ${balance}.`;
}
