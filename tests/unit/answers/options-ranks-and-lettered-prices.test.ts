import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Options named by their length, subjects after a pause, ranks, add-ons after a price, lettered currencies, clock spans, years, age groups. */

const money = (text: string, label: string, currency?: string) => read('money', text, label, currency)?.value;

describe('a full or half day the question names', () => {
  it('is the option priced, not the unit', () => {
    expect(money('Full day with lunch is four-fifty.', 'Full-day price per week?')).toMatchObject({
      amount: 450,
      per: 'week',
    });
  });

  it('but is the unit when the question asks no other period', () => {
    expect(money('Full day is eighty-two.', 'Full day rate?')).toMatchObject({ amount: 82, per: 'day' });
  });

  it('is the option whose length is said', () => {
    expect(
      read(
        'duration',
        'Okay so, half day is four hours, we leave at seven or at one.',
        'How long is a half-day trip?',
      )?.value,
    ).toEqual({ minutes: 240 });
  });
});

describe('a period opening the next statement', () => {
  const reply = 'Full week is three hundred twenty, per day is seventy-five.';

  it('is the next price’s subject, not the unit of the one before', () => {
    expect(money(reply, 'Daily fee?')).toMatchObject({ amount: 75, per: 'day' });
    expect(money(reply, 'Weekly fee?')).toMatchObject({ amount: 320, per: 'week' });
  });

  it('but a subject named before the pause still holds', () => {
    expect(
      money("So beginners go in Pony Club week, that's four twenty-five.", 'How much is camp per week?'),
    ).toMatchObject({ amount: 425, per: 'week' });
  });

  it('nor is a year said of when a period priced', () => {
    expect(
      money(
        'This year members went up to two-ten and non-members are two-sixty.',
        'Weekly price for non-members?',
      ),
    ).toMatchObject({ amount: 260, per: 'week' });
  });
});

describe('prices for groups told apart by a prefix or a rank', () => {
  it('are chosen by the group asked', () => {
    const reply = 'Members went up to two-ten and non-members are two-sixty.';
    expect(money(reply, 'Price for non-members?')?.amount).toBe(260);
    expect(money(reply, 'Price for members?')?.amount).toBe(210);
    expect(
      money(
        'Fifty-eight for the first dog and thirty-five for the second.',
        'Price for a second dog sharing the suite?',
      )?.amount,
    ).toBe(35);
  });

  it('a price said of adults is per person', () => {
    expect(money('Adults is R85 now, we changed it.', 'Picking price per adult?', 'ZAR')).toMatchObject({
      amount: 85,
      currency: 'ZAR',
      per: 'person',
    });
  });
});

describe('a price for each extra beyond the first', () => {
  it('is an add-on, not the price asked', () => {
    expect(
      money(
        "It's one-fifty for the hour, that covers forty cones, then it's fifty quid every extra half hour after that.",
        'Price to hire the van for an hour?',
      ),
    ).toMatchObject({ amount: 150, per: 'hour' });
  });
});

describe('currencies written with a letter or sign of their own', () => {
  it('are read as amounts in that currency', () => {
    expect(money('First consult for children is R950.', 'Price of the first consult?', 'ZAR')).toMatchObject({
      amount: 950,
      currency: 'ZAR',
    });
    expect(money('It is Rs. 600 only.', 'Consultation fee?', 'INR')).toMatchObject({
      amount: 600,
      currency: 'INR',
    });
  });

  it('and one of a period before the amount is its unit', () => {
    expect(
      money(
        'Rowing boat, thirty minutes seven hundred yen, one hour one thousand two hundred yen.',
        'Price of a rowing boat for an hour?',
        'JPY',
      ),
    ).toMatchObject({ amount: 1200, currency: 'JPY', per: 'hour' });
  });
});

describe('hours said as a span', () => {
  it('are no price', () => {
    expect(
      money("On those days we're ten till seven-thirty.", "Cheapest kids' frames with lenses?"),
    ).toBeUndefined();
  });

  it('give the length of a day', () => {
    expect(read('duration', 'Nine to two-thirty.', 'How long is the day?')?.value).toEqual({ minutes: 330 });
  });

  it('take their part of the day from their own words, not another time’s', () => {
    expect(
      read(
        'schedule',
        "Six o'clock, yep. And drop-off from half past seven in the morning.",
        'What time does it finish?',
      )?.value.times,
    ).toEqual(['18:00', '07:30']);
  });
});

describe('lengths and counts', () => {
  it('a good hour and a half is ninety minutes', () => {
    expect(
      read(
        'duration',
        "Ah, it's a good hour and a half, ninety minutes usually.",
        'How long does the assessment take?',
      )?.value,
    ).toEqual({ minutes: 90 });
  });

  it('a course of so many weeks counts no puppies', () => {
    expect(
      read('count', 'So Puppy Kindergarten is a six-week course.', 'How many puppies per class?'),
    ).toBeNull();
    expect(read('count', 'So Puppy Kindergarten is a six-week course.', 'How many sessions?')?.value).toBe(6);
  });
});

describe('a year written in digits', () => {
  it('is no amount', () => {
    expect(
      money(
        'So for a twelve-month match, the program fee for 2027 is eleven thousand two hundred fifty.',
        'Annual program fee?',
      ),
    ).toMatchObject({ amount: 11250, per: 'year' });
  });
});

describe('children named by the span of their ages', () => {
  it('are those ages, not hours', () => {
    expect(read('age_range', "That's the eight-to-twelves.", 'What ages?')?.value).toEqual({
      min: 8,
      max: 12,
    });
    expect(read('age_range', 'The Little Dragons are the four-to-sixes.', 'What ages?')?.value).toEqual({
      min: 4,
      max: 6,
    });
    expect(
      read(
        'schedule',
        "For the eight-to-elevens it's Wednesdays, four till five-fifteen.",
        'What day and time?',
      )?.value,
    ).toEqual({ days: ['wednesday'], times: ['16:00-17:15'] });
    expect(read('schedule', 'The five to seven year olds go Mondays at four.', 'When?')?.value.times).toEqual(
      ['16:00'],
    );
  });
});
