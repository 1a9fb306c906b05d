import { describe, expect, it } from 'vitest';
import { clausesOf, pricesIn, topicOf } from '../../../functions/adapters/local/scripted-model/reader';

describe('reading what a business said', () => {
  it.each([
    ['Group lessons are $25 per session', { label: 'group lessons', amount: 25, unit: 'per session' }],
    [
      "It's $27.50 per session for a group lesson",
      { label: 'group lesson', amount: 27.5, unit: 'per session' },
    ],
    ['for a small dog groom we charge 55 dollars', { label: 'small dog groom', amount: 55, unit: '' }],
    ['a full-time spot costs $1,045', { label: 'full-time spot', amount: 1045, unit: '' }],
    [
      'Yes, so monthly memberships run $140 a month',
      { label: 'monthly memberships', amount: 140, unit: 'per month' },
    ],
    [
      'the checkup is 80 dollars and 50 cents per visit',
      { label: 'checkup', amount: 80.5, unit: 'per visit' },
    ],
  ])('reads the price in "%s"', (clause, price) => {
    expect(pricesIn(clause)).toEqual([price]);
  });

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
    ['We ask for 24 hours notice to cancel', 'policies'],
    ["We're open Monday to Friday from 9 am to 6 pm", 'hours'],
    ['We still have availability: 2 spots open', 'availability'],
    ['We offer group lessons and private lessons.', 'services'],
    ['Thanks for calling!', null],
  ])('files "%s" under %s', (clause, topic) => {
    expect(topicOf(clause)).toBe(topic);
  });
});
