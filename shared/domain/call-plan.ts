import { CREDITS_PER_CALL, creditsForCalls } from './credits';

/** Businesses searched near the location when a research is given no numbers. */
export const SEARCHED_BUSINESSES = 5;

/**
 * What starting a research will do, said before the parent confirms: who is called, what it costs
 * at most, and, in test mode, that every call rings the test number.
 */
export function callPlanText(plan: { numbers: number; location: string; testPhone: string | null }): string {
  const calls = plan.numbers > 0 ? plan.numbers : SEARCHED_BUSINESSES;
  const who =
    plan.numbers > 0
      ? `We will call the ${plan.numbers === 1 ? 'number' : `${plan.numbers} numbers`} you added.`
      : `We will find up to ${SEARCHED_BUSINESSES} businesses near ${plan.location.trim()} and call them.`;
  const cost = `Each answered call costs ${CREDITS_PER_CALL} credits: at most ${creditsForCalls(calls)} credits.`;
  const test = plan.testPhone
    ? ` Test mode is on: every call rings ${plan.testPhone} instead of the business.`
    : '';
  return `${who} ${cost}${test}`;
}
