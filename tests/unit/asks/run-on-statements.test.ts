import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

/**
 * A run-on that tells something first and asks without a pause: the statement ends where the
 * question's auxiliary and subject start, when it has a verb of its own, said by someone of the
 * family ("my puppy chews everything") or going on after "and" without its subject ("and never
 * been on a plane").
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
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});
