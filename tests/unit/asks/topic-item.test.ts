import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks reads a thing named before a list of attributes as their topic', () => {
  it.each([
    [
      'guitar lessons for a 10 year old, price per lesson, lesson length',
      ['money: What is the price per lesson?', 'duration: What is the lesson length?'],
    ],
    [
      'gutter cleaning for a two story house, price and do you haul away the debris',
      ['money: What is the price?', 'yes_no: Do you haul away the debris?'],
    ],
    [
      'face painting for a party, rate, availability on Sundays',
      ['money: What is the rate?', 'schedule: What is the availability on Sundays?'],
    ],
  ])('"%s" asks only the attributes', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still asks each of several things listed before an attribute', () => {
    expect(asked('lockers, showers, day pass price?')).toEqual([
      'yes_no: Do you have lockers?',
      'yes_no: Do you have showers?',
      'money: What is the day pass price?',
    ]);
    expect(asked('lunch included, price?')).toEqual([
      'yes_no: Is lunch included?',
      'money: What is the price?',
    ]);
  });
});
