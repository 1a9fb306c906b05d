import type { MoneyPeriod, NormalizedValue } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import { type NormalizeContext, normalizeAnswer } from './normalize';
import { periodOf } from './normalize/price-periods';
import { paidOnce } from './normalize/thing-asked';
import { tokensOf } from './normalize/tokens';
import { opensWithYes } from './normalize/yes-no';

type Price = NormalizedValue['money'];

const PER = new Set(['per', 'a', 'an', 'each', 'every']);

/** "No, sixty", "Actually, it went up", "Well, plus the cool-down": the business takes a read-back up. */
const TAKES_ISSUE =
  /^(?:no|nope|nah|not quite|actually|well|close)\b(?![\s,]*(?:problem|worries|trouble|prob)\b)/i;

/** "Is that right?", "Correct?": a question that only checks the read-back before it. */
const CHECKS_READ_BACK = /\b(?:right|correct|accurate)\s*\?\s*$/i;

/** A read-back put as a question: "Just to confirm, the next free day is March seventh?", "…, right?" */
const CONFIRMING =
  /^\W*(?:(?:okay|ok|great|perfect|thanks|thank you|so)[\s,.!]+)*(?:just )?(?:to confirm|to double-check|to make sure|confirming)\b/i;
export const checksReadBack = (sentence: string) =>
  CHECKS_READ_BACK.test(sentence) || CONFIRMING.test(sentence.trim());

/** Sentences of an agent line ("…at five p.m. and Fridays…" is one). */
export const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?])(?<![ap]\.m\.)\s+/).filter((sentence) => sentence.trim().length > 0);

/**
 * Whether the business lets a read-back in sentence `at` of agent turn `turn` stand: its next turn
 * does not take it up; a "No" after another question the agent went on to ask ("So nine ninety-five.
 * Is it any different on weekdays?" "No, same all week.") answers that question.
 */
export function letStand(
  turns: Pick<TranscriptTurn, 'speaker' | 'text'>[],
  turn: number,
  at: number,
): boolean {
  const reply = turns.find((t, i) => i > turn && t.speaker === 'business');
  if (!reply) return true;
  const asksOn = sentencesOf(turns[turn]!.text)
    .slice(at + 1)
    .some((sentence) => sentence.trim().endsWith('?') && !CHECKS_READ_BACK.test(sentence));
  return asksOn || !TAKES_ISSUE.test(reply.text.trim());
}

/** A question offering two units to choose from: "Is that per day, or once for the whole rental?" */
function asksWhichUnit(sentence: string): boolean {
  if (!/\bor\b[^?]*\?\s*$/i.test(sentence)) return false;
  const periods = new Set(tokensOf(sentence).map((t) => periodOf(t.word)));
  periods.delete(null);
  return periods.size >= 2;
}

/** A read-back that says its scale: "three hundred ninety-five dollars", "$3.95", "ninety-five cents". */
const SCALE_SAID = /\bhundred\b|\bthousand\b|\bcents?\b|\$\s?\d|\d\.\d\d/i;

/** The same amount, or the other reading of one said as two numbers ("three ninety-five": 3.95 or 395). */
/** How many of the agent's turns after a quote may read it back. */
const READ_BACK_TURNS = 2;

const sameOrRescaled = (said: number, readBack: number) =>
  said === readBack || Math.abs(said * 100 - readBack) < 1e-6 || Math.abs(readBack * 100 - said) < 1e-6;

/**
 * A price as the call settles it after it was quoted:
 * - "It's thirty." "So that's $30?" "Yup, per kid.": the unit the business adds in confirming the
 *   amount read back to it, or says in taking up only the unit read back ("So nine ninety-five a
 *   day?" "No, that is per visit.") (only the very next business turn, after an agent turn reading
 *   back the same amount);
 * - "…a one-time fee of three ninety-five." "So three hundred ninety-five dollars, one time.", "…on
 *   weekends twenty-six ninety-five." "Twenty-six ninety-five per child on a Saturday.": the scale and
 *   the unit of the agent's first later statement of the same amount (in its next two turns), when the
 *   business lets it stand.
 * A unit the quote says itself is kept; with none said or settled, a price of one service or payment
 * is paid once ("How much is a tune-up?" "Basic tune's sixty-five.").
 */
export function confirmedPrice(
  turns: TranscriptTurn[],
  quoted: number,
  price: Price,
  context: NormalizeContext,
): Price {
  const readBack = agentReadBack(turns, quoted, price.amount, context);
  const amount = readBack?.amount ?? price.amount;
  const per =
    price.per ??
    confirmedUnit(turns, quoted, price.amount, context) ??
    readBack?.per ??
    paidOnce(tokensOf(context.label));
  return { ...price, amount, per };
}

/** The agent's first statement after the quote of the amount quoted (at either scale), let stand. */
function agentReadBack(
  turns: TranscriptTurn[],
  quoted: number,
  amount: number,
  context: NormalizeContext,
): Price | null {
  // (The agent's first two turns after the quote: one may ask about it before the amount is read back;
  // "…up to five hundred dollars" five turns on reads back no "five bucks".)
  const near = turns
    .map((line, turn) => ({ line, turn }))
    .filter(({ line, turn }) => turn > quoted && line.speaker === 'agent')
    .slice(0, READ_BACK_TURNS);
  for (const { line, turn } of near) {
    for (const [at, sentence] of sentencesOf(line.text).entries()) {
      const read = normalizeAnswer('money', sentence, context);
      if (!read || read.certainty < 0.55 || !sameOrRescaled(amount, read.value.amount)) continue;
      if (!letStand(turns, turn, at)) return null;
      // "Is the thirty-five pounds charged per day, or once for the whole rental?" asks the unit.
      if (asksWhichUnit(sentence)) return { ...read.value, amount, per: null };
      // "So two ninety-five for the inspection?" is no surer of its scale than the quote.
      return SCALE_SAID.test(sentence) ? read.value : { ...read.value, amount };
    }
  }
  return null;
}

/** A question asking whether a price is per one unit: "Is that per child?", "And is it per session?" */
const ASKS_THE_UNIT =
  /^\W*(?:(?:and|so|okay|ok)[\s,]+)*(?:is|was) (?:that|it|this) (?:per|a|an|each|for each) ([a-z]+)\s*\?\s*$/i;

/** The unit a question asks the price is per, or null. */
const unitAskedOf = (sentence: string): MoneyPeriod | null => {
  const word = ASKS_THE_UNIT.exec(sentence.trim())?.[1];
  return word ? periodOf(word.toLowerCase()) : null;
};

/** A yes said anywhere in a short reply: "Per child, yes." */
const SAYS_YES = /\b(?:yes|yeah|yep|yup|correct|that's right)\b/i;

function confirmedUnit(
  turns: TranscriptTurn[],
  quoted: number,
  amount: number,
  context: NormalizeContext,
): MoneyPeriod | null {
  const next = turns.findIndex((turn, i) => i > quoted && turn.speaker === 'business');
  if (next < 0) return null;
  const reply = turns[next]!.text;
  const between = turns.slice(quoted + 1, next);
  const tokens = tokensOf(reply);
  // "Per day, or once for the whole rental?" "Just the once.": the unit chosen.
  if (between.some((turn) => turn.speaker === 'agent' && sentencesOf(turn.text).some(asksWhichUnit)))
    return tokens.map((t) => periodOf(t.word)).find((period) => period !== null) ?? null;
  // "Is that per child?" "Per child, yes.": the one unit the agent asks about, agreed to.
  const unit = between
    .flatMap((turn) => (turn.speaker === 'agent' ? sentencesOf(turn.text) : []))
    .map(unitAskedOf)
    .find((period) => period !== null);
  const agreed =
    opensWithYes(reply) || (SAYS_YES.test(reply) && tokens.some((t) => periodOf(t.word) === unit));
  if (unit && agreed && !TAKES_ISSUE.test(reply.trim())) return unit;
  // "Yup, per kid." confirms the amount; "No, that is per visit." corrects only the unit.
  const correctsUnit = TAKES_ISSUE.test(reply.trim()) && !normalizeAnswer('money', reply, context);
  if (!opensWithYes(reply) && !correctsUnit) return null;
  const readBack = between.some(
    (turn) => normalizeAnswer('money', turn.text, context)?.value.amount === amount,
  );
  if (!readBack) return null;
  const at = tokens.findIndex((t, i) => PER.has(t.word) && periodOf(tokens[i + 1]?.word ?? '') !== null);
  return at < 0 ? null : periodOf(tokens[at + 1]!.word);
}
