import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

// Class: a sentence that only names a topic ("Wondering about X.") before sentences asking about it
// is a heading, not a question: "Curious about the junior curling league. Is it Saturdays? Cost?"
describe('parseAsks drops a sentence naming only a topic before the questions about it', () => {
  it.each([
    [
      'Hello! Curious about the junior curling league for my twins. Is it on Saturdays? What does it cost?',
      ['yes_no: Is it on Saturdays?', 'money: What does it cost?'],
    ],
    [
      'wondering about your pottery wheel class. what ages, and do they keep the bowls',
      ['age_range: What ages?', 'yes_no: Do they keep the bowls?'],
    ],
  ])('"%s"', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });

  it('still asks about a topic named alone, after other questions, or in a list', () => {
    expect(asked('Wondering about your toddler art program.')).toEqual([
      'text: What can you tell me about your toddler art program?',
    ]);
    expect(asked('Is there parking on site? Also wondering about the family pass.')).toEqual([
      'yes_no: Is there parking on site?',
      'text: What can you tell me about the family pass?',
    ]);
    expect(asked('tell me about the intro class, the cost, and the hours')).toEqual([
      'text: What can you tell me about the intro class?',
      'money: What is the cost?',
      'schedule: What are the hours?',
    ]);
  });
});

// Class: "about" before a question word is "roughly": "and about how long would it take?".
describe('parseAsks reads "about how much/long/many" as a rough figure asked for', () => {
  it('keeps the question as asked', () => {
    expect(asked('Can you hem a prom dress by Friday, and about how much would that be?')).toEqual([
      'yes_no: Can you hem a prom dress by Friday?',
      'money: About how much would that be?',
    ]);
  });
});
