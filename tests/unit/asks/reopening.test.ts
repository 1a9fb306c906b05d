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

  it.each([
    ['When does the outdoor splash pad open for the summer?', ['date']],
    ['when does the ski hill close for the season', ['date']],
    ['Is the rink busy, and when does it open for the winter?', ['yes_no', 'date']],
    ['when does the corn maze open this year', ['date']],
    ['When will the lake beach open next summer?', ['date']],
  ])('reads when a place opens or closes for a season as a date: "%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still reads the hours a place opens as a schedule', () => {
    expect(kinds('When does the bakery open for the day?')).toEqual(['schedule']);
    expect(kinds('When do you open on Sundays?')).toEqual(['schedule']);
    expect(kinds('What time does the pool open?')).toEqual(['schedule']);
    expect(kinds('when do you open this week')).toEqual(['schedule']);
  });
});
