import { describe, expect, it } from 'vitest';
import { read } from './support/read';

describe('ages said with their unit, and said again', () => {
  it('reads "four years old to sixteen years old" as the range', () => {
    expect(
      read('age_range', 'Four years old to sixteen years old.', 'What ages do you teach?')?.value,
    ).toEqual({
      min: 4,
      max: 16,
    });
    expect(read('age_range', 'Four years old and up.', 'What ages do you teach?')?.value).toEqual({
      min: 4,
      max: null,
    });
  });

  it('takes the ages said again after "so" over school years', () => {
    expect(
      read('age_range', 'Year 2 up to Year 6, so roughly six to eleven.', 'What ages are the classes for?')
        ?.value,
    ).toEqual({ min: 6, max: 11 });
  });

  it('keeps the range when what follows "so" is one age', () => {
    expect(
      read(
        'age_range',
        "We see from six months all the way up to eighteen, so sixteen's no problem.",
        'What ages do they see?',
      )?.value,
    ).toEqual({ min: 0.5, max: 18 });
  });
});

describe('words that name no value', () => {
  it('reads no date in "bye now" or "for now"', () => {
    expect(read('date', "You're welcome, bye now.", 'Earliest appointment')).toBeNull();
    expect(read('date', "That's all I can say for now.", 'Earliest appointment')).toBeNull();
  });

  it('reads no date in "end of the day" or "the day we\'re going out"', () => {
    expect(read('date', 'He does his estimates end of the day usually.', 'When could he come?')).toBeNull();
    expect(read('date', "We post the day we're going out.", 'When does the season open?')).toBeNull();
  });

  it('reads "day after tomorrow" without its article as two days on', () => {
    expect(
      read('date', 'In the office I can do day after tomorrow at ten in the morning.', 'Earliest appointment')
        ?.value,
    ).toBe('2026-11-26');
  });

  it('does not read an apology for a hold as a no', () => {
    expect(read('yes_no', 'Okay, sorry about that.', 'Do you have it in stock?')?.value).not.toBe(false);
    expect(read('yes_no', 'Sorry, no, we sold out.', 'Do you have it in stock?')?.value).toBe(false);
  });
});

describe('numbers said as hundreds', () => {
  it('reads "one-fifty" said of a size as a hundred and fifty', () => {
    expect(
      read('count', 'Posted occupancy is one-fifty.', 'How many people does the hall hold?')?.value,
    ).toBe(150);
  });

  it('still reads a time said with a hyphen as no hundreds', () => {
    expect(read('count', 'Doors at six-forty, about twelve kids.', 'How many kids?')?.value).toBe(12);
  });

  it('reads a package said "three ninety-five" as hundreds, and a small thing as cents', () => {
    expect(
      read('money', 'The full package is three ninety-five.', "What's the total cost?")?.value.amount,
    ).toBe(395);
    expect(read('money', 'Three ninety-five a bag.', 'How much is the popcorn?')?.value.amount).toBe(3.95);
    expect(read('money', 'Nine ninety-nine.', 'How much is the camp?')?.value.amount).toBe(9.99);
  });
});
