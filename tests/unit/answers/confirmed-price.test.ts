import { describe, expect, it } from 'vitest';
import { toAnswers } from '#functions/core/answers/answers';
import type { Ask } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';

const context = { currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') };
/** The price read from the business's first line (quoted), with the call's later lines after it. */
function priceOf(lines: string[], label = 'How much is the party?') {
  const ask: Ask = { key: 'price', label, kind: 'money' };
  const turns: TranscriptTurn[] = [ask.label, ...lines].map((text, i) => ({
    speaker: i % 2 === 0 ? 'agent' : 'business',
    text,
    at: i * 5,
  }));
  const quote = lines[0]!;
  const located = [
    { key: 'price', status: 'answered' as const, value: quote, turn: 1, quote, reasked: false },
  ];
  return toAnswers([ask], located, turns, context).price;
}

describe('a unit said only in confirming the price read back', () => {
  it.each([
    [["It's thirty.", "So that's $30?", 'Yup, per kid.'], 30, 'child'],
    [['Forty-five.', 'Forty-five dollars, okay.', 'Yes, an hour.'], 45, 'hour'],
    [['Usually about twelve.', 'So twelve dollars?', "That's right, per person."], 12, 'person'],
  ])('reads %j as %d per %s', (lines, amount, per) => {
    expect(priceOf(lines)).toMatchObject({
      normalized: { amount, per },
      evidence: { turn: 1, quote: lines[0] },
    });
  });

  it.each([
    // Must not change: another amount read back, no yes, a business turn between, a unit of its own;
    // the party priced alone is one price, paid once.
    [["It's thirty.", "So that's $35?", 'Yup, per kid.'], 30, 'one_time'],
    [["It's thirty.", "So that's $30?", 'Per kid, but let me check.'], 30, 'one_time'],
    [["It's thirty.", 'Okay.', 'Oh and parking is free.', "So that's $30?", 'Yup, per kid.'], 30, 'one_time'],
    [["It's thirty a month.", "So that's $30?", 'Yup, per kid.'], 30, 'month'],
  ])('keeps %j as %d per %s', (lines, amount, per) => {
    expect(priceOf(lines)).toMatchObject({ normalized: { amount, per } });
  });
});

describe('the scale and unit of a price the agent reads back and the business lets stand', () => {
  it.each([
    // Said as two numbers, read back whole: the read-back's scale.
    [
      ['A one-time fee of three ninety-five.', 'So three hundred ninety-five dollars, one time.', 'Yes.'],
      395,
    ],
    // A read-back as ambiguous as the quote settles nothing.
    [['The party is two ninety-five for up to ten kids.', 'So two ninety-five?', 'Right.'], 295],
  ])('reads %j as %d', (lines, amount) => {
    expect(priceOf(lines)).toMatchObject({ normalized: { amount }, evidence: { turn: 1, quote: lines[0] } });
  });

  it.each([
    [
      ['Twenty-six ninety-five.', 'Twenty-six ninety-five per child on a Saturday.', 'A free game card too.'],
      'child',
    ],
    // A "No" to the question asked after the read-back lets it stand.
    [
      [
        'Under three is nine ninety-five.',
        'So nine ninety-five a day. Is it different on weekdays?',
        'No, same all week.',
      ],
      'day',
    ],
    // The business takes the read-back's unit up: the unit it says instead.
    [['Under three is nine ninety-five.', 'So nine ninety-five a day?', 'No, that is per visit.'], 'visit'],
    [
      [
        'Under three is nine ninety-five.',
        'So nine ninety-five a day. Is that right?',
        'No, it is per visit.',
      ],
      'visit',
    ],
  ])('reads the unit of %j as %s', (lines, per) => {
    expect(priceOf(lines)).toMatchObject({ normalized: { amount: 9.95 + (per === 'child' ? 17 : 0), per } });
  });
});

describe('a price with no unit said or settled', () => {
  it.each([
    ['How much is a tune-up?', 'one_time'],
    ['What is the evaluation fee?', 'one_time'],
    ['How much is a corsage?', 'item'],
    ['How much is the first visit?', 'visit'],
    // Paid over time, or asked of many: the unit stays unsaid.
    ["What's the rate?", null],
    ['How much is tuition?', null],
    ['How much are swim lessons?', null],
    ['What does the membership cost?', null],
  ])('to "%s" is per %s', (label, per) => {
    expect(priceOf(['Basic one is sixty-five.'], label)).toMatchObject({ normalized: { amount: 65, per } });
  });
});

describe('a unit the agent asks the business to choose', () => {
  it.each([
    [
      [
        "There's a one-way charge, it's thirty-five.",
        'Is the thirty-five charged per day, or once for the whole rental?',
        'Just the once. Flat fee.',
      ],
      'Is there a fee to drop the car off?',
      35,
      'one_time',
    ],
    [
      ["It's forty.", 'Is that forty per session, or per month?', 'Monthly, billed on the first.'],
      'What does it cost?',
      40,
      'month',
    ],
  ])('is the one chosen in %j, not the first the question offers', (lines, label, amount, per) => {
    expect(priceOf(lines, label)).toMatchObject({ normalized: { amount, per } });
  });
});
