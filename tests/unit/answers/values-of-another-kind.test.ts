import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Numbers that say another kind of thing than the one asked: a price, an age, what might be. */

describe('a price is no age and no count', () => {
  it.each([
    ["It's thirty-two a head", 'From what age can kids play without an adult?'],
    ["If you want the party room after, that's seventy-five for the hour.", 'From what age?'],
  ])('reads no age in %j', (reply, label) => {
    expect(read('age_range', reply, label)).toBeNull();
  });

  it('still reads an age said for a class', () => {
    expect(read('age_range', 'Kids from five for the class.', 'From what age?')?.value).toEqual({
      min: 5,
      max: null,
    });
  });

  it('reads no count of guests in a price said as two numbers', () => {
    const reply = 'Taco bar is sixteen fifty per person.';
    expect(read('count', reply, 'Is there a minimum guest count?')).toBeNull();
  });
});

describe('an age is no length', () => {
  it('reads no length in "a two-year-old"', () => {
    const reply = "We wouldn't be seeing a two-year-old, so I can't give her a time.";
    expect(read('duration', reply, 'How long does the hearing test take?')).toBeNull();
  });

  it('still reads "two years"', () => {
    expect(read('duration', 'The lease runs two years.', 'How long is the lease?')?.value).toEqual({
      minutes: 1051200,
    });
  });
});

describe('a length it could be', () => {
  it('leaves "could be three days, could be the whole week" open', () => {
    const reply = 'Could be three days, could be the whole week, depends on the dates.';
    expect(read('duration', reply, 'How long is the rental period?')).toBeNull();
  });
});

describe('a price per person and per a time', () => {
  it.each([
    ['Two-sixty-five per child, per week.', 'week'],
    ["It's forty per kid a week.", 'week'],
    ['Two-forty per kid for the week.', 'child'],
    ["It's eighty-five per child for the lesson only.", 'child'],
  ])('reads %j per %s', (reply, per) => {
    expect(read('money', reply, 'How much is camp?')?.value).toMatchObject({ per });
  });
});

describe('a "free" only supposed', () => {
  it('reads no price in "if it was free, it probably hasn\'t"', () => {
    const reply =
      "Now, if it hasn't been tuned in ten years, which, if it was free, it probably hasn't, it needs a pitch raise.";
    expect(read('money', reply, 'How much does a tuning cost?')).toBeNull();
  });

  it('still reads "it was free" as nothing to pay', () => {
    expect(read('money', 'It was free.', 'How much was it?')?.value).toMatchObject({ amount: 0 });
  });
});

describe('so many of a length said as one word', () => {
  it('reads "three two-hour drives" as six hours in all', () => {
    expect(
      read('duration', 'Three two-hour drives.', 'How many hours of driving are included?')?.value,
    ).toEqual({
      minutes: 360,
    });
  });

  it('reads one of them when the question asks of each', () => {
    expect(read('duration', 'Three two-hour drives.', 'How long is each drive?')?.value).toEqual({
      minutes: 120,
    });
  });
});

describe('a day gone by', () => {
  it('reads "last Saturday" as the Saturday before', () => {
    expect(read('date', 'It was last Saturday.', 'When was the open house?')?.value).toBe('2026-11-21');
  });

  it('reads no next start in a start gone by', () => {
    const reply = 'The spring one already started last week.';
    expect(read('date', reply, 'When does the next class start?')).toBeNull();
  });

  it('still reads a next start to come', () => {
    expect(
      read('date', 'The next one starts the twenty-eighth.', 'When does the next class start?')?.value,
    ).toBe('2026-11-28');
  });
});
