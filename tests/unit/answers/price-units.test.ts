import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';

const context = (label: string) => ({
  label,
  currency: 'USD',
  referenceDate: new Date('2026-11-24T15:00:00Z'),
});
const price = (text: string, label: string) => normalizeAnswer('money', text, context(label))?.value;

describe('what a price is per', () => {
  it.each([
    // A payment made once, named by the question or by what it is paid to do.
    ['Three hundred to lock in your date.', 'How much is the deposit?', 300, 'one_time'],
    ['You just need twenty-five to open it.', 'What is the minimum to open an account?', 25, 'one_time'],
    ["It's a hundred and fifty to reserve the hall.", 'How much to book the hall?', 150, 'one_time'],
    ['Forty-five.', 'Is there a registration fee?', 45, 'one_time'],
    ['The setup is ninety.', 'How much is the set-up fee?', 90, 'one_time'],
    // A period said with it stays its unit.
    ['Registration runs thirty a year.', 'How much is registration?', 30, 'year'],
    ['The deposit is one month, so twelve hundred a month.', 'How much is the deposit?', 1200, 'month'],
    // A length said in the next breath is how long it runs, not what it is per.
    ['The consult is one twenty-five, it takes about an hour.', 'How much is the first consult?', 125, null],
    ['First appointment is two ten, it lasts ninety minutes.', 'How much is the first visit?', 210, 'visit'],
    ['One-twenty, an hour.', 'How much do you charge?', 120, 'hour'],
    ['Seventy bucks, flat.', 'How much is it?', 70, 'one_time'],
    // "Each" after a plural counts that plural; said for the thing asked, the thing asked.
    ['Semi-privates are forty each.', 'How much is a semi-private lesson?', 40, 'lesson'],
    ['Groups are thirty each.', 'How much is a group class?', 30, 'class'],
    ['Tickets are nine each.', 'How much are tickets to the show?', 9, 'person'],
    ['Seats are fifteen each.', 'How much is it?', 15, 'person'],
    ['Kids are eight each.', "How much is a kid's class?", 8, 'child'],
    ['The cupcakes are three each.', 'How much are the cupcakes?', 3, 'item'],
    // A period said after the thing priced.
    ['A forty-dollar pass for the month.', 'How much is it?', 40, 'month'],
    ['Fifty-dollar membership for the year.', 'How much is a membership?', 50, 'year'],
    ['Two forty, or two hundred if you pay the term up front.', 'How much is the program?', 240, null],
  ] as const)('reads %j (to %j) as %d per %s', (text, label, amount, per) => {
    expect(price(text, label)).toEqual({ amount, currency: 'USD', per });
  });

  it.each([
    ['Ninety-five.', 95],
    ['Twenty-two.', 22],
    ['Sixty-five!', 65],
  ])('reads a number said as a whole sentence, %j, in full', (text, amount) => {
    expect(price(text, 'How much is it?')?.amount).toBe(amount);
  });
});
