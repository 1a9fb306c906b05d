import { numbersSaid } from './numbers-said';
import type { Clause, NumberedTurn } from './reader';

/** Prices a reply settles on among several it says: worked out, summed, or chosen once the case is known. */

/** A price worked out from those said before it: "So two hours would be four seventy-five". */
const WORKED_OUT =
  /^\W*so\b[^,]*\b(?:would be|would come to|comes to|comes out to|works out to)\s+(?:about\s+|around\s+)?(?:[$\d]|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\b)/i;

/**
 * "Our basic package is one hour, three-twenty-five. Each extra hour is a hundred and fifty. So two
 * hours would be four seventy-five.": a price worked out after others in the same turn is the one
 * asked for.
 */
export const workedOut = (candidates: { clause: Clause; fit: number }[]) =>
  candidates.find(
    (c, i) =>
      i > 0 &&
      c.clause.turn === candidates[0]!.clause.turn &&
      (WORKED_OUT.test(c.clause.text) || (OPENS_SO.test(c.clause.text) && sumsEarlier(candidates, i))),
  );

/**
 * "The exam is sixty-eight, and the FVRCP is twenty-nine. … So the basic first visit, exam plus the
 * combo, is ninety-seven.": a price that is the sum of two said before it in the turn.
 */
function sumsEarlier(candidates: { clause: Clause }[], at: number): boolean {
  const turn = candidates[at]!.clause.turn;
  const earlier = candidates
    .slice(0, at)
    .filter((c) => c.clause.turn === turn)
    .flatMap((c) => numbersSaid(c.clause.text));
  const sums = earlier.flatMap((a, i) => earlier.slice(i + 1).map((b) => a + b));
  return numbersSaid(candidates[at]!.clause.text).some((v) => sums.some((sum) => Math.abs(sum - v) < 0.005));
}

/** A clause opening with "so": "So twenty-six ninety-five a kid." */
export const OPENS_SO = /^\W*so\b/i;

/**
 * "The Strike Package is twenty-one ninety-five a kid, and the Pin Party is twenty-six ninety-five."
 * … "Saturday, then it's gotta be the Pin Party. So twenty-six ninety-five a kid.": of two values
 * said, the one the business settles on after them, when it is not the one `chosen` already; the
 * values may have been said in its earlier turns ("…ninety-five for thirty minutes and one thirty-five
 * for forty-five." "Which would he be in?" "Almost always the thirty. So ninety-five.").
 */
export const settledOn = (
  candidates: { clause: Clause; fit: number }[],
  chosen: { clause: Clause } | undefined,
  saidEarlier: number[] = [],
) => {
  const values = (c: { clause: Clause }) => numbersSaid(c.clause.text);
  const chosenSaid = new Set(chosen ? values(chosen) : []);
  return candidates.findLast((c, i) => {
    if (i === 0 || !OPENS_SO.test(c.clause.text) || values(c).some((v) => chosenSaid.has(v))) return false;
    // (Of earlier turns, only a value said alone: "So for the two kids that's one-ninety" settles on no "two".)
    const earlier = values(c).length === 1 ? saidEarlier : [];
    const before = new Set([...earlier, ...candidates.slice(0, i).flatMap(values)]);
    return before.size >= 2 && values(c).some((v) => before.has(v));
  });
};

/**
 * "For two to four it's forty-five each, five or six it drops a bit. How many are you?" "It would be
 * six people." "Six, yeah, that's forty a head.": a price said once the agent has told the case the
 * business asked about is the one for the caller.
 */
export const caseTold = (candidates: { clause: Clause; fit: number }[], turns: NumberedTurn[]) => {
  const asked = candidates[0]?.clause.turn;
  const question = turns.find((t) => t.index === asked);
  const told = turns.find((t) => t.index === (asked ?? -2) + 1);
  if (!question?.text.trim().endsWith('?') || told?.speaker !== 'agent' || told.text.includes('?'))
    return undefined;
  const priced = candidates.find((c) => c.fit > 0 && c.clause.turn === told.index + 1);
  // ("Then it's CANSail One, four ninety-five.": a price said before, in words that say more, stands.)
  const before = new Set(
    candidates.filter((c) => c.clause.turn < told.index).flatMap((c) => numbersSaid(c.clause.text)),
  );
  return priced && numbersSaid(priced.clause.text).some((n) => !before.has(n)) ? priced : undefined;
};
