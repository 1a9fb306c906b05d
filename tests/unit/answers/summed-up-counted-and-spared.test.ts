import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Values summed up after "so", units said after a price, ages said as one or the other, counts per the period asked, things spared, booking as an act, hours said the British way. */

describe('a value summed up after "so"', () => {
  it('is the length, past the day and hours said before it', () => {
    expect(
      read('duration', "It's one day, nine to three, so six hours.", 'How long is the course?')?.value,
    ).toEqual({
      minutes: 360,
    });
  });

  it('is the day, past one that was cancelled', () => {
    const text =
      'We had one scheduled for the thirteenth of December but the instructor had to cancel, so the next one is Saturday, January ninth.';
    expect(read('date', text, 'When is the next one?')?.value).toBe('2027-01-09');
  });

  it('is not a day of the case a condition opens with', () => {
    const text = "If she brings it today or tomorrow, it's ready Friday.";
    expect(read('date', text, 'When can it be ready?')?.value).toBe('2026-11-27');
  });

  it('leaves a length alone when nothing after "so" is one', () => {
    expect(read('duration', "It's forty-five minutes, so plenty of time.", 'How long is it?')?.value).toEqual(
      {
        minutes: 45,
      },
    );
  });
});

describe('the unit said of a price just said', () => {
  it('is read from "that\'s per person" after a pause', () => {
    const text = "it's a hundred and forty-nine, that's per person.";
    expect(read('money', text, 'How much is a full treatment?')?.value).toEqual({
      amount: 149,
      currency: 'USD',
      per: 'person',
    });
  });

  it('reaches past the season that names it', () => {
    const text = 'this is one hundred eighty euro for the summer season.';
    expect(read('money', text, 'How much is group training?', 'EUR')?.value.per).toBe('season');
  });
});

describe('ages said as one or the other', () => {
  it('are the span of the two', () => {
    expect(
      read('age_range', "It's girls and boys who are nine or ten this year.", 'What ages are in U11?')?.value,
    ).toEqual({ min: 9, max: 10 });
  });

  it('keep "or younger" a bound', () => {
    expect(read('age_range', 'Three or younger.', 'What ages?')?.value).toEqual({ min: null, max: 3 });
  });

  it('leave two ages far apart alone', () => {
    expect(read('age_range', 'Kids who are four or ten.', 'What ages?')?.value).not.toEqual({
      min: 4,
      max: 10,
    });
  });
});

describe('a count per the period asked', () => {
  it('is the number said per that period, not a length said after it', () => {
    const text = 'Bronze is three days a week, Monday, Wednesday, Friday, forty-five minutes.';
    expect(read('count', text, 'How many practices a week for the youngest group?')?.value).toBe(3);
  });
});

describe('yes or no', () => {
  it('hears "first two are free" as free, not a price of two', () => {
    expect(read('yes_no', 'First two are free, actually.', 'Is the first lesson free?')?.value).toBe(true);
  });

  it('hears what the parent is spared as no denial of what is provided', () => {
    const text = "Rental skates are included for lessons, so she doesn't need to buy any.";
    expect(read('yes_no', text, 'Are skates provided?')?.value).toBe(true);
  });

  it('hears "no, yeah" before a habit given up as the no it is', () => {
    expect(
      read('yes_no', 'No, yeah, we dropped that in January.', 'Do you have to sign up ahead?')?.value,
    ).toBe(false);
    expect(read('yes_no', 'No, yeah, totally, ten percent.', 'Is there a sibling discount?')?.value).toBe(
      true,
    );
  });

  it('reads booking in advance as an act, not a state of being full', () => {
    expect(
      read('yes_no', 'Oh, book them ahead, honestly.', 'Do child seats have to be booked in advance?')?.value,
    ).toBe(true);
  });

  it('still reads "booked" as full when asked of a day', () => {
    expect(read('yes_no', "We're booked solid.", 'Is Saturday booked?')?.value).toBe(true);
    expect(read('yes_no', 'Two spots left.', 'Is Saturday booked?')?.value).toBe(false);
  });
});

describe('hours of the day', () => {
  it('hear "half two" after "then" as half past two, not a fraction', () => {
    expect(read('schedule', 'then half two till four.', 'When?')?.value.times).toEqual(['14:30-16:00']);
  });

  it('keep a part of the day said after a time to that time', () => {
    const text = 'nine till eleven in the morning and then half two till four.';
    expect(read('schedule', text, 'When are the sessions?')?.value.times).toEqual([
      '09:00-11:00',
      '14:30-16:00',
    ]);
  });

  it('read every range to a question of the days and times a place is open', () => {
    const text =
      "We're open Saturday mornings half nine to half eleven and Wednesday evenings, half six to half seven.";
    expect(read('schedule', text, 'What days and times is it open?')?.value.times).toEqual([
      '09:30-11:30',
      '18:30-19:30',
    ]);
  });

  it('still read only the opening to a question of when a place opens', () => {
    const text = 'Doors open at seven-fifteen and then they go to class at eight-forty.';
    expect(read('schedule', text, 'What time do you open?')?.value.times).toEqual(['07:15']);
  });
});

describe('numbers that are no price', () => {
  it('reads "for the two" as how many are priced together', () => {
    expect(read('money', 'So for the two, one fifteen.', 'Price to install both seats?')?.value.amount).toBe(
      115,
    );
  });
});

describe('a day said to be taken', () => {
  it('is no answer, with the one who is busy named', () => {
    const text = "today I'm booked solid, but tomorrow afternoon I could do one o'clock.";
    expect(read('date', text, 'How soon can someone come?')?.value).toBe('2026-11-25');
  });
});
