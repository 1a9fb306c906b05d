import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

describe('parseAsks reads a price asked for as a favour, or the price at one end, as money', () => {
  it.each([
    ['Could you give me a rough estimate to refinish a dining table?', ['money']],
    ['can they quote me a price for two rooms of carpet', ['money']],
    ['Would you tell us the rate for a half day, and is lunch included?', ['money', 'yes_no']],
    ['Which is the least expensive birthday package?', ['money']],
    ['what is the cheapest option for a 5 year old, and what ages are the camps?', ['money', 'age_range']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still reads other favours as yes/no, and the cheapest day as a day', () => {
    expect(kinds('Can you give me a call back this afternoon?')).toEqual(['yes_no']);
    expect(kinds('Could you send me the registration form?')).toEqual(['yes_no']);
    expect(kinds('What is the cheapest night to come?')).toEqual(['text']);
  });
});

// Class: a ballpark is a rough price: named after a yes/no question it is asked for, as money.
describe('parseAsks reads a ballpark as a price asked for', () => {
  it.each([
    ['do you do free estimates and ballpark for a 12x14 deck?', ['yes_no', 'money']],
    ['ballpark for a 2 hour party?', ['money']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });
});
