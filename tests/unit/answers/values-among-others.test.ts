import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Values said among other words: lists summed up, ranges after an age, grades, hours, codes and unit names. */

describe('days summed up as the only ones', () => {
  it('keeps every day of the list', () => {
    expect(
      read('schedule', 'So just Monday and Wednesday, nine to eleven.', 'When is toddler time?')?.value,
    ).toEqual({ days: ['monday', 'wednesday'], times: ['09:00-11:00'] });
  });

  it('leaves out a day said after the list', () => {
    expect(read('schedule', 'So just Tuesdays, Thursday is full.', 'When is it?')?.value.days).toEqual([
      'tuesday',
    ]);
  });
});

describe('a time said as when a class is over', () => {
  it('ends the class there', () => {
    const reply = "Tuesdays at four-fifteen, it's forty-five minutes, so done at five.";
    expect(read('schedule', reply, 'When is the class?')?.value).toEqual({
      days: ['tuesday'],
      times: ['16:15-17:00'],
    });
  });
});

describe('ages said around other words', () => {
  it("reads the range that holds the child's age said first", () => {
    const reply =
      "Six is fine, by the way, we take them from six, basically once they're in kindergarten, up to fourteen.";
    expect(read('age_range', reply, 'What ages can join?')?.value).toEqual({ min: 6, max: 14 });
  });

  it('keeps a lone age when no range holds it', () => {
    expect(
      read('age_range', 'Three, and then another group from five to eight.', 'What ages?')?.value,
    ).toEqual({
      min: 3,
      max: 3,
    });
  });

  it.each([
    ['Kids going into first through sixth grade.', { min: 6, max: 12 }],
    ["It's kindergarten through fifth.", { min: 5, max: 11 }],
  ])('reads the grades of %j', (reply, ages) => {
    expect(read('age_range', reply, 'What grades do you take?')?.value).toEqual(ages);
  });

  it.each([
    ["It's ages seven to twelve, Wednesdays four to five-thirty.", { min: 7, max: 12 }],
    ['Anywhere from four up to, like, twelve.', { min: 4, max: 12 }],
  ])('still reads the ages in %j', (reply, ages) => {
    expect(read('age_range', reply, 'What ages is the class for?')?.value).toEqual(ages);
  });

  it.each([
    "It's open mornings, nine to noon weekdays.",
    'And then evenings four to seven.',
    'Four to seven Monday to Thursday.',
  ])('reads hours of the day in %j as no ages', (reply) => {
    expect(read('age_range', reply, 'What ages does the childcare take?')).toBeNull();
  });
});

describe('a "one" that stands for a thing', () => {
  it('is no count after "last"', () => {
    expect(read('count', 'Last one was like fifteen?', 'How many students per class?')?.value).toBe(15);
  });
});

describe('prices among other numbers', () => {
  it('reads retail cents when the question names no number', () => {
    expect(
      read('money', "Kids' chicken is fourteen ninety-five", "Price of the kids' meal")?.value.amount,
    ).toBe(14.95);
  });

  it('reads a price after "all"', () => {
    expect(read('money', "They're all six ninety-nine.", "Normal kids' menu price")?.value.amount).toBe(6.99);
  });

  it('reads a price one is "at"', () => {
    expect(
      read('money', "We're at seventy-nine ninety-five for that", 'Oil change price')?.value.amount,
    ).toBe(79.95);
  });

  it('reads no price in a grade said after a zero', () => {
    expect(
      read('money', "'19 Odyssey, that takes the zero-twenty full synthetic.", 'Oil change price'),
    ).toBeNull();
  });

  it('reads a price per person named by what they come to do', () => {
    const reply = 'Birthday party packages are eighteen fifty per skater.';
    expect(read('money', reply, 'Birthday party cost')?.value.per).toBe('person');
  });

  it('reads them as the children a question asks of', () => {
    const reply = 'Every extra skater is twenty-two fifty.';
    expect(read('money', reply, 'How much per extra child?')?.value.per).toBe('child');
  });
});

describe('numbers that describe or name, not count or price', () => {
  it('counts no bedrooms for the movers', () => {
    expect(
      read(
        'count',
        "Third floor walk-up, two-bedroom, that's three guys.",
        'Number of movers they would send',
      )?.value,
    ).toBe(3);
  });

  it('reads an hour said after a day as no price', () => {
    expect(read('money', 'The ten-to-twelve class is Sunday at three-thirty.', 'Price per class')).toBeNull();
  });

  it('reads a price per service in hundreds', () => {
    expect(
      read('money', 'Quarterly general pest is one twenty-nine per service.', 'Price of the quarterly plan')
        ?.value,
    ).toEqual({
      amount: 129,
      currency: 'USD',
      per: 'visit',
    });
  });

  it('reads "not covered" as a price to pay', () => {
    const reply = "Yes, forms aren't covered by OHIP, so it's twenty-five dollars a form.";
    expect(read('money', reply, 'Fee for a school medical form')?.value.amount).toBe(25);
  });
});

describe('hours given day by day', () => {
  it('keeps the hours of the day asked', () => {
    expect(
      read('schedule', 'Saturday ten to nine, Sunday noon to seven.', 'Opening hours this Sunday')?.value,
    ).toEqual({
      days: ['sunday'],
      times: ['12:00-19:00'],
    });
  });

  it('keeps every day when the question names none', () => {
    expect(
      read('schedule', 'Saturday ten to nine, Sunday noon to seven.', 'Opening hours')?.value.days,
    ).toEqual(['saturday', 'sunday']);
  });
});

describe('a length of weeks', () => {
  it('is no date', () => {
    expect(read('date', 'Our group classes run six weeks.', 'When does the next class start?')).toBeNull();
  });
});

describe('more hours and prices said in passing', () => {
  it('reads "ten at night" as the evening', () => {
    expect(
      read('schedule', 'Gate is six in the morning to ten at night, every day.', 'Access hours')?.value.times,
    ).toEqual(['06:00-22:00']);
  });

  it('reads the price, not the lessons it buys', () => {
    const reply = "It's a hundred and twenty a month, that's four lessons.";
    expect(read('money', reply, 'How much do lessons cost?')?.value).toEqual({
      amount: 120,
      currency: 'USD',
      per: 'month',
    });
  });

  it.each([
    ["Just so you know there's a three-day minimum.", 'What is the minimum number of rental days?', 3],
    ["It's a six-week course, one session a week.", 'How many sessions are in the class?', 6],
  ])('still counts the units of time in %j', (reply, label, count) => {
    expect(read('count', reply, label)?.value).toBe(count);
  });
});
