import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Numbers that are years, ages, counts or bundles, days run through, and values repaired in the next sentence. */

describe('a year said between pauses', () => {
  it('is no price', () => {
    expect(
      read('money', "Okay, 2018, so she'd be U11 next season.", 'What is the registration fee?'),
    ).toBeNull();
  });

  it('leaves a round thousand a price', () => {
    expect(read('money', 'Two thousand, one-fifty of it up front.', 'How much is it?')?.value.amount).toBe(
      2000,
    );
  });
});

describe('a span of ages said of the people just named', () => {
  it('is no price', () => {
    const reply = 'Teen Wheel Throwing, thirteen to seventeen, eight weeks starting April seventh.';
    expect(read('money', reply, 'How much is the teen class?')).toBeNull();
  });

  it('leaves a span said of them with "is" or a currency a price', () => {
    expect(read('money', 'Kids are ten to fifteen.', 'How much is it?')?.value.amount).toBe(10);
    expect(read('money', "For kids it's ten to twelve dollars.", 'How much is it?')?.value.amount).toBe(10);
  });
});

describe('a number counting things described', () => {
  it('is no price', () => {
    const reply = "that's twenty minutes and you get fifteen edited images";
    expect(read('money', reply, 'How much is a mini session?')).toBeNull();
  });
});

describe('a price for a season', () => {
  it('is per season', () => {
    expect(
      read('money', 'Fall rec is a hundred sixty-five for the season.', 'How much is fall rec?')?.value,
    ).toEqual({ amount: 165, currency: 'USD', per: 'season' });
  });
});

describe('a price for a run of days counted', () => {
  it('is per the period asked', () => {
    expect(
      read('money', 'Two-forty for all four days.', 'How much is the camp for the week?')?.value.per,
    ).toBe('week');
  });
});

describe('"every day" after a run of days', () => {
  it('is every day of the run', () => {
    const reply = 'So Monday to Thursday, nine to three every day.';
    expect(read('schedule', reply, 'When does the camp run?')?.value).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday'],
      times: ['09:00-15:00'],
    });
  });

  it('is the whole week said alone', () => {
    expect(
      read('schedule', "We're open every day, nine to five.", 'When are you open?')?.value.days,
    ).toHaveLength(7);
  });
});

describe('a day a thing is denied on', () => {
  it('is left out', () => {
    const reply = 'No open gym Sundays, Sundays are all birthday parties.';
    expect(read('schedule', reply, 'When is open gym?')).toBeNull();
  });

  it('leaves a thing denied before a pause apart from the days', () => {
    const reply = 'Lights are dimmed, no music, and then Sundays at ten.';
    expect(read('schedule', reply, 'When is sensory hour?')?.value.days).toEqual(['sunday']);
  });
});

describe('a value repaired in the next sentence', () => {
  it('keeps the words of the one repaired', () => {
    expect(read('date', 'June thirteenth. Sorry, no, the twelfth.', 'When is the recital?')?.value).toBe(
      '2027-06-12',
    );
    expect(read('money', 'It is forty. Sorry, no, forty-five.', 'How much is it?')?.value.amount).toBe(45);
  });

  it('leaves an apology that repairs no value', () => {
    expect(read('money', "It's 40 dollars. Sorry, no discounts.", 'How much is it?')?.value.amount).toBe(40);
  });
});

describe('ages among other measures', () => {
  it('reads a bound of another measure as none of the ages', () => {
    const reply = 'Riders have to be at least two years old and under a hundred pounds.';
    expect(read('age_range', reply, 'Youngest age allowed to ride')?.value).toEqual({ min: 2, max: null });
  });

  it('reads a birthday as the age it turns', () => {
    expect(
      read('age_range', 'We see them from their first birthday.', 'What ages do they see?')?.value,
    ).toEqual({
      min: 1,
      max: null,
    });
  });
});
