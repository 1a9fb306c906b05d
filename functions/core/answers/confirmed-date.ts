import type { TranscriptTurn } from '#shared/contracts/research';
import { letStand, sentencesOf } from './confirmed-price';
import { type NormalizeContext, normalizeAnswer } from './normalize';
import { NAMES_A_MONTH } from './normalize/month-names';

/**
 * "We kick off September eleventh. … First actual game is the eighteenth." "So the first game is
 * Saturday, September eighteenth?" "Correct.": a day of the month quoted with no month is the day the
 * agent next reads back with the same day of the month, when the business lets it stand.
 */
export function confirmedDate(
  turns: TranscriptTurn[],
  { turn: quoted, quote }: { turn: number; quote: string },
  date: string,
  context: NormalizeContext,
): string {
  if (NAMES_A_MONTH.test(quote)) return date;
  for (const [turn, line] of turns.entries()) {
    if (turn <= quoted || line.speaker !== 'agent') continue;
    for (const [at, sentence] of sentencesOf(line.text).entries()) {
      const read = normalizeAnswer('date', sentence, context)?.value;
      if (!read || !NAMES_A_MONTH.test(sentence) || read.slice(8) !== date.slice(8)) continue;
      return letStand(turns, turn, at) ? read : date;
    }
  }
  return date;
}
