import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks asks "ok to…?" typed without its "is it" as yes/no', () => {
  it.each([
    ['ok to bring a stroller inside?', ['yes_no: Is it ok to bring a stroller inside?']],
    [
      'bowling party - price per kid? Okay to bring our own cake?',
      ['money: What is the price per kid?', 'yes_no: Is it okay to bring our own cake?'],
    ],
    [
      'what ages do you teach; possible to switch days later?',
      ['age_range: What ages do you teach?', 'yes_no: Is it possible to switch days later?'],
    ],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still leaves "ok" inside a sentence as it is', () => {
    expect(asked('Is it ok to pay cash?')).toEqual(['yes_no: Is it ok to pay cash?']);
    expect(asked('Would a toddler be fine to join, and how long is class?')).toEqual([
      'yes_no: Would a toddler be fine to join?',
      'duration: How long is class?',
    ]);
  });
});

describe('parseAsks asks "…ok?" typed without its "is" as yes/no', () => {
  it.each([
    ['price per class? sundays ok?', ['money: What is the price per class?', 'yes_no: Are sundays ok?']],
    ['do you take walk-ins, cash okay?', ['yes_no: Do you take walk-ins?', 'yes_no: Is cash okay?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('keeps the "ok" a question with "be" asks about', () => {
    expect(asked('is the cost ok to split between two cards?')).toEqual([
      'yes_no: Is the cost ok to split between two cards?',
    ]);
    expect(asked('is the later slot ok?')).toEqual(['yes_no: Is the later slot ok?']);
    expect(asked('would that be okay?')).toEqual(['yes_no: Would that be okay?']);
  });
});

describe('parseAsks asks "need…?" typed without its "do I" as yes/no', () => {
  it.each([
    [
      'how much is a cleaning, need an appointment?',
      ['money: How much is a cleaning?', 'yes_no: Do I need an appointment?'],
    ],
    ['need to bring a helmet?', ['yes_no: Do I need to bring a helmet?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still asks for what is needed, and leaves a told need as it is', () => {
    expect(asked('Need the hourly price?')).toEqual(['money: What is the hourly price?']);
    expect(asked('I need a tutor for math, do you do grade 9?')).toEqual(['yes_no: Do you do grade 9?']);
  });
});
