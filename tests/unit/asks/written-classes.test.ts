import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

/**
 * Classes where the parser's asks differed from asks people wrote, each in phrasings of its own
 * (not from the eval batches), with phrasings that must stay as they are.
 */
const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks asks an attribute listed after a bare "what <noun>" for itself', () => {
  it.each([
    [
      'karate for my 7 year old - what belts do you teach, what levels, monthly fee, and uniform cost?',
      [
        'text: What belts do you teach?',
        'text: What levels?',
        'money: What is the monthly fee?',
        'money: What is the uniform cost?',
      ],
    ],
    [
      'piano: which books, price per lesson, lesson length',
      ['text: Which books?', 'money: What is the price per lesson?', 'duration: What is the lesson length?'],
    ],
    ['which ages, and the price?', ['age_range: Which ages?', 'money: What is the price?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still completes the bare "what <noun>" with what is not an attribute', () => {
    expect(asked('what kind of cake, for how many people')).toEqual([
      'text: What kind of cake?',
      'count: For how many people?',
    ]);
    expect(asked('What days, times?')).toEqual(['schedule: What days, times?']);
  });
});
