import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

// Class: "also" after the subject or the auxiliary of a question ("do they also do…", "can you
// also…") is said inside that question; it joins no second one.
describe('parseAsks keeps "also" inside the question it is said in', () => {
  it.each([
    ['do you also sharpen skates?', ['yes_no: Do you also sharpen skates?']],
    [
      'Does the tailor open Saturdays, and can they also hem jeans the same day?',
      ['yes_no: Does the tailor open Saturdays?', 'yes_no: Can they also hem jeans the same day?'],
    ],
    [
      'Do they also do gutter cleaning, and what does it cost?',
      ['yes_no: Do they also do gutter cleaning?', 'money: What does it cost?'],
    ],
  ])('"%s"', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });

  it('still joins two questions at an "also" between them', () => {
    expect(asked('Is parking free? also do you have lockers')).toEqual([
      'yes_no: Is parking free?',
      'yes_no: Do you have lockers?',
    ]);
  });
});
