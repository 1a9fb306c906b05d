import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Days listed as closed, dates between days, every evening, ranges naming groups, holiday weekends, counts said beside prices, a unit past "yep", a unit asked per a period. */

describe('days', () => {
  it('listed together before "closed" are all closed', () => {
    const text = 'Monday to Friday, ten until one. Saturday and Sunday closed, sorry.';
    expect(read('schedule', text, 'Kids club opening hours?')?.value.days).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
  });

  it('run through past the dates said after them', () => {
    const text = "It's Monday the twenty-seventh through Thursday the thirtieth, nine to noon each day.";
    expect(read('schedule', text, 'What days does it run?')?.value).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday'],
      times: ['09:00-12:00'],
    });
  });

  it('are every day when a time is said for every evening, and no day is named', () => {
    const text = 'Children’s high tea is in the Garden Room from five until six, every evening.';
    expect(read('schedule', text, 'What time is high tea?')?.value.days).toHaveLength(7);
    const weekdays = 'Half nine to half twelve, every morning, Monday to Friday.';
    expect(read('schedule', weekdays, 'What times does it run?')?.value.days).toHaveLength(5);
  });

  it('are read past a range that names a group', () => {
    const text = "For the nine-to-twelve group, that's Thursdays, four-thirty to five-thirty.";
    expect(read('schedule', text, 'When does his group run?')?.value).toEqual({
      days: ['thursday'],
      times: ['16:30-17:30'],
    });
  });
});

describe('a holiday weekend', () => {
  it('opens on its Saturday', () => {
    expect(read('date', 'Outdoor opens Memorial Day weekend.', 'When does it open?')?.value).toBe(
      '2027-05-29',
    );
  });

  it('has its own Saturday, not the one after the holiday', () => {
    const text = 'We open for the season on the Saturday of the Victoria Day long weekend.';
    expect(read('date', text, 'When do you open?')?.value).toBe('2027-05-22');
  });
});

describe('ages', () => {
  it('are not said by a birth year', () => {
    const text = "Please leave your name, number, and your child's birth year after the tone.";
    expect(read('age_range', text, 'What ages can start?')).toBeNull();
    expect(
      read('age_range', 'We see newborns all the way up through twenty-one.', 'What ages?')?.value,
    ).toEqual({
      min: 0,
      max: 21,
    });
  });
});

describe('a price', () => {
  it('is no count said beside it', () => {
    const arch = read(
      'money',
      'Eight foot in two or three colors is two twenty-five.',
      'Price for an 8 ft balloon arch?',
    );
    expect(arch?.value.amount).toBe(225);
    const party = 'No package, no. If you bring ten or more you get the group rate on admission.';
    expect(read('money', party, 'How much is a birthday party?')).toBeNull();
  });

  it('asked for many weeks is a total, whatever single thing the answer names', () => {
    const text = "Four Saturdays, two hours each, with a lift ticket, that's four eighty-nine.";
    expect(read('money', text, 'How much is the 4-week Saturday program?')?.value.amount).toBe(489);
  });

  it('keeps its unit past a word agreeing', () => {
    const text = 'A hundred and ten, yep, per child.';
    expect(read('money', text, 'How much is the winter break workshop?')?.value.per).toBe('child');
  });

  it('per a person to a question per a period is per that period', () => {
    const text = 'It is thirty-six fifty per adult, and twenty-seven fifty for kids.';
    expect(read('money', text, "What's the weekly rate per adult?")?.value.per).toBe('week');
    expect(read('money', 'Ninety-five per child.', 'How much is the kids club per day?')?.value.per).toBe(
      'day',
    );
  });

  it('added up aloud is the sum said after the two', () => {
    const text = "So fifty plus twenty-four, seventy-four a night for the four of 'em.";
    expect(read('money', text, 'How much is a site per night for the family?')?.value).toEqual({
      amount: 74,
      currency: 'USD',
      per: 'night',
    });
  });

  it('for the year past the one it is per', () => {
    const text = 'So together one forty-five per scout for the year.';
    expect(read('money', text, 'How much are dues for the year?')?.value).toEqual({
      amount: 145,
      currency: 'USD',
      per: 'year',
    });
  });
});
