import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** A day of the month said after a pause, a price said as two numbers, a span of the clock as a length, a length beside start times, a cut-off hour, "the one to three", what a thing holds, a price denied in other words, a group priced after a pause, a day's number lost on the line. */

describe('dates', () => {
  it('reads a day of the month said before a pause and a time', () => {
    expect(read('date', 'so Saturday the twenty-third, noon.', 'Opening date?')?.value).toBe('2027-01-23');
  });

  it('reads no day when its number was lost on the line', () => {
    expect(
      read('date', 'The next one with space is the — [line breaks up] — th, the Sunday one', 'Next opening?'),
    ).toBeNull();
  });
});

describe('ages', () => {
  it('takes no age from a price said as two numbers', () => {
    expect(
      read('age_range', 'Twelve ninety-nine per jumper, and one parent jumps free.', 'What ages?'),
    ).toBeNull();
  });

  it('still reads a range of ages', () => {
    expect(read('age_range', "It's for ages one to five", 'What ages?')?.value).toEqual({ min: 1, max: 5 });
  });
});

describe('lengths and schedules', () => {
  it('reads a span of the clock said with "till" as a length', () => {
    expect(read('duration', "It's ten till half one each day.", 'How long is each session?')?.value).toEqual({
      minutes: 210,
    });
  });

  it('reads no hour from the length said after start times', () => {
    expect(read('schedule', 'Saturday ten a.m. and Sunday two p.m., one hour each.', 'When?')?.value).toEqual(
      {
        days: ['saturday', 'sunday'],
        times: ['10:00-11:00', '14:00-15:00'],
      },
    );
  });

  it('leaves a cut-off before closing out of the hours', () => {
    const said = "Sundays we're ten to eight. Last check-in's at seven-thirty though, so don't cut it close.";
    expect(read('schedule', said, 'What are your hours today?')?.value).toEqual({
      days: ['sunday'],
      times: ['10:00-20:00'],
    });
  });

  it('reads "the one to three" as hours', () => {
    expect(read('schedule', 'Sundays we only do the one to three.', 'Party slots?')?.value).toEqual({
      days: ['sunday'],
      times: ['13:00-15:00'],
    });
  });
});

describe('prices', () => {
  it('takes no price from how many a thing serves', () => {
    expect(
      read('money', 'So a quarter sheet serves about twenty-four, that is a little small.', 'How much?'),
    ).toBeNull();
  });

  it('reads the price of a group named after a pause', () => {
    expect(
      read(
        'money',
        "For members it's two seventy-five, non-members three twenty-five.",
        'Price for non-members?',
      )?.value.amount,
    ).toBe(325);
  });
});

describe('yes or no', () => {
  it('reads "no out-of-pocket" as a price denied, not the thing', () => {
    const said =
      'And we bulk bill kids with a Medicare card, so there is no out-of-pocket for the test itself.';
    expect(read('yes_no', said, "Is the kids' eye test bulk billed?")?.value).toBe(true);
  });
});
