import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

describe('parseAsks reads the bound on a time as a length, and a head count as a count', () => {
  it.each([
    ["What's the minimum booking time for the studio?", ['duration']],
    ['max rental time for the kayaks, and the price per hour?', ['duration', 'money']],
    ['minimum headcount for a private party?', ['count']],
    ['What is the maximum head count for the room?', ['count']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still reads the earliest or latest time of day as a schedule', () => {
    expect(kinds('What is the earliest drop off time?')).toEqual(['schedule']);
    expect(kinds('what time do you close on Fridays')).toEqual(['schedule']);
  });
});
