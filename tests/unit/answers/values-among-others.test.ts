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
