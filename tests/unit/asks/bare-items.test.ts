import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

// Class: a bare item whose verb and particle are typed without their hyphen names an attribute:
// "drop in price?" asks the drop-in price, not whether there is "a drop in price".
describe('parseAsks reads a verb and particle typed unhyphenated before an attribute as one word', () => {
  it.each([
    ['walk in rate?', 'money: What is the walk in rate?'],
    ['open swim: check in time?', 'schedule: What is the check in time?'],
  ])('"%s"', (question, expected) => {
    expect(asked(question)).toEqual([expected]);
  });

  it('still reads a preposition as what an attribute is for', () => {
    expect(asked('hours on Boxing Day?')).toEqual(['schedule: What are the hours on Boxing Day?']);
    expect(asked('drop in classes?')).toEqual(['yes_no: Do you have drop in classes?']);
  });
});

// Class: "anything on weekends?": an indefinite pronoun named alone asks whether there is one.
describe('parseAsks asks whether there is "anything" or "something" named alone', () => {
  it('words it as "Is there…"', () => {
    expect(asked('trampoline park — anything for toddlers on weekday mornings?')).toEqual([
      'yes_no: Is there anything for toddlers on weekday mornings?',
    ]);
  });

  it('leaves a thing offered as it was', () => {
    expect(asked('parking?')).toEqual(['yes_no: Do you have parking?']);
  });
});

// Class: "until what time?" named alone after a question is a question word after its preposition.
describe('parseAsks asks a question word after its preposition as it is', () => {
  it('words "until what time" between two questions as it was typed', () => {
    expect(asked('is the pool open tonight, until what time, and is there parking')).toEqual([
      'yes_no: Is the pool open tonight?',
      'schedule: Until what time?',
      'yes_no: Is there parking?',
    ]);
  });
});

// Class: "fare" is a price word like "fee" or "rate": "What's the adult fare?" asks money.
describe('parseAsks reads a fare as a price', () => {
  it('asks money for a fare, and not for the verb', () => {
    expect(asked("what's the return fare for a 12 year old?")).toEqual([
      'money: What is the return fare for a 12 year old?',
    ]);
    expect(parseAsks('How do toddlers fare on the long trail?')[0]!.kind).toBe('text');
  });
});
