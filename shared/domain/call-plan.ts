import { CREDITS_PER_CALL, creditsForCalls } from './credits';
import { formatDistance } from './distance';
import { counted } from './result-summary';
import type { DistanceUnit } from './validation';
import { EXTENSION_CALLS } from './validation-messages';

/** Businesses searched near the location when a research is given no numbers. */
export const SEARCHED_BUSINESSES = 5;

/**
 * What a number of calls costs at most, with the balance when known: "Each answered call costs
 * 3 credits: at most 12 credits. You have 100 credits."
 */
function callCostText(calls: number, balance?: number): string {
  const cost = `Each answered call costs ${CREDITS_PER_CALL} credits: at most ${creditsForCalls(calls)} credits.`;
  return balance === undefined ? cost : `${cost} You have ${counted(balance, 'credit')}.`;
}

const testText = (testPhone: string | null) =>
  testPhone ? ` Test mode is on: every call rings ${testPhone} instead of the business.` : '';

/**
 * What starting a research will do, said before the parent confirms: who is called (the numbers
 * added, else up to five businesses of the kind the question looks for within the radius), what it
 * costs at most, and, in test mode, that every call rings the test number.
 */
export function callPlanText(plan: {
  numbers: number;
  location: string;
  radiusMiles: number;
  unit: DistanceUnit;
  /** The kind of business the search calls, in the plural ("gymnastics clubs"), when one was read. */
  businessKind: string | null;
  testPhone: string | null;
  balance?: number;
}): string {
  const calls = plan.numbers > 0 ? plan.numbers : SEARCHED_BUSINESSES;
  const within = `${formatDistance(plan.radiusMiles, plan.unit)} of ${plan.location.trim()}`;
  const who =
    plan.numbers > 0
      ? `We will call the ${plan.numbers === 1 ? 'number' : `${plan.numbers} numbers`} you added.`
      : `We will call up to ${SEARCHED_BUSINESSES} ${businessesOf(plan.businessKind)} within ${within}.`;
  return `${who} ${callCostText(calls, plan.balance)}${testText(plan.testPhone)}`;
}

/** Nouns naming what a business offers rather than the business: "swim lessons", "math tutoring". */
const OFFERED = /\b(?:lessons|classes|courses|programs|programmes|sessions|tutoring|therapy|training|care)$/i;

/** "gymnastics clubs"; "places offering swim lessons"; "businesses" when no kind was read. */
const businessesOf = (kind: string | null) =>
  kind === null ? 'businesses' : OFFERED.test(kind) ? `places offering ${kind}` : kind;

/** The call plan of a research started from the chat: the places listed to call. */
export function chatCallPlanText(plan: {
  places: number;
  testPhone: string | null;
  balance?: number;
}): string {
  const who = `We will call ${plan.places === 1 ? 'the business' : `the ${plan.places} businesses`} in Places to Call.`;
  return `${who} ${callCostText(plan.places, plan.balance)}${testText(plan.testPhone)}`;
}

/** The call plan of a follow-up: the answered businesses picked to call back. */
export function followUpCallPlanText(picked: number, balance?: number): string {
  return `We will call back ${counted(picked, 'business', 'businesses')}. ${callCostText(picked, balance)}`;
}

/** The call plan of an extension: more businesses found and called. */
export function extensionCallPlanText(balance?: number): string {
  return `We will find up to ${EXTENSION_CALLS} more businesses and call them. ${callCostText(EXTENSION_CALLS, balance)}`;
}
