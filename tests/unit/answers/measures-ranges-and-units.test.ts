import { describe, expect, it } from 'vitest';
import { spansLengths } from '#functions/core/answers/normalize/duration';
import { paidOnce } from '#functions/core/answers/normalize/thing-asked';
import { tokensOf } from '#functions/core/answers/normalize/tokens';
import { read } from './support/read';

/** How often against how long, ranges of lengths, counts of other things, times that are no hours, and the units of prices said alone. */

describe('how often something happens', () => {
  it('is no length', () => {
    expect(read('duration', 'Twice a week, an hour each.', 'How long is each practice?')?.value).toEqual({
      minutes: 60,
    });
    expect(read('duration', 'Once a week, ninety minutes.', 'How long is each rehearsal?')?.value).toEqual({
      minutes: 90,
    });
  });

  it('counts the times, not the days of the period', () => {
    expect(read('count', 'Twice a week at the studio.', 'How many days a week does she go?')?.value).toBe(2);
  });
});

describe('a length with a share of its unit', () => {
  it('adds a quarter as it adds a half', () => {
    expect(read('duration', 'Those run an hour and a quarter.', 'How long is a class?')?.value).toEqual({
      minutes: 75,
    });
  });
});

describe('a range of lengths', () => {
  it('is told from one length', () => {
    expect(spansLengths(tokensOf('Normally three to five hours.'))).toBe(true);
    expect(spansLengths(tokensOf('Two, maybe three weeks.'))).toBe(true);
    expect(spansLengths(tokensOf('An hour, forty minutes.'))).toBe(false);
  });

  it('of bare numbers is no span of the clock either', () => {
    expect(read('duration', "I'd guess four to six.", 'How long until it is dry?')).toBeNull();
  });
});

describe('a count', () => {
  it('is not the staff of a class when children are asked', () => {
    expect(
      read('count', 'There are always three coaches on the floor.', 'How many kids are in a group?'),
    ).toBeNull();
  });

  it('is not where a count starts when its most is asked', () => {
    expect(read('count', 'Parties start at ten children.', "What's the maximum number of kids?")).toBeNull();
  });

  it('reads the thing a "number of" question counts', () => {
    expect(read('count', 'Two-hour minimum.', 'What is the minimum number of hours?')?.value).toBe(2);
  });

  it('is no length joined to a thing by a hyphen', () => {
    expect(read('count', "She'd do a fifteen-minute warm-up first.", 'How many times a week?')).toBeNull();
  });

  it('is no price per another period than the one asked', () => {
    expect(read('count', "The club's one-eighty a month.", 'How many times a week do they meet?')).toBeNull();
  });
});

describe('a time of day', () => {
  it('is not a number of days', () => {
    expect(
      read('schedule', "We're open ten a.m. to six p.m., seven days a week.", 'What are the hours?')?.value,
    ).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      times: ['10:00-18:00'],
    });
  });

  it('is not a count of the times listed after it', () => {
    expect(
      read('schedule', 'Sundays we run three, nine a.m., eleven and two.', 'When are the tours on Sundays?')
        ?.value,
    ).toEqual({ days: ['sunday'], times: ['09:00', '11:00', '14:00'] });
  });

  it('is not an age and those older', () => {
    expect(
      read('schedule', "Mornings eight to noon. Afternoons aren't until six and up.", 'When is the program?')
        ?.value.times,
    ).toEqual(['08:00-12:00']);
  });

  it('spans a range said "through to"', () => {
    expect(read('schedule', 'She sees kids four through to six.', 'When is she in?')?.value.times).toEqual([
      '16:00-18:00',
    ]);
  });
});

describe('ages', () => {
  it('to "from what age" are the youngest', () => {
    expect(read('age_range', 'Five is the official age.', 'From what age do you take them?')?.value).toEqual({
      min: 5,
      max: null,
    });
  });

  it('run "up through" the oldest', () => {
    expect(read('age_range', "It's ages three up through ten.", 'What ages?')?.value).toEqual({
      min: 3,
      max: 10,
    });
  });
});

describe('a price', () => {
  it('is the payment, not a lone one counted per month', () => {
    const reply = 'Or the payment plan, three payments of eighty-five, one a month.';
    expect(read('money', reply, 'What is the monthly payment?')?.value).toEqual({
      amount: 85,
      currency: 'USD',
      per: 'month',
    });
  });

  it('is said after a span of ages set off by pauses', () => {
    const reply = "Adults are thirty, and kids, that's three to twelve, are eighteen fifty.";
    expect(read('money', reply, 'How much is a child ticket?')?.value.amount).toBe(18.5);
    expect(read('money', 'Kids are ten to fifteen.', 'How much is it?')?.value.amount).toBe(10);
  });

  it('is no extreme of another measure', () => {
    expect(read('money', "No, sixty's the longest we do.", 'How much is a 90-minute massage?')).toBeNull();
    expect(read('money', "Forty's the cheapest.", 'How much is the cheapest package?')?.value.amount).toBe(
      40,
    );
    const cutOff = "Your five-year-old needs one, sorry, five's the cut-off.";
    expect(read('money', cutOff, 'How much is a child ticket?')).toBeNull();
  });
});

describe('the unit of a price said alone', () => {
  it('is paid once for a ticket for a group, or per its period', () => {
    expect(read('money', 'That one is one-twenty.', 'How much is a family pass?')?.value.per).toBe(
      'one_time',
    );
    expect(read('money', 'Seventy-five.', 'How much is a family day pass?')?.value.per).toBe('day');
  });

  it('is per visit for a service given in one sitting', () => {
    for (const label of [
      'How much is an eye exam?',
      'What does a check-up cost?',
      'How much does a tuning cost?',
    ])
      expect(read('money', "It's ninety-five.", label)?.value.per).toBe('visit');
  });

  it('is per the period a payment is made once in', () => {
    expect(read('money', 'Yes, forty dollars, once a year.', 'Is there a registration fee?')?.value.per).toBe(
      'year',
    );
    expect(read('money', 'Thirty dollars once.', 'Is there a registration fee?')?.value.per).toBe('one_time');
  });

  it('per head is per child when children are asked', () => {
    expect(read('money', "It's sixty per head.", 'How much per child?')?.value.per).toBe('child');
    expect(read('money', "It's sixty per head.", 'How much is the buffet?')?.value.per).toBe('person');
  });

  it('is per visit for a sitting named past other words', () => {
    expect(read('money', 'Eighty.', 'How much is a checkup paying cash?')?.value.per).toBe('visit');
  });

  it('is paid once for a service said with a word describing it', () => {
    expect(paidOnce(tokensOf('How much is a basic tune-up?'))).toBe('one_time');
  });

  it('of a free thing is the one the question names', () => {
    expect(read('money', "The first one's free.", 'How much is a trial class?')?.value).toEqual({
      amount: 0,
      currency: 'USD',
      per: 'class',
    });
  });
});

describe('a yes or no', () => {
  it('to a question about charging more is yes when a rate is raised', () => {
    expect(read('yes_no', "Sundays it's double.", 'Do you charge more on Sundays?')?.value).toBe(true);
  });
});

describe('a repair', () => {
  it('after "hang on, sorry" takes back the value before it', () => {
    expect(
      read(
        'duration',
        "It's an hour — hang on, sorry, that's the adult class. Kids are forty minutes.",
        'How long?',
      )?.value,
    ).toEqual({ minutes: 40 });
  });

  it('after trailing off and "well, no," takes back the value before it', () => {
    expect(
      read('count', 'Usually four sessions... well, no, for her age six.', 'How many sessions?')?.value,
    ).toBe(6);
  });
});
