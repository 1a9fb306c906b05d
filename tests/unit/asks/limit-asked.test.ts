import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

// Class: whether a limit on an age or a number is set is asked to learn the limit ("Is there a
// minimum age?" is answered "8 and up" as often as "no"), so it asks for that age or count.
describe('parseAsks reads "is there a minimum/maximum <age or number>" as asking for the limit', () => {
  it.each([
    ['Is there a minimum age for the go-karts?', ['age_range']],
    ['How much is a private skating lesson and is there a maximum age?', ['money', 'age_range']],
    ['do you have a minimum number of nights for the cabin', ['count']],
    ['Any max group size for the treetop course, and when do you open?', ['count', 'schedule']],
    ['Is there a minimum number of guests for the brunch room?', ['count']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('keeps the label as the parent worded it', () => {
    expect(parseAsks('Is there a minimum age for the go-karts?')[0]!.label).toBe(
      'Is there a minimum age for the go-karts?',
    );
  });

  it('still reads a limit on a charge, or on what is not measured, as yes or no', () => {
    expect(kinds('Is there a minimum spend on the patio?')).toEqual(['yes_no']);
    expect(kinds('Is there a minimum order for catering?')).toEqual(['yes_no']);
    expect(kinds('Is there a minimum deposit to hold the date?')).toEqual(['yes_no']);
    expect(kinds('Is there a height limit for the big slide?')).toEqual(['yes_no']);
    expect(kinds('Is there a waitlist for the toddler program?')).toEqual(['yes_no']);
  });
});
