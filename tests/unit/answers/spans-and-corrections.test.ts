import { describe, expect, it } from 'vitest';
import type { AskKind } from '#shared/contracts/asks';
import { read } from './support/read';

/** A price's amount, or a count as it is. */
const amountRead = (kind: 'money' | 'count', text: string, label: string) => {
  const value = read(kind, text, label)?.value ?? null;
  return typeof value === 'object' && value !== null ? value.amount : value;
};

describe('a span said with "between … and", or within one hour', () => {
  it.each([
    ['Between three and three-thirty.', 'When is pickup?', ['15:00-15:30']],
    ['Anywhere between eight and nine, the earlier the better.', 'When is drop-off?', ['08:00-09:00']],
    ['Pickup is between three fifteen and three forty-five.', 'When is pickup?', ['15:15-15:45']],
    ['Between 9 am and 5 pm on weekdays.', 'What are your hours?', ['09:00-17:00']],
    ['From three to three-thirty.', 'When is snack time?', ['15:00-15:30']],
    ['Eleven to eleven forty-five, then lunch.', 'When is the swim lesson?', ['11:00-11:45']],
    ['Six to six-thirty in the evening.', 'When is the warm-up?', ['18:00-18:30']],
  ])('reads %j to %j as %j', (text, label, times) => {
    expect(read('schedule', text, label)?.value.times).toEqual(times);
  });

  it('reads days said "between Monday and Friday" as a span of days', () => {
    expect(
      read('schedule', 'Between Monday and Friday, nine to five.', 'What are your hours?')?.value,
    ).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      times: ['09:00-17:00'],
    });
  });

  it.each([['We take between ten and twelve kids.', 'When are classes?']])(
    'reads no span in %j, which counts things',
    (text, label) => {
      expect(read('schedule', text, label)).toBeNull();
    },
  );

  it.each([
    ['Seven-thirty to seven.', 'What are your hours?', ['07:30-19:00']],
    ['Nine thirty to nine.', 'What are your hours?', ['09:30-21:00']],
  ])('keeps %j running across the day', (text, label, times) => {
    expect(read('schedule', text, label)?.value.times).toEqual(times);
  });
});

describe('a length said as hours then minutes, without "and"', () => {
  it.each([
    ["It's an hour fifteen.", 75],
    ['Hour fifteen, hour twenty tops.', 75],
    ['Two hours fifteen minutes, with the cake.', 135],
    ['An hour 45 with the warm-up.', 105],
    ['One hour 30 minutes.', 90],
  ])('reads %j as %j minutes', (text, minutes) => {
    expect(read('duration', text, 'How long is the class?')?.value.minutes).toBe(minutes);
  });

  it.each([
    ['An hour, fifteen kids max.', 60],
    ['An hour to an hour fifteen.', 60],
    ['Two hours, fifteen minutes of that is cleanup.', 120],
  ])('keeps %j, whose minutes are no part of the hours, as %j', (text, minutes) => {
    expect(read('duration', text, 'How long is the class?')?.value.minutes).toBe(minutes);
  });
});

describe('a value ruled out with "not" beside the one that stands', () => {
  it.each([
    ['money', "Sorry, it's sixty, not fifty.", 'How much is a lesson?', 60],
    ['money', "It's not fifty, it's sixty now.", 'How much is a lesson?', 60],
    ['money', 'Not ninety but ninety-five, it went up.', 'How much is the cleaning?', 95],
    ['count', 'Not ten, eight. We lowered it.', 'How many kids per class?', 8],
    ['count', 'Eight kids, not ten.', 'How many kids per class?', 8],
  ] as const)('reads the %s of %j to %j as %j', (kind, text, label, value) => {
    expect(amountRead(kind, text, label)).toBe(value);
  });

  it.each([
    ['Not an hour, forty-five minutes.', 45],
    ['Forty-five minutes, not an hour.', 45],
    ['Not an hour, no.', 60],
  ])('reads the length of %j as %j minutes', (text, minutes) => {
    expect(read('duration', text, 'How long is the class?')?.value.minutes).toBe(minutes);
  });

  it.each([
    ['Not three, four and up.', { min: 4, max: null }],
    ['Not four, five to twelve.', { min: 5, max: 12 }],
  ])('reads the ages of %j as %j', (text, ages) => {
    expect(read('age_range', text, 'What ages do you take?')?.value).toEqual(ages);
  });

  it('reads the hour of "Not eight, nine."', () => {
    expect(read('schedule', 'Not eight, nine.', 'What time do you open?')?.value.times).toEqual(['09:00']);
  });

  it.each([
    ['money', "It's fifty, not including tax.", 'How much is a lesson?', 50],
    ['money', "It's not 100% covered, you pay twenty.", 'How much is the visit?', 20],
    ['count', 'Not one, sorry, we are full.', 'How many spots are left?', null],
  ] as const)(
    'keeps the %s of %j, which rules no value out for another, as %j',
    (kind, text, label, value) => {
      expect(amountRead(kind, text, label)).toBe(value);
    },
  );
});

describe('prices said "at" as two numbers, or for a share of an hour', () => {
  it.each([
    [
      'The basic package starts at three ninety-nine for up to twelve kids.',
      'How much is the party package?',
      399,
    ],
    ['Prices start at four seventy-five for the weekend.', 'How much is the cabin?', 475],
  ])('reads %j to %j as %j: no clock has ninety-nine minutes', (text, label, amount) => {
    expect(read('money', text, label)?.value.amount).toBe(amount);
  });

  it.each([
    ['Forty-five for a half hour.', 45, null],
    ['Twenty-five per half hour, kids usually start there.', 25, null],
    ['Forty-five for a half-hour lesson.', 45, 'lesson'],
    ['Sixty for an hour.', 60, 'hour'],
  ])('reads %j as %j per %j: half an hour priced is no price per hour', (text, amount, per) => {
    expect(read('money', text, 'How much are piano lessons?')?.value).toMatchObject({ amount, per });
  });
});

describe('ages said open to every child', () => {
  it.each([
    ['All ages, really.'],
    ['Kids of all ages, we see everyone.'],
    ["We don't have an age limit."],
    ['No age restrictions, adults come too.'],
  ])('reads %j as from birth up', (text) => {
    expect(read('age_range', text, 'What ages do you take?')?.value).toEqual({ min: 0, max: null });
  });

  it.each([
    ["It's not for all ages, it's a teen thing.", null],
    ['Three and up, all ages after that.', { min: 3, max: null }],
  ])('reads %j, which says an age or denies all, as %j', (text, ages) => {
    expect(read('age_range', text, 'What ages do you take?')?.value ?? null).toEqual(ages);
  });
});

describe('a stretch broken off at a dash and repaired', () => {
  it.each<[AskKind, string, string, unknown]>([
    [
      'schedule',
      'Fridays, nine to ten— no, sorry, ten to eleven.',
      'When is toddler gym?',
      { days: ['friday'], times: ['10:00-11:00'] },
    ],
    [
      'duration',
      'Thirty minutes— well, twenty-five, we leave time to change.',
      'How long is a lesson?',
      { minutes: 25 },
    ],
    [
      'money',
      'It’s two fifty— scratch that, two seventy-five since January.',
      'How much is the package?',
      { amount: 275, currency: 'USD', per: null },
    ],
    ['count', 'Twelve kids — no, wait, fifteen, we got the bigger room.', 'How many kids can come?', 15],
    ['yes_no', 'Yes— oh, no, sorry, we stopped doing those.', 'Do you do gift wrap?', false],
    // The repair says the value alone: what it was said of, or the month before it, stands.
    [
      'money',
      'A month of lessons is one-sixty — sorry, one eighty-five, it went up.',
      'How much are lessons?',
      { amount: 185, currency: 'USD', per: 'month' },
    ],
    ['date', 'Opens January second — no, sorry, the ninth.', 'When does the pool reopen?', '2027-01-09'],
    [
      'schedule',
      'Monday to Saturday — no, wait, we dropped Saturdays — Monday through Friday, eight to noon.',
      'When is the clinic open?',
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], times: ['08:00-12:00'] },
    ],
  ])('reads the %s repaired in %j', (kind, text, label, value) => {
    expect(read(kind, text, label)?.value).toEqual(value);
  });

  it.each<[AskKind, string, string, unknown]>([
    // A dash that breaks off nothing.
    ['yes_no', 'It’s free — no registration, just come by.', 'Is story time free?', true],
    [
      'schedule',
      'Weekdays — nine to five.',
      'What are your hours?',
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], times: ['09:00-17:00'] },
    ],
    [
      'money',
      'Forty a class, no, sorry, forty-five since the fall.',
      'How much is a class?',
      { amount: 40, currency: 'USD', per: 'class' },
    ],
  ])('keeps the %s of %j', (kind, text, label, value) => {
    expect(read(kind, text, label)?.value).toEqual(value);
  });
});

describe('an apology after a dash', () => {
  it('takes nothing back', () => {
    expect(read('yes_no', "We don't — sorry, it's a liability thing.", 'Do you allow dogs?')?.value).toBe(
      false,
    );
    expect(
      read('money', 'Forty a class — sorry, it went up in September.', 'How much is a class?')?.value,
    ).toEqual({
      amount: 40,
      currency: 'USD',
      per: 'class',
    });
  });
});

describe('days left out, then days said', () => {
  it.each([
    [
      'Closed Sundays, Monday to Saturday eight to six.',
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    ],
    ['We stopped the Tuesday one, so just Thursdays now.', ['thursday']],
    ['Every day except Monday, Tuesday and Friday.', ['wednesday', 'thursday', 'saturday', 'sunday']],
  ])('reads the days of %j', (text, days) => {
    expect(read('schedule', text, 'When is the library open?')?.value.days).toEqual(days);
  });
});
