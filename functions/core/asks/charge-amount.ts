import { isPlural } from './items';

/** A yes/no question whether something is charged: "Is there a team fee?", "Any deposit?". */
const CHARGE_ASKED =
  /^(?:is there|are there|do you (?:charge|have|take|require)|any) (?:an? |any )?((?:\S+ ){0,3}(?:fee|fees|deposit|deposits|charge|charges|surcharge|surcharges))\?$/i;

/** "How much?", "how much is it?": the amount of the thing the question before named. */
const BARE_HOW_MUCH = /^how much(?: is it| are they| is that| would that be| does it cost)?\?$/i;

/**
 * "Is there a team fee, and how much?", "Any deposit? If so, how much?": whether a charge is made
 * and its amount are one question, its price ("there's no fee" answers it too).
 */
export function chargesWithAmounts(labels: string[]): string[] {
  const merged: string[] = [];
  for (const label of labels) {
    const charge = merged.length > 0 ? CHARGE_ASKED.exec(merged.at(-1)!)?.[1] : undefined;
    if (charge && BARE_HOW_MUCH.test(label)) {
      merged[merged.length - 1] = `How much ${isPlural(charge) ? 'are' : 'is'} the ${charge.toLowerCase()}?`;
    } else merged.push(label);
  }
  return merged;
}
