import { describe, expect, it } from 'vitest';
import { read } from './support/read';

describe('a "one" that stands for a thing', () => {
  it.each(['There is one, yeah.', 'The vet rehab place on Fifth has one.'])(
    'reads no price in %j',
    (reply) => {
      expect(read('money', reply, 'Is there a registration fee, and how much?')).toBeNull();
    },
  );

  it('reads the price after "one package", not the one', () => {
    expect(
      read('money', "So for families I do one package, it's three twenty-five.", 'Price of a family session')
        ?.value,
    ).toMatchObject({ amount: 325 });
  });

  it('reads the count after "the spring one had"', () => {
    expect(read('count', 'The spring one had twelve', 'How many students are in a group?')?.value).toBe(12);
  });

  it('reads no age in "one of the pharmacists"', () => {
    expect(read('age_range', "Sure, I'm one of the pharmacists, go ahead.", 'From what age?')).toBeNull();
  });
});

describe('an ordinal said in two words', () => {
  it('reads "the twenty-seventh" as a day, not a price', () => {
    const reply = 'Next Puppy Basics starts a week from this Saturday, so the twenty-seventh, ten a.m.';
    expect(read('money', reply, 'How much is the puppy class?')).toBeNull();
    expect(read('date', reply, 'When does the next class start?')?.value).toMatch(/-27$/);
  });
});

describe('pounds the question weighs in', () => {
  it('reads "sixty pounds" of a 60-lb dog as its weight, and the price after it', () => {
    const reply = "Sixty pounds is a large for us, so that's one-twenty.";
    expect(read('money', reply, 'How much is a full groom for a 60-lb goldendoodle?')?.value).toEqual({
      amount: 120,
      currency: 'USD',
      per: null,
    });
  });

  it('still reads pounds as money when the question weighs nothing', () => {
    expect(
      read('money', "It's four hundred and ninety-five pounds.", 'Fee for the assessment')?.value,
    ).toEqual({
      amount: 495,
      currency: 'GBP',
      per: null,
    });
  });
});

describe('ages said with fillers and months', () => {
  it('reads past a filler inside the range: "from five years old to, ah, fifteen"', () => {
    expect(
      read('age_range', 'We take from five years old to, ah, fifteen.', 'What ages do you take?')?.value,
    ).toEqual({ min: 5, max: 15 });
  });

  it('reads "two years and nine months" as 2.75 years', () => {
    expect(
      read('age_range', 'Well — two years and nine months, technically', 'What is the youngest age you take?')
        ?.value,
    ).toEqual({ min: 2.75, max: null });
  });
});

describe('values of cases and of the past', () => {
  it('reads no count when a later case leaves out its noun: "some families get thirty, some get sixty"', () => {
    expect(
      read('count', 'Some families get thirty, some get sixty-plus.', 'Number of photos delivered'),
    ).toBeNull();
  });

  it('still reads who pays what: "some kids pay ten, some adults twenty"', () => {
    expect(
      read('money', 'Some kids pay ten, some adults twenty.', 'How much for kids?')?.value,
    ).toMatchObject({
      amount: 10,
    });
  });
});
