import { describe, expect, it } from 'vitest';
import { read } from './support/read';

/** Things bought priced per item, a price per the unit asked, dollars said without "a", dozens counted, lengths spanned. */

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
