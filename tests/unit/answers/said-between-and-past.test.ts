import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Spans said with British clock phrases, "up to" and a pause to look; counts said as rounds; prices for more than one; the day a question names. */

describe('spans of hours', () => {
  it('are read with "between" and British half hours, and with "up to"', () => {
    const text =
      "Drop-off is between half seven and half nine in the morning, and collection is from four o'clock up to half six.";
    expect(read('schedule', text, 'Drop-off and collection times?')?.value.times).toEqual([
      '07:30-09:30',
      '16:00-18:30',
    ]);
  });

  it('run past a pause to look the end up', () => {
    const text = 'Exploradores is ten forty-five to... let me look... twelve-fifteen.';
    expect(read('schedule', text, 'What times are the Saturday classes?')?.value).toEqual({
      days: ['saturday'],
      times: ['10:45-12:15'],
    });
  });

  it('are broken off with no end without failing', () => {
    expect(
      read('schedule', 'which is ten forty-five to', 'What times are the Saturday classes?')?.value,
    ).toEqual({ days: ['saturday'], times: ['10:45'] });
  });

  it('take in the end said again as a time "till" then, but not a time of its own', () => {
    const again = "Saturdays we're eight to two, so today we're here till two.";
    expect(read('schedule', again, 'What are their weekend hours?')?.value).toEqual({
      days: ['saturday'],
      times: ['08:00-14:00'],
    });
    const own = 'Thursdays, six-thirty to seven-thirty. And a Friday, seven-thirty, that is also an hour.';
    expect(read('schedule', own, 'What days and times are the classes?')?.value.times).toContain(
      '19:30-20:30',
    );
  });
});

describe('numbers said as a round count', () => {
  it('count the things after them, not price them', () => {
    const animals = 'Party show is an hour, we bring like eight, nine animals, snakes, a gecko.';
    expect(read('money', animals, 'Price for a reptile party show?')).toBeNull();
    const colors = 'Eight foot in two or three colors is two twenty-five.';
    expect(read('money', colors, 'Price for an 8 ft balloon arch?')?.value.amount).not.toBe(2);
  });

  it('leave a price said before an alternative, or before a length', () => {
    const week = 'Full week is three hundred and ten, or three days for two hundred.';
    expect(read('money', week, 'How much is it?')?.value.amount).toBe(310);
    expect(read('money', 'One twenty-five, forty-five minutes.', 'How much is a lesson?')?.value.amount).toBe(
      125,
    );
  });
});

describe('prices for one and for more', () => {
  it('give the price said for both when the question asks for both', () => {
    const text = "It's fifty-five for one ear, sixty-five for both.";
    expect(read('money', text, 'How much for both ears?')?.value.amount).toBe(65);
  });

  it('give the price said for as many as the question asks for', () => {
    const text = "It's fifty-five for one kid, ninety for two.";
    expect(read('money', text, 'How much for two kids?')?.value.amount).toBe(90);
    expect(read('money', text, 'How much for one kid?')?.value.amount).toBe(55);
  });
});

describe('a day the question names', () => {
  it('is what it asks about: another day said after it is the answer', () => {
    const text =
      "We need a week's notice for arches, so for the thirtieth, she'd have to book by the twenty-sixth.";
    expect(read('date', text, 'Last day to book for November 30?')?.value).toBe('2026-11-26');
  });

  it('is the answer when no other day is said', () => {
    expect(read('date', 'December 24, yes.', 'Is December 24 free?')?.value).toBe('2026-12-24');
  });
});
