import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

describe('parseAsks reads when something reopens after a closure as a date', () => {
  it.each([
    ['Is the rink closed for renovations? When does it reopen?', ['yes_no', 'date']],
    ['when will the outdoor pool be open again', ['date']],
    ['Are you closed for the holidays, and when are you back open?', ['yes_no', 'date']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still reads the hours a place opens as a schedule', () => {
    expect(kinds('When do you open on Sundays?')).toEqual(['schedule']);
    expect(kinds('What time does the pool open?')).toEqual(['schedule']);
  });
});
