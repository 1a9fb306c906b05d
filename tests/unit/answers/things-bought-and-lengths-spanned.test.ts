import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Things bought priced per item, a price per the unit asked, dollars said without "a", dozens counted, hours of a part of the day, ages beside names, periods said whole, "each" of children, lengths in hours and minutes, "a pound", a price after "of". */

describe('a thing bought', () => {
  it.each([
    ['Price of a unicorn cake for 20 people?'],
    ['How much is an 8-inch cake?'],
    ['How much is the cheapest bike in that size?'],
    ["How much is the St. Mary's kilt?"],
    ['How much is the age 11-12 blazer?'],
    ['Rental price per kid-size chair?'],
  ])('is priced per item: %s', (label) => {
    expect(read('money', "It's forty-five.", label)?.value.per).toBe('item');
  });

  it.each([
    ['Cash price for the first visit?', 'visit'],
    ['What is the nightly rate for a two-queen room?', 'night'],
    ['Admission price for a 2-year-old', 'person'],
    ["What's the ticket price?", 'person'],
    ['How much is a family day ticket?', 'day'],
    ['How much is the evaluation if they self-pay?', null],
    ['Is there a bond?', null],
    ['Price for a mouse treatment, 3-bedroom house?', null],
    ['How much is a puppet show for the party?', null],
    ['How much is the program?', null],
  ])('is not what a payment, an occasion or a time asked is per: %s', (label, per) => {
    expect(read('money', "It's forty-five.", label)?.value.per).toBe(per);
  });

  it('said "each" is each of the things the question prices per, described', () => {
    const text = 'Minis are a dollar seventy-five each.';
    expect(read('money', text, 'Price per mini cupcake?')?.value).toEqual({
      amount: 1.75,
      currency: 'USD',
      per: 'item',
    });
  });
});

describe('a price said per the unit asked', () => {
  it('is the one taken, though said as what another works out to', () => {
    const text = "It's two-forty a month, that's four classes, so it works out to sixty a class.";
    expect(read('money', text, 'How much is the on-camera class per class?')?.value).toEqual({
      amount: 60,
      currency: 'USD',
      per: 'class',
    });
  });

  it('leaves the first price when the question names no unit', () => {
    const text = "It's two-forty a month, that's four classes, so it works out to sixty a class.";
    expect(read('money', text, 'How much is the class?')?.value.amount).toBe(240);
  });
});

describe('a dollar and cents with no "a"', () => {
  it('is one dollar and the cents', () => {
    expect(
      read('money', "Standard's the white, dollar seventy-five.", 'How much per chair?')?.value.amount,
    ).toBe(1.75);
  });

  it('leaves a dollar word with a number before it to that number', () => {
    expect(read('money', "It's thirty dollars.", 'How much?')?.value.amount).toBe(30);
  });
});

describe('dozens', () => {
  it.each([
    ['Two dozen total, she can split it twelve and twelve.', 24],
    ['Half a dozen.', 6],
    ['A dozen.', 12],
  ])('are counted: %s', (text, count) => {
    expect(read('count', text, 'Minimum order for custom colours?')?.value).toBe(count);
  });

  it('leave the number counting the thing asked', () => {
    expect(
      read('count', 'But two dozen, two days is fine.', "How many days' notice for two dozen?")?.value,
    ).toBe(2);
  });

  it('leave a count of things of a length said with it', () => {
    expect(
      read('count', 'Three two-hour drives.', 'How many hours behind the wheel are included?')?.value,
    ).toBe(6);
  });
});

describe('a service done to a thing', () => {
  it('is paid once, not per the thing', () => {
    expect(
      read('money', 'Pants, plain hem, eighteen dollars.', 'How much to hem the pants?')?.value.per,
    ).not.toBe('item');
  });
});

describe('hours asked of one part of the day', () => {
  it('leave a morning span said to noon in the morning', () => {
    const text = 'The first Saturday, from ten to twelve.';
    expect(read('schedule', text, 'When is the play afternoon?')?.value.times).toEqual(['10:00-12:00']);
  });

  it('leave an evening span to midnight in the evening', () => {
    expect(read('schedule', 'From six to twelve.', 'When is the evening session?')?.value.times).toEqual([
      '18:00-00:00',
    ]);
  });

  it('close when picking stops', () => {
    const text = 'Saturday we open the field at eight and we stop picking at two.';
    expect(read('schedule', text, 'What time does picking open on Saturday?')?.value.times).toEqual([
      '08:00-14:00',
    ]);
  });
});

describe('ages', () => {
  it('run until the age they turn', () => {
    expect(read('age_range', 'From eight until they turn eighteen.', 'What ages?')?.value).toEqual({
      min: 8,
      max: 18,
    });
  });

  it('run right through to the oldest, past a filler and a second link', () => {
    const text = 'Cadets is from eight right through until they turn eighteen.';
    expect(read('age_range', text, 'What ages?')?.value).toEqual({ min: 8, max: 18 });
  });

  it('are no number joined to letters in a name', () => {
    const text = 'She has to be in 4-H proper, so eight and up as of January first, through eighteen.';
    expect(read('age_range', text, 'How old does she have to be to show?')?.value).toEqual({
      min: 8,
      max: 18,
    });
  });
});

describe('a period said whole', () => {
  it('is what the price is per', () => {
    const text = "It's just the membership, forty dollars for the whole year";
    expect(read('money', text, 'What is the price per week?')?.value.per).toBe('year');
  });
});

describe('"each" to a question naming children', () => {
  it('is per child', () => {
    expect(
      read('money', 'So seven fifty each.', "How much does an Easter kids' workshop cost?")?.value.per,
    ).toBe('child');
  });
});

describe('a length in hours and minutes', () => {
  it('is no price', () => {
    expect(read('money', 'Yeah, figure an hour fifteen.', 'How much is a tour?')).toBeNull();
  });

  it('leaves a price said with its currency after an hour', () => {
    expect(read('money', "It's an hour, fifteen bucks.", 'How much?')?.value.amount).toBe(15);
  });
});

describe('"a pound"', () => {
  it('is one pound said as a price', () => {
    expect(read('money', "It's a pound a week now, I think.", 'What does it cost?', 'GBP')?.value).toEqual({
      amount: 1,
      currency: 'GBP',
      per: 'week',
    });
  });

  it('is a weight after a price', () => {
    expect(read('money', 'A dollar seventy-five a pound.', 'How much are apples?')?.value.amount).toBe(1.75);
  });
});

describe('a number after "of" said with a currency word', () => {
  it('is a price, not a count of the noun', () => {
    const text = "There's an entry of five dollars a person, under-fives are free";
    expect(read('money', text, 'Is there an entry fee, and how much?')?.value).toEqual({
      amount: 5,
      currency: 'USD',
      per: 'person',
    });
  });
});
