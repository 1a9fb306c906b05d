import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** A school year before a price, a part of the day said for later times, "arvo", "an evening one", "full" in Australian English, a thing said not to be one, a length of each thing, a habit dropped. */

describe('prices', () => {
  it('reads no price from the school year a course is for', () => {
    expect(
      read('money', 'The Year 6 maths group is six-fifty a term, that runs eleven weeks.', 'Term fee?', 'AUD')
        ?.value,
    ).toEqual({ amount: 650, currency: 'AUD', per: 'term' });
  });

  it('still reads a price said per year before a number', () => {
    expect(read('money', "It's four hundred a year, 3 instalments.", 'Annual fee?')?.value).toMatchObject({
      amount: 400,
      per: 'year',
    });
  });

  it('reads no free price from a thing said not to be one lump', () => {
    expect(
      read('money', "We bill it weekly, it's not one single payment.", 'How much is the camp?'),
    ).toBeNull();
  });

  it('still reads a fee said not to be there', () => {
    expect(read('money', "No, there isn't one.", 'Is there a booking fee?')?.value).toMatchObject({
      amount: 0,
    });
  });
});

describe('times of day', () => {
  it('keeps a morning time in the morning when the afternoon is named for later times', () => {
    expect(
      read(
        'schedule',
        'Sunday we run half ten till twelve, and then the afternoon lot go two till four.',
        'Sunday times?',
        'GBP',
      )?.value,
    ).toEqual({ days: ['sunday'], times: ['10:30-12:00', '14:00-16:00'] });
  });

  it('reads "arvo" as the afternoon, and "an evening one" as no hour', () => {
    expect(
      read(
        'schedule',
        'There is a morning session, nine till eleven, and an arvo one, twelve till two.',
        'Times?',
      )?.value,
    ).toEqual({ days: [], times: ['09:00-11:00', '12:00-14:00'] });
  });
});

describe('yes or no', () => {
  it('reads "chockers" as full', () => {
    expect(read('yes_no', 'Thursdays are absolutely chockers, sorry.', 'Any room on Thursdays?')?.value).toBe(
      false,
    );
  });

  it('reads a test dropped as not needed', () => {
    expect(
      read('yes_no', 'We dropped the entry test a couple of years back.', 'Is there an entry test?')?.value,
    ).toBe(false);
  });

  it('reads what the family has to buy as not given', () => {
    expect(
      read('yes_no', 'For home use you have to buy one.', 'Do they give a violin to practise on?')?.value,
    ).toBe(false);
  });
});

describe('counts', () => {
  it('reads no count from how long each thing is', () => {
    expect(
      read('count', 'Monday batch or Friday batch, two hours each.', 'How many classes a week?'),
    ).toBeNull();
  });

  it('still counts the things asked about', () => {
    expect(read('count', 'Three classes a week, two hours each.', 'How many classes a week?')?.value).toBe(3);
  });
});
