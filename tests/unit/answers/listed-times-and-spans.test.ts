import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Times listed with their minutes, spans that can only be of hours, numbers that count or measure, people priced by age, things brought, things included in a fee, compound things counted. */

describe('hours listed', () => {
  it('are times with an hour said with its minutes in the list', () => {
    const text = 'Departures are at ten, twelve-thirty, and three.';
    expect(read('schedule', text, 'Which days and times does the train run?')?.value.times).toEqual([
      '10:00',
      '12:30',
      '15:00',
    ]);
  });

  it('are times with an hour and its minutes run together into one number', () => {
    const text = 'Saturdays we start parties at eleven, one-thirty, and four.';
    expect(read('schedule', text, 'What times do parties start on Saturdays?')?.value).toEqual({
      days: ['saturday'],
      times: ['11:00', '13:30', '16:00'],
    });
  });

  it('are times when the question asks what times', () => {
    expect(
      read('schedule', 'Saturdays we do eleven and two.', 'What times are the Saturday shows?')?.value,
    ).toEqual({
      days: ['saturday'],
      times: ['11:00', '14:00'],
    });
  });

  it('leave out a number had before them, and a number before "at"', () => {
    const had = "Thursdays there's two, ten-thirty and eleven-fifteen.";
    expect(read('schedule', had, 'What time is storytime on Thursdays?')?.value.times).toEqual([
      '10:30',
      '11:15',
    ]);
    const slots = "She's got openings Tuesdays and Thursdays, one at four-thirty and one at five-fifteen.";
    expect(read('schedule', slots, 'Which weekday after-school times are available?')?.value).toEqual({
      days: ['tuesday', 'thursday'],
      times: ['16:30', '17:15'],
    });
  });

  it('are no times when counted, and the question asks no times', () => {
    expect(
      read('schedule', 'We run two and three on Saturdays.', 'Which days are classes?')?.value.times,
    ).toEqual([]);
  });
});

describe('a time said alone after "from"', () => {
  it('is when something starts, in the morning, and ends at the time it runs until', () => {
    const text = "Drop-off's from seven-thirty, pick-up is by six.";
    expect(read('schedule', text, 'What are the drop-off and pick-up times?')?.value.times).toEqual([
      '07:30-18:00',
    ]);
  });

  it('leaves a range said with "from" to the usual hours', () => {
    expect(read('schedule', 'Classes are from seven to nine.', 'What are the hours?')?.value.times).toEqual([
      '19:00-21:00',
    ]);
  });
});

describe('twelve', () => {
  it('in a morning asked about is noon, and "we finish at" ends the time before it', () => {
    const text = "Registration's at quarter past nine and we finish at half twelve.";
    expect(read('schedule', text, 'Hours on a Saturday morning?')?.value).toEqual({
      days: ['saturday'],
      times: ['09:15-12:30'],
    });
  });
});

describe('a time pickup is at', () => {
  it('leaves a time said after a range, of another day, a time of its own', () => {
    const text =
      "Teen beginner hip-hop is Thursdays, six-thirty to seven-thirty. And we just added a Friday, seven-thirty, that's also an hour.";
    expect(read('schedule', text, 'What days and times are classes?')?.value.times).toEqual([
      '18:30-19:30',
      '19:30-20:30',
    ]);
  });

  it('ends the time said before it, and said again in other words is that end', () => {
    const text = "We start at half past eight and pickup is at four — sixteen o'clock. Monday to Friday.";
    expect(read('schedule', text, 'What time does it start and end each day?')?.value.times).toEqual([
      '08:30-16:00',
    ]);
  });
});

describe('a span that can only be of hours', () => {
  it('is no price: "full day is nine to five"', () => {
    const text = 'Our pontoons are twenty-four footers, full day is nine to five';
    expect(read('money', text, 'How much is a full-day pontoon rental?')).toBeNull();
  });

  it('counts nothing: "nine to five" runs back', () => {
    const text = 'Our hours are Monday to Friday, seven a.m. to seven p.m., and weekends, nine to five.';
    expect(read('count', text, 'How many weeks is a term?')).toBeNull();
  });

  it('is no age: "noon to four" names noon', () => {
    expect(read('age_range', 'and Sunday noon to four.', 'What ages can join?')).toBeNull();
  });

  it('leaves ages that run up ages', () => {
    expect(read('age_range', 'Kids five to nine.', 'What ages?')?.value).toEqual({ min: 5, max: 9 });
  });
});

describe('a number that counts or measures', () => {
  it('is no price in a range of ages said with "between … and"', () => {
    const text =
      'I photograph babies between five and fourteen days old, so reach out in your second trimester.';
    expect(read('money', text, 'What is the newborn session price?')).toBeNull();
  });

  it('is no price when it weighs a thing', () => {
    const text =
      'Two-forty for the four weeks. That includes twenty-five pounds of clay, plus glazes and firing.';
    expect(read('money', text, 'Cost for the class series?')?.value.amount).toBe(240);
  });

  it('is no price when it counts things said after it', () => {
    const text = 'So the kitten primary course is two injections, three to four weeks apart';
    expect(read('money', text, 'Price of kitten vaccinations?', 'GBP')).toBeNull();
  });

  it('is no count when it bounds an age', () => {
    const text = 'Well, in the main house we ask that children be ten and older, it is a quiet old house.';
    expect(read('count', text, 'What is the minimum number of nights?')).toBeNull();
  });

  it('is no price when it counts lessons', () => {
    const text = 'Two-week session is eight lessons, Monday through Thursday';
    expect(read('money', text, 'How much is a two-week session?')).toBeNull();
  });

  it('is no price beside another when it is the minutes of a length', () => {
    const text = "So it's one sixty-five a month, that's one class a week, an hour fifteen.";
    expect(read('money', text, 'Monthly cost?')?.value).toEqual({
      amount: 165,
      currency: 'USD',
      per: 'month',
    });
  });
});

describe('nothing more charged', () => {
  it('is no price of nothing, unless what is charged on top is asked', () => {
    const text = "The drawstring ones are fiddly but we don't charge extra.";
    expect(read('money', text, 'How much per bag?')).toBeNull();
    expect(
      read('money', "No, we don't charge extra.", 'Is there an extra charge for weekends?')?.value.amount,
    ).toBe(0);
  });
});

describe('an age bound said before a price', () => {
  it('is no period the price is per', () => {
    const text = "For babies under one year it's twenty-four ninety-five, because it takes longer.";
    expect(read('money', text, 'How much are the photos?')?.value.per).not.toBe('year');
  });
});

describe('things counted with a noun before them', () => {
  it('are the last noun: "instructor drives" counts drives', () => {
    const text = 'The eight hours is split into four drives, two hours each.';
    expect(read('count', text, 'How many instructor drives are included?')?.value).toBe(4);
  });
});

describe('a thing asked to be included in a fee', () => {
  it('is included when said so, and not when a price is said for it', () => {
    expect(
      read('yes_no', 'Lunch included, and afternoon tea break also.', 'Is lunch included in the fee?')?.value,
    ).toBe(true);
    expect(read('yes_no', 'Lunch is five dollars extra.', 'Is lunch included in the fee?')?.value).toBe(
      false,
    );
  });

  it('leaves "Is there a fee for it?" answered no by "it is included"', () => {
    expect(read('yes_no', 'Lunch is included.', 'Is there a fee for lunch?')?.value).toBe(false);
  });
});

describe('children priced', () => {
  it('by "per girl" are per child', () => {
    expect(
      read('money', "For the bracelet workshop it's eighteen per girl", 'Price per girl?')?.value,
    ).toEqual({
      amount: 18,
      currency: 'USD',
      per: 'child',
    });
  });

  it('by an age they are under, in the question, are per child', () => {
    expect(
      read('money', 'and one to two is three pound fifty.', 'How much is entry for under-2s?', 'GBP')?.value,
    ).toEqual({ amount: 3.5, currency: 'GBP', per: 'child' });
  });
});

describe('a thing brought', () => {
  it('that the question does not name says nothing of the thing asked', () => {
    const text = 'We got kits in every room, he just brings sticks.';
    expect(read('yes_no', text, 'Are drum kits provided at lessons?')?.value).toBe(true);
  });

  it("that the question names, or the child's own, is not provided", () => {
    expect(read('yes_no', 'Kids bring a kit.', 'Are kits provided?')?.value).toBe(false);
    expect(read('yes_no', "She'll bring her own.", 'Do they provide instruments?')?.value).toBe(false);
  });

  it('that need not be bought is lent, whatever the no before it', () => {
    const text =
      "She's got a whole box of class ukes the kids use, so no, you don't need to buy them to start.";
    expect(read('yes_no', text, 'Do they lend ukuleles?')?.value).toBe(true);
  });
});

describe('a share of an hour said as what is priced', () => {
  it('is its length, not the unit', () => {
    const text = 'Yep, so half-hour one-on-one is forty-two dollars.';
    expect(read('money', text, 'How much is a 30-minute lesson?')?.value).toEqual({
      amount: 42,
      currency: 'USD',
      per: 'lesson',
    });
  });
});
