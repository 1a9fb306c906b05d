import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Spans said with British clock phrases, "up to" and a pause to look; counts said as rounds; prices for more than one; the day a question names; services in one sitting; ages after school years; counts; hours of every day; the 24-hour clock; open "up to" a time. */

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

describe('a service given in one sitting', () => {
  it.each([
    "How much is a kids' eye test?",
    'What is the fee for an initial consultation?',
    'Price for a 30-minute walk?',
  ])('is priced per visit: %s', (label) => {
    expect(read('money', "It's forty.", label)?.value.per).toBe('visit');
  });
});

describe('ages said again after school years', () => {
  it('are the ages the years meant', () => {
    const text = 'It says rising ninth through eleventh graders, ages fourteen to sixteen.';
    expect(read('age_range', text, 'What ages is the CIT program for?')?.value).toEqual({ min: 14, max: 16 });
  });

  it('are not ages of another group said after the first', () => {
    const text = 'Junior is ages six to nine, ages ten to twelve is Senior.';
    expect(read('age_range', text, 'What ages?')?.value).toEqual({ min: 6, max: 9 });
  });
});

describe('counts', () => {
  it('are of the number said right before the thing counted', () => {
    const text = 'One four-hour shift a week, minimum.';
    expect(read('count', text, 'How many hours per week must she commit?')?.value).toBe(4);
    expect(read('count', 'Two, three hours a week.', 'How many hours per week?')?.value).toBe(2);
  });

  it('are not a price or a time said in two numbers', () => {
    expect(
      read('count', 'Yep, three ninety-five for the Saturday.', 'How many kids fit in the truck?'),
    ).toBeNull();
    expect(read('count', 'About eight ten-year-olds.', 'How many kids?')?.value).toBe(8);
  });
});

describe('the end of a span repaired', () => {
  it('leaves the start said before it', () => {
    const text =
      'Monday to Friday, from eight until half four — ah, no, sorry, in English it is different — until half past three.';
    expect(read('schedule', text, 'What are the opening hours?')?.value).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      times: ['08:00-15:30'],
    });
  });

  it('is no repair of the end alone when the repair says a start too', () => {
    const text = 'Sundays, one to th— no, sorry, two to four.';
    expect(read('schedule', text, 'What are the Sunday hours?')?.value.times).toEqual(['14:00-16:00']);
  });
});

describe('ages said all the way up', () => {
  it('run from the youngest said', () => {
    const text = 'Oh yeah, we see newborns all the way up through twenty-one.';
    expect(read('age_range', text, 'What ages do they see?')?.value).toEqual({ min: 0, max: 21 });
  });
});

describe('hours asked', () => {
  it('run from the one time said before closing', () => {
    const text = "We're open from dismissal, so the kids come in about three-ten, and we close at six.";
    expect(read('schedule', text, 'What are the program hours?')?.value.times).toEqual(['15:10-18:00']);
  });

  it('are not asked by a question of when a thing is', () => {
    expect(
      read('schedule', 'Lessons at four, we close at six.', 'What time are lessons?')?.value.times,
    ).toEqual(['16:00', '18:00']);
  });
});

describe('a number said after whose it is', () => {
  it('counts them, no price', () => {
    const text = "I've got my own two at home in the holidays so I close.";
    expect(read('money', text, 'What is the charge for a full day in the school holidays?')).toBeNull();
    expect(read('money', 'Our forty-dollar package.', 'How much?')?.value.amount).toBe(40);
  });
});

describe('one length of time asked', () => {
  it('is what a price said alone is per', () => {
    expect(
      read('money', 'So for him it would be sixty-one.', 'How much does a PA day cost?')?.value.per,
    ).toBe('day');
  });
});

describe('hundreds said before a price said the short way', () => {
  it('are two numbers', () => {
    const text = 'Between three hundred and four-fifty, that I know.';
    expect(read('money', text, 'How much is it per term?')?.value.amount).toBe(300);
    expect(read('money', "It's a hundred and forty-five.", 'How much?')?.value.amount).toBe(145);
  });
});

describe('hours of every day', () => {
  it('are the hours of the day asked', () => {
    const text = "We're open nine till five every day, Sundays included.";
    expect(read('schedule', text, 'Sunday opening hours?')?.value).toEqual({
      days: ['sunday'],
      times: ['09:00-17:00'],
    });
  });

  it('are of every day when the question names none', () => {
    expect(
      read('schedule', "We're open nine till five every day.", 'What are your hours?')?.value.days,
    ).toHaveLength(7);
  });
});

describe('hours of the 24-hour clock said with "hours"', () => {
  it('are times, past a repair opened with "ah no"', () => {
    const text =
      'Wednesday, fourteen hours to fifteen hours... ah no, pardon, that is the small ones. Poussins is Wednesday fifteen hours to sixteen hours, and Saturday ten hours to eleven hours.';
    expect(read('schedule', text, 'What days and times are the trainings?')?.value).toEqual({
      days: ['wednesday', 'saturday'],
      times: ['15:00-16:00', '10:00-11:00'],
    });
  });

  it('leave a length of hours a length', () => {
    expect(read('duration', 'It takes fifteen hours.', 'How long does it take?')?.value.minutes).toBe(900);
  });
});

describe('open "up to" a time', () => {
  it('closes then', () => {
    expect(read('schedule', "We're open up to six.", 'When are they open?')?.value.times).toEqual(['18:00']);
  });
});
