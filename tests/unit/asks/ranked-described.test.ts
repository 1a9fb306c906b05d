import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks asks for a thing picked at one end with a clause describing it', () => {
  it.each([
    ['Earliest date you could start the job?', 'date: What is the earliest date you could start the job?'],
    ['latest time we can check out?', 'schedule: What is the latest time we can check out?'],
    ['cheapest package you have?', 'money: What is the cheapest package you have?'],
  ])('"%s"', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });

  it('asks it in a list, and not as the topic of the attributes after it', () => {
    expect(asked('Do you haul old carpet? Rough cost? Earliest date you could come?')).toEqual([
      'yes_no: Do you haul old carpet?',
      'money: What is the rough cost?',
      'date: What is the earliest date you could come?',
    ]);
    expect(asked('Biggest size you carry, and price?')).toEqual([
      'text: What is the biggest size you carry?',
      'money: What is the price?',
    ]);
  });

  it('still reads a statement about the children as told', () => {
    expect(asked('the kids are 4 and 6. do you have lessons')).toEqual(['yes_no: Do you have lessons?']);
  });
});
