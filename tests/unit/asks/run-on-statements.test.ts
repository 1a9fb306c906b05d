import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

/**
 * A run-on that tells something first and asks without a pause: the statement ends where the
 * question's auxiliary and subject start, when it has a verb of its own, said by someone of the
 * family or by people named ("my puppy chews everything", "the twins want to help"), or going on
 * after "and" without its subject, a verb and what it takes ("and never been on a plane", "and gets
 * carsick").
 */
describe('parseAsks starts a question after a statement in a run-on', () => {
  it.each([
    [
      'we just adopted a puppy and my puppy chews everything do you do obedience classes and how much',
      ['yes_no: Do you do obedience classes?', 'money: How much?'],
    ],
    [
      'my daughter is 6 and never been on skates does the rink have a learn to skate program',
      ['yes_no: Does the rink have a learn to skate program?'],
    ],
    [
      'how much is a cake pop class? the twins want to help decorate is that allowed',
      ['money: How much is a cake pop class?', 'yes_no: Is that allowed?'],
    ],
    [
      'my son is 7 and gets carsick is that a problem for the bus trip',
      ['yes_no: Is that a problem for the bus trip?'],
    ],
    [
      'the strap came off how much and how long does it take',
      ['money: How much?', 'duration: How long does it take?'],
    ],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

describe('parseAsks keeps a noun after "and" as the subject of the question it starts', () => {
  it('asks one question of "days and times"', () => {
    expect(asked('what days and times does the art club meet, and how much is it')).toEqual([
      'schedule: What days and times does the art club meet?',
      'money: How much is it?',
    ]);
  });
});

describe('parseAsks asks one question of two nouns of one kind sharing what they are "of"', () => {
  it.each([
    [
      'what are the days and times of the swim lessons?',
      ['schedule: What are the days and times of the swim lessons?'],
    ],
    [
      'days and times of the art class, and the price?',
      ['schedule: What are the days and times of the art class?', 'money: What is the price?'],
    ],
    [
      'what are the dates and prices of the camps?',
      ['date: What are the dates?', 'money: What are the prices of the camps?'],
    ],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

describe('parseAsks keeps "do" after a modal and its subject as that question\'s verb', () => {
  it.each([
    ['can the kids do it without a parent?', ['yes_no: Can the kids do it without a parent?']],
    ['can the twins do it alone', ['yes_no: Can the twins do it alone?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});
