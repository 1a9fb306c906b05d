import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Lengths of parts said one after another, a month named apart from its day, a ranked "first", a "now" and a holiday that date nothing, counts of the wholes asked within, a count summed up, units said by the people or the pass, "'s" as "is", hours up to midnight and the last seating, "ja". */

describe('lengths', () => {
  it('adds up the parts of a visit joined by "then"', () => {
    expect(
      read('duration', 'An hour jumping, then half an hour in the party room.', 'How long is the party?')
        ?.value,
    ).toEqual({ minutes: 90 });
  });
});

describe('dates', () => {
  it("reads a month named apart from its day as this year's, though the month has begun", () => {
    expect(
      read('date', 'Auditions are Saturday the twenty-eighth, of November I mean.', 'When are auditions?')
        ?.value,
    ).toBe('2026-11-28');
  });

  it('reads "the first I have is Thursday the third" as the third, not the first', () => {
    expect(
      read(
        'date',
        'Okay, the first I have is Thursday the third, nine a.m.',
        'When is the earliest appointment?',
      )?.value,
    ).toBe('2026-12-03');
  });

  it('reads no day from a "now" that only takes the question up, nor from a holiday naming a thing', () => {
    expect(read('date', 'Ah, the Christmas camp, now.', 'When does the Christmas camp start?')).toBeNull();
  });

  it('still reads the holiday itself as its day', () => {
    expect(read('date', 'The Christmas camp starts Boxing Day.', 'When does the camp start?')?.value).toBe(
      '2026-12-26',
    );
  });

  it('reads no past day from "the last Friday of the session"', () => {
    expect(
      read('date', 'So the showcase is the last Friday of the session.', 'When is the show?'),
    ).toBeNull();
  });

  it('still reads the last Friday of a month named', () => {
    expect(read('date', "It's the last Friday of January.", 'When is the show?')?.value).toBe('2027-01-29');
  });
});

describe('counts', () => {
  it('reads no count of the children asked from a number of the groups they are in', () => {
    expect(
      read(
        'count',
        "We cap it at twelve per presenter. Ashgrove's pretty popular, so there's usually two groups going.",
        'How many kids are in a group?',
      )?.value,
    ).toBe(12);
  });

  it('reads the count a reply sums up after "so"', () => {
    expect(
      read(
        'count',
        'Two classes per week, so total twenty-four classes.',
        'How many classes are there in total?',
      )?.value,
    ).toBe(24);
  });
});

describe('prices', () => {
  it('reads "per kiddo" as per child', () => {
    expect(read('money', 'Twelve dollars per kiddo.', 'How much does toddler time cost?')?.value).toEqual({
      amount: 12,
      currency: 'USD',
      per: 'child',
    });
  });

  it('reads a price said per person to a day pass as per person', () => {
    expect(
      read('money', "They're fifty-nine ninety-nine per person.", 'How much is a day pass?')?.value,
    ).toEqual({ amount: 59.99, currency: 'USD', per: 'person' });
  });

  it('reads "Season fee\'s twelve hundred" as per season', () => {
    expect(
      read('money', "Season fee's twelve hundred.", 'How much does the team cost for the season?')?.value,
    ).toEqual({ amount: 1200, currency: 'USD', per: 'season' });
  });
});

describe('hours', () => {
  it('reads a bare hour before midnight as at night', () => {
    expect(
      read('schedule', 'Cosmic is Friday and Saturday, nine to midnight.', 'When is cosmic bowling?')?.value,
    ).toEqual({ days: ['friday', 'saturday'], times: ['21:00-00:00'] });
  });

  it('reads the last seating of a day as its close', () => {
    expect(
      read('schedule', 'Last seating Saturday is nine-thirty.', 'What is the latest start on Saturday?')
        ?.value,
    ).toEqual({ days: ['saturday'], times: ['21:30'] });
  });
});
