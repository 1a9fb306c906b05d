import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks keeps numbers joined by "and" with what they share', () => {
  it.each([
    [
      'Can 9 and 10 year olds ride the go-karts alone?',
      ['yes_no: Can 9 and 10 year olds ride the go-karts alone?'],
    ],
    [
      'Do you have a class where 3 and 5 year olds can be together, and how much is it?',
      ['yes_no: Do you have a class where 3 and 5 year olds can be together?', 'money: How much is it?'],
    ],
    ['What do 1 and 2 hour lessons cost?', ['money: What do 1 and 2 hour lessons cost?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still splits at "and" after a number closing a question before a new one', () => {
    expect(asked('Do you take kids under 5 and what are the hours?')).toEqual([
      'yes_no: Do you take kids under 5?',
      'schedule: What are the hours?',
    ]);
  });
});
