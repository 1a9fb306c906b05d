import { describe, expect, it } from 'vitest';
import { clausesOf } from '#functions/adapters/local/scripted-model/reader';

describe('reading what a business said', () => {
  it('splits a turn into verbatim clauses at sentence ends and ", and" joins', () => {
    const text =
      'Sure! Group lessons are $25 per session, and a private lesson costs $45. We are closed on Sundays.';
    const clauses = clausesOf(3, text).map((c) => c.text);
    expect(clauses).toEqual([
      'Sure!',
      'Group lessons are $25 per session',
      'and a private lesson costs $45.',
      'We are closed on Sundays.',
    ]);
    for (const clause of clauses) expect(text).toContain(clause);
  });

  it.each([
    ['We open at six a.m. Friday for the sale.', ['We open at six a.m. Friday for the sale.']],
    ['Doors at 7 p.m. sharp, so come early.', ['Doors at 7 p.m. sharp, so come early.']],
    ['We open at 9 a.m. We close at five.', ['We open at 9 a.m.', 'We close at five.']],
  ])(
    'ends no sentence at the stop of "a.m." before a weekday or a lower-case word in %j',
    (text, clauses) => {
      expect(clausesOf(1, text).map((c) => c.text)).toEqual(clauses);
    },
  );

  it('takes a pause said alone for no clause', () => {
    expect(clausesOf(2, 'Hang on. ... Yep, you can reuse them.').map((c) => c.text)).toEqual([
      'Hang on.',
      'Yep, you can reuse them.',
    ]);
  });
});

describe('clausesOf, on a statement of what the speaker has', () => {
  it('splits "Mornings are all full, I have a twelve-thirty"', () => {
    expect(clausesOf(0, 'Mornings are all full, I have a twelve-thirty.').map((c) => c.text)).toEqual([
      'Mornings are all full',
      'I have a twelve-thirty.',
    ]);
  });

  it.each([["Yeah, we've got some wides in toddler."], ['No, sorry, I have a lot of dresses this week.']])(
    'keeps %j whole after a yes, no or sorry',
    (text) => {
      expect(clausesOf(0, text)).toHaveLength(1);
    },
  );
});
