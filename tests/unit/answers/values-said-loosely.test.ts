import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Values said the way staff talk in a hurry: rough, worked out, summed up, or only what happened. */

describe('a price whose last figures are not said', () => {
  it.each([
    "Without insurance it's, like, forty— forty-something.",
    "It's a hundred and change.",
    'Twenty-odd bucks.',
  ])('reads no price in %j', (reply) => {
    expect(read('money', reply, 'How much is the flu shot?')).toBeNull();
  });

  it('still reads "forty-ish" as about forty', () => {
    expect(read('money', "It's forty-ish.", 'How much is it?')?.value.amount).toBe(40);
  });
});

describe('a price worked out or summed up after the first', () => {
  it('reads the whole for the number asked', () => {
    const reply = "let me see, it's forty-nine cents each, so, uh, forty-nine bucks.";
    expect(read('money', reply, 'Price for 100 full-colour flyers')?.value).toEqual({
      amount: 49,
      currency: 'USD',
      per: 'one_time',
    });
  });

  it('keeps the price of each when no whole is worked out', () => {
    const reply = "It's forty-nine cents each, and the design is twenty.";
    expect(read('money', reply, 'Price for 100 flyers')?.value.amount).toBe(0.49);
  });

  it('reads the total said "all in"', () => {
    const reply = 'and for twins we add fifty for the second baby, so three twenty-five all in.';
    expect(read('money', reply, 'How much is a cake smash session?')?.value).toMatchObject({ amount: 325 });
  });

  it('reads a spoken price before "\'s" whole', () => {
    expect(read('money', "Two forty-nine's the cheapest.", 'Price of the cheapest bike')?.value.amount).toBe(
      249,
    );
  });
});

describe('a rate is no length', () => {
  it('reads no length in "one sixty-five an hour"', () => {
    expect(read('duration', "Weekdays that's one sixty-five an hour.", 'Minimum billed time')).toBeNull();
  });
});

describe('weekdays said and then named', () => {
  it.each([
    [
      "It's weekday evenings, five to six-thirty, Monday through Thursday.",
      ['monday', 'tuesday', 'wednesday', 'thursday'],
    ],
    ["Weekday evenings that's Monday, Wednesday and Friday at seven.", ['monday', 'wednesday', 'friday']],
  ])('reads %j as the days named', (reply, days) => {
    expect(read('schedule', reply, 'What evenings is the class?')?.value.days).toEqual(days);
  });

  it.each([
    ['Weekdays it is one to two-thirty. And Wednesday and Friday, also the evening, seven to eight.'],
    ['Weekdays nine to five, Friday till noon.'],
  ])('keeps every weekday in %j', (reply) => {
    expect(read('schedule', reply, 'What are the weekday times?')?.value.days).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
  });
});

describe('no day asked about', () => {
  it.each([
    ['Every kid in town broke theirs this week', 'When would the console be ready?'],
    ['Monday to Saturday, eight to five.', 'When is the next available appointment?'],
  ])('reads no date in %j', (reply, label) => {
    expect(read('date', reply, label)).toBeNull();
  });

  it.each([
    ["next week I've got Wednesday, December second.", '2026-12-02'],
    ['I booked one for Thursday', '2026-11-26'],
    ['Closed for Thanksgiving, back Monday.', '2026-11-30'],
    ['The first spot I have is January eighth, in the morning.', '2027-01-08'],
  ])('still dates %j', (reply, date) => {
    expect(read('date', reply, 'When is the next opening?')?.value).toBe(date);
  });
});

describe('a yes said as how often', () => {
  it('reads "All the time." as yes', () => {
    expect(read('yes_no', 'All the time.', 'Do you mount TVs on drywall?')?.value).toBe(true);
  });
});

describe('a day said closed, a price in pounds and pence, a name with a number', () => {
  it('leaves out the day "we\'re not open"', () => {
    const days = read('schedule', "No, we're not open Saturdays, sorry.", 'What are the Saturday hours?')
      ?.value.days;
    expect(days).not.toContain('saturday');
  });

  it('reads "sixteen pound fifty" as 16.50 in pounds', () => {
    expect(
      read('money', 'Sixteen pound fifty for a child.', 'Ticket price for a child')?.value,
    ).toMatchObject({
      amount: 16.5,
      currency: 'GBP',
    });
  });

  it('reads no count in the name "Algebra 1"', () => {
    const reply = 'For Algebra 1 in ninth grade we usually recommend twice a week.';
    expect(read('count', reply, 'Recommended sessions per week')?.value).toBe(2);
  });

  it('reads no count in "one at a time" or a price said twice', () => {
    const reply = "If you do them one at a time it's more like seventy, seventy-five a visit.";
    expect(read('count', reply, 'How many visits in the series?')).toBeNull();
  });
});

describe('values that differ or might be', () => {
  it('reads no hours when some days differ from others', () => {
    const reply = "Some days it's one to three, some days it's two to four";
    expect(read('schedule', reply, 'Public skate times this week')).toBeNull();
  });

  it('reads no price in "maybe twenty-five, maybe forty"', () => {
    expect(
      read('money', "maybe twenty-five, maybe forty, I'm not sure.", 'How much is the book fee?'),
    ).toBeNull();
  });
});

describe('a day counted from a holiday', () => {
  it.each([
    ['We start the day after Labor Day.', '2027-09-07'],
    ["We're closed the day before Christmas.", '2026-12-24'],
  ])('dates %j', (reply, date) => {
    expect(read('date', reply, 'When does it start?')?.value).toBe(date);
  });
});
