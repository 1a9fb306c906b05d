import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

// Class: an attribute named after a question whose stem asks for another kind of thing is asked for
// itself. "How many kids can ride at once, and price?" asks the price, not "How many kids can price?".
describe('parseAsks asks an attribute listed after a question of another kind on its own', () => {
  it('does not lend a count stem to a price', () => {
    expect(asked('how many kids can ride the hay wagon at once, and price?')).toEqual([
      'count: How many kids can ride the hay wagon at once?',
      'money: What is the price?',
    ]);
  });

  it('does not lend a schedule stem to a fee', () => {
    expect(asked('what time does the rink open on Sunday, and the fee')).toEqual([
      'schedule: What time does the rink open on Sunday?',
      'money: What is the fee?',
    ]);
  });

  it('still lends a stem that asks for the attribute itself', () => {
    expect(asked('How much is a lane, and the shoe rental fee?')).toEqual([
      'money: How much is a lane?',
      'money: How much is the shoe rental fee?',
    ]);
    expect(asked('What are your rates, hours and age groups?')).toEqual([
      'money: What are your rates?',
      'schedule: What are your hours?',
      'age_range: What are your age groups?',
    ]);
  });
});

// Class: "the X one" after a yes/no question names which of the thing asked about is meant; "one"
// picked out by a determiner is the thing named, kept in the label.
describe('parseAsks reads "the <adjective> one" as the thing meant', () => {
  it('asks the yes/no question once, of the one meant', () => {
    expect(
      parseAsks('do you have the lego castle set, the big one, and how much is it?').map((a) => a.label),
    ).toEqual(['Do you have the lego castle set, the big one?', 'How much is the lego castle set?']);
  });

  it('keeps "one" after a determiner in the question asked', () => {
    expect(parseAsks('how much is the small one?').map((a) => a.label)).toEqual([
      'How much is the small one?',
    ]);
  });
});
