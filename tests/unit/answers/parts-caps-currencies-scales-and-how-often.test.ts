import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** An oldest age capped, an oldest pupil past no limit, a price in a currency of small units, "once a week" as how often, "hang on one second", "not a bother", cases said only to be longer. */

describe('ages', () => {
  it('reads "we cap it at eleven" as the oldest, and joins it to a youngest said before', () => {
    const label = 'What ages is the course for?';
    expect(read('age_range', 'We cap it at eleven, after that they move up.', label)?.value).toEqual({
      min: null,
      max: 11,
    });
    expect(read('age_range', 'Five and up. We cap it at ten.', label)?.value).toEqual({ min: 5, max: 10 });
  });

  it('reads no oldest age from an oldest pupil said past "no limit"', () => {
    expect(
      read('age_range', 'Top end, no limit — our oldest student is seventy-one!', 'What ages do you take?'),
    ).toBeNull();
  });

  it('does not read a cap on class size as an age', () => {
    expect(read('age_range', 'Classes are capped at eight kids.', 'What ages do you take?')).toBeNull();
  });
});

describe('prices', () => {
  it('hears a price in rand or rupees in their own scale: "eleven-fifty" a visit is 1,150', () => {
    const label = 'How much is a consultation?';
    expect(read('money', 'A normal consult is eleven-fifty.', label, 'ZAR')?.value).toMatchObject({
      amount: 1150,
      currency: 'ZAR',
    });
    expect(
      read('money', 'It is twelve fifty per class.', 'How much is a class?', 'INR')?.value,
    ).toMatchObject({
      amount: 1250,
    });
    expect(read('money', "It's fifteen fifty now.", 'How much is a haircut?')?.value.amount).toBe(15.5);
  });

  it('reads "once a week" as how often a term meets, not a price paid once', () => {
    expect(
      read('money', 'Twelve-week term, once a week, is four hundred dollars.', 'What is the term fee?')
        ?.value,
    ).toEqual({ amount: 400, currency: 'USD', per: 'term' });
    expect(read('money', 'Once a month it is forty.', 'How much is it?')?.value.per).toBe('month');
  });
});

describe('dates', () => {
  it('reads no day from "hang on one second"', () => {
    expect(read('date', 'Sorry, hang on one second.', 'When is the next opening?')).toBeNull();
    expect(read('date', 'Give me two seconds.', 'When is the next opening?')).toBeNull();
    expect(
      read('date', 'First thing I have is... December second.', 'When is the next opening?')?.value,
    ).toBe('2026-12-02');
  });
});

describe('yes or no', () => {
  it('reads "not a bother" and "no bother at all" as a yes', () => {
    const label = 'Can they bring a pram on board?';
    expect(read('yes_no', 'Not a bother. Fold it up and we stow it.', label)?.value).toBe(true);
    expect(read('yes_no', 'No bother at all.', label)?.value).toBe(true);
  });
});

describe('values that vary', () => {
  it('reads no length where one case is said and the other only to be longer', () => {
    expect(
      read(
        'duration',
        "Some families I've called back in a few weeks, some it's been a lot longer.",
        'How long is the waiting list?',
      ),
    ).toBeNull();
  });
});
