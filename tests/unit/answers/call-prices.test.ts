import { describe, expect, it } from 'vitest';
import { toAnswers } from '#functions/core/answers/answers';
import type { Ask } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';

const context = { currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') };

/**
 * The amount read for the last of a call's price questions, each business line answering one
 * (price asks) or another kind of question (count asks).
 */
function lastAmount(lines: [kind: 'money' | 'count', said: string][]): number | undefined {
  const turns: TranscriptTurn[] = lines.flatMap(([, text], i) => [
    { speaker: 'agent', text: 'And how much is that?', at: i * 10 },
    { speaker: 'business', text, at: i * 10 + 5 },
  ]);
  const asks: Ask[] = lines.map(([kind], i) => ({ key: `q${i}`, label: 'How much is it?', kind }));
  const located = lines.map(([, quote], i) => ({
    key: `q${i}`,
    status: 'answered' as const,
    value: quote,
    turn: i * 2 + 1,
    quote,
    reasked: false,
  }));
  const answers = toAnswers(asks, located, turns, context);
  return (answers[`q${lines.length - 1}`]?.normalized as { amount: number } | null)?.amount;
}

describe('a price said as two numbers, heard at the scale of the call', () => {
  it.each([
    [
      [
        ["It's seven seventy-five a bottle, plus a ten-dollar deposit."],
        ["The cooler's nine ninety-five a month."],
      ],
      9.95,
    ],
    [
      [
        ['Drop-in is eight dollars a visit.'],
        ['Towels are two bucks each.'],
        ['Membership is nineteen ninety-nine a month.'],
      ],
      19.99,
    ],
    [[['A single class is twelve dollars.'], ['Unlimited is eight ninety-nine a month.']], 8.99],
  ])('reads %j as %d', (said, amount) => {
    expect(lastAmount(said.map(([text]) => ['money', text!]))).toBe(amount);
  });

  it.each([
    // Must not change: no other price said, a large one among them, cents that are no retail price.
    [[["The cooler's nine ninety-five a month."]], 995],
    [
      [
        ['Registration is twenty-five dollars.'],
        ['The deposit is three hundred dollars.'],
        ['Tuition is twelve ninety-five a month.'],
      ],
      1295,
    ],
    [[['Rentals are six dollars each.'], ['A full day is one sixty-five a month.']], 165],
  ])('keeps %j as %d', (said, amount) => {
    expect(lastAmount(said.map(([text]) => ['money', text!]))).toBe(amount);
  });

  it('takes no scale from numbers that answer no price question', () => {
    expect(
      lastAmount([
        ['count', 'There are eight screens, so sixteen players at once.'],
        ['money', 'Two hours is a flat three ninety-nine.'],
      ]),
    ).toBe(399);
  });
});
