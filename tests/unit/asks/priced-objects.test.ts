import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

// Class: one thing named with "a" and a bare noun after "and" are one object asked about together:
// "What's the day rate for a cargo van and drivers?" is one price.
describe('parseAsks keeps "a <thing> and <bare noun>" after a preposition as one object', () => {
  it('asks one price', () => {
    expect(asked("What's the day rate for a cargo van and drivers?")).toEqual([
      'money: What is the day rate for a cargo van and drivers?',
    ]);
  });

  it('still asks a yes/no question of things had as before', () => {
    expect(asked('Do you have a splash pad and lockers?')).toEqual([
      'yes_no: Do you have a splash pad and lockers?',
    ]);
  });
});

// Class: a list of things priced separately: a bare group after "and" that is not asked about
// together with the object of "for"/"of" gets the same question: "…for seniors and students?".
describe('parseAsks asks the same price of a group listed apart', () => {
  it.each([
    [
      'How much are day passes for seniors and students?',
      ['money: How much are day passes for seniors?', 'money: How much are day passes for students?'],
    ],
    [
      "what's the drop-in rate for toddlers and preschoolers",
      ['money: What is the drop-in rate for toddlers?', 'money: What is the drop-in rate for preschoolers?'],
    ],
  ])('"%s"', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });

  it('leaves two things named with determiners, and an attribute, as they were', () => {
    expect(asked('What is the cost of a gel manicure and a pedicure?')).toEqual([
      'money: What is the cost of a gel manicure and a pedicure?',
    ]);
    expect(asked('What time is the matinee for families and the price?')).toEqual([
      'schedule: What time is the matinee for families?',
      'money: What is the price?',
    ]);
  });
});

// Class: a thing named alone (no question before it) whose object is counted, then "and" and a
// bare noun: one object, and a quote is the price asked for.
describe('parseAsks keeps "<counted> and <bare noun>" of an item named alone as one object', () => {
  it.each([
    [
      'window washing quote for 2 floors + garage?',
      ['money: What is the window washing quote for 2 floors and garage?'],
    ],
    [
      'moving quote for a 2 bedroom and piano? how soon can you come',
      ['money: What is the moving quote for a 2 bedroom and piano?', 'date: How soon can you come?'],
    ],
  ])('"%s"', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });
});

// Class: a question ending on "to <verb>", "and", another verb and its object: both verbs share it.
describe('parseAsks asks one question of two verbs sharing an object', () => {
  it.each([
    ['how much to wash and fold a load of laundry?', ['money: How much to wash and fold a load of laundry?']],
    [
      'how long does it take to frame and mount a poster',
      ['duration: How long does it take to frame and mount a poster?'],
    ],
  ])('"%s"', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });
});
