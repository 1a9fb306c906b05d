import type { Answers, Ask } from '#shared/contracts/asks';

/**
 * The prices the business gave in answer to the call's other price questions ("seven seventy-five a
 * bottle" for the jug): the scale a price said as two numbers is heard in ("nine ninety-five a
 * month" for the cooler is 9.95).
 */
export function otherPrices(asks: Ask[], answers: Answers, key: string): number[] {
  return asks.flatMap((ask) => {
    const answer = answers[ask.key];
    if (ask.key === key || ask.kind !== 'money' || answer?.status !== 'answered') return [];
    const amount = (answer.normalized as { amount?: number } | null)?.amount;
    return amount !== undefined && amount > 0 ? [amount] : [];
  });
}
