import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

// Class: whether a time of some kind is kept asks when it is: "Is there a baby-only swim time?"
// is answered "weekday mornings".
describe('parseAsks reads whether a time is kept as its schedule', () => {
  it.each([
    ['Is there a baby-only swim time?', ['schedule']],
    ['how much is entry and do you have low sensory hours', ['money', 'schedule']],
    ['any quiet times?', ['schedule']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still asks yes or no of a length, a time named with its day, or a share of the week', () => {
    expect(kinds('Is there a wait time?')).toEqual(['yes_no']);
    expect(kinds('is there a toddler time on saturdays')).toEqual(['yes_no']);
    expect(kinds('do you have part time?')).toEqual(['yes_no']);
    expect(kinds('Do you have Sunday hours?')).toEqual(['yes_no']);
  });

  it('still asks yes or no when the time is asked for after it', () => {
    expect(kinds('is there a members-only swim time, and when is it?')).toEqual(['yes_no', 'schedule']);
  });
});
