import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

// Class: the word after "how" typed with two letters swapped ("how mcuh?", "how mnay") is the
// question word it spells, so its kind is read: "face painting — how mcuh for an hour?" asks money.
describe('parseAsks reads a question word after "how" typed with swapped letters', () => {
  it.each([
    ['face painting booth — how mcuh for an hour?', ['money: How much for an hour?']],
    [
      'how mnay kids per counsellor at the day camp',
      ['count: How many kids per counsellor at the day camp?'],
    ],
    ['how lnog does a kids cut take', ['duration: How long does a kids cut take?']],
  ])('"%s"', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });

  it('leaves other words after "how" alone', () => {
    expect(asked('how come the pool is closed today?')).toEqual(asked('How come the pool is closed today?'));
    expect(parseAsks('how does the loyalty card work?')[0]!.label).toBe('How does the loyalty card work?');
  });
});
