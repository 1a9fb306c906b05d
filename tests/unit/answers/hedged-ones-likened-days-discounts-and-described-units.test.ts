import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** "From about one", "got one", days likened to, "fifty off", a period describing the next, "and over only", "I'd say hour and a half", "per large pizza", a total summed up for as many as asked, a sitting's price in two numbers, a course paid once, the one after, a day following from a case, a rule after the hours. */

describe('ages', () => {
  it('reads "from about one" as the youngest age', () => {
    expect(
      read('age_range', "We'll do first cuts from about one, and we go up to twelve.", 'What ages?')?.value,
    ).toEqual({ min: 1, max: 12 });
  });

  it('reads no age from a thing the speaker has not got', () => {
    expect(
      read(
        'age_range',
        "It's on the back of the trail sheet and I haven't got one in front of me.",
        'What ages?',
      ),
    ).toBeNull();
  });

  it('still reads an age said after a copula', () => {
    expect(read('age_range', 'The youngest we take is one.', 'What ages?')?.value).toEqual({
      min: 1,
      max: null,
    });
  });
});

describe('schedules', () => {
  it('reads no hour from a rule said after the hours', () => {
    expect(
      read(
        'schedule',
        "Drop-off's between seven and eight in the morning, and no food after midnight.",
        'What time is drop-off?',
      )?.value,
    ).toEqual({ days: [], times: ['07:00-08:00'] });
  });

  it('leaves out the days the hours are likened to', () => {
    expect(
      read('schedule', 'Sundays we open at nine and close at five, same as Saturdays.', 'Sunday hours?')
        ?.value,
    ).toEqual({ days: ['sunday'], times: ['09:00-17:00'] });
  });
});

describe('counts', () => {
  it('reads no count from a discount', () => {
    expect(read('count', 'Members get fifty off that.', 'How many kids per counselor?')).toBeNull();
  });

  it('reads no count from a moment asked to wait', () => {
    expect(read('count', 'Hold on one sec.', 'How many kids per counselor?')).toBeNull();
  });
});

describe('prices', () => {
  it('takes the period described, not the one describing it', () => {
    expect(
      read('money', 'So the full-day weeks are three ninety-five.', 'How much is a week of camp?')?.value,
    ).toEqual({ amount: 395, currency: 'USD', per: 'week' });
  });

  it('reads no price from an age limit said with "and over only"', () => {
    expect(read('money', "Ah, the tour's twelve and over only, sorry.", 'How much is the tour?')).toBeNull();
  });

  it('reads the thing a price is per past a word describing it', () => {
    expect(
      read('money', "Pizza's sixteen ninety-nine per large pizza.", 'How much does it cost to add pizza?')
        ?.value,
    ).toEqual({ amount: 16.99, currency: 'USD', per: 'item' });
  });

  it('takes the total summed up for as many as were asked of', () => {
    expect(
      read(
        'money',
        "It's sixty-five for the first seat and forty for each one after, so a hundred and five for two.",
        'How much to install two car seats?',
      )?.value.amount,
    ).toBe(105);
  });

  it('keeps the first price when the sum is for another number', () => {
    expect(
      read(
        'money',
        "It's sixty-five a seat, so a hundred and thirty for two.",
        'How much to install a car seat?',
      )?.value.amount,
    ).toBe(65);
  });

  it('reads a price for one sitting said as two numbers in pounds and pence', () => {
    expect(
      read('money', "It's fifteen fifty now.", 'How much is a haircut for a six-year-old boy?', 'GBP')?.value,
    ).toEqual({ amount: 15.5, currency: 'GBP', per: 'visit' });
  });

  it("reads the price of a course that runs a number of weeks as a term's", () => {
    expect(
      read('money', "It's four Saturdays, two-sixty for the whole course.", 'How much is the course?')?.value,
    ).toEqual({ amount: 260, currency: 'USD', per: 'term' });
  });

  it('reads a price for the full course as paid once', () => {
    expect(read('money', 'Eleven-ninety for the full course.', 'What does the course cost?')?.value).toEqual({
      amount: 1190,
      currency: 'USD',
      per: 'one_time',
    });
  });
});

describe('dates', () => {
  it('reads "not this coming Friday but the one after" as Friday week', () => {
    expect(read('date', 'Not this coming Friday but the one after.', 'When does it start?')?.value).toBe(
      '2026-12-04',
    );
  });

  it('reads the day that follows from a case from the day of the case', () => {
    expect(
      read('date', "If she brings it Monday it'll be ready Thursday.", 'When would it be ready?')?.value,
    ).toBe('2026-12-03');
  });
});

describe('lengths', () => {
  it('reads "I\'d say hour and a half" as ninety minutes', () => {
    expect(read('duration', "Yeah, I'd say hour and a half.", 'How long should we allow?')?.value).toEqual({
      minutes: 90,
    });
  });
});
