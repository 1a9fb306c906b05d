import { describe, expect, it } from 'vitest';
import { read } from './support/read';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

describe('an age said with "and under"', () => {
  it.each([
    ['Four and under.', { min: null, max: 4 }],
    ['It is for kids three or younger.', { min: null, max: 3 }],
    ['Seven and up.', { min: 7, max: null }],
  ])('reads %j as %j', (text, ages) => {
    expect(read('age_range', text, 'What ages is it for?')?.value).toEqual(ages);
  });

  it('leaves a bound said after a pause to what follows it', () => {
    expect(
      read('age_range', 'At least nine. And under twelve, a parent stays.', 'What is the minimum age?')
        ?.value,
    ).toEqual({ min: 9, max: null });
  });
});

describe('a price for whom', () => {
  it.each([
    ['For seniors and kids, eleven dollars.', 'How much for kids?', 'child'],
    ['Kids are free with a paying adult.', 'Is there a charge for kids?', 'child'],
    ['Eight forty.', "What's the adult ticket price?", 'person'],
    ['Fourteen dollars.', 'What is the price for a senior?', 'person'],
    ['Eleven.', 'What is the fee for kids?', 'child'],
  ])('reads %j to %j as per %s', (text, label, per) => {
    expect(read('money', text, label)?.value.per).toBe(per);
  });

  it('reads a fare asked of a grown-up at a grown-up’s scale', () => {
    expect(read('money', 'Sixteen seventy-five.', "What's the adult fare?")?.value).toEqual({
      amount: 16.75,
      currency: 'USD',
      per: 'person',
    });
  });

  it('keeps a thing bought for a child a thing, and a free thing of no one', () => {
    expect(read('money', 'Those are forty.', "How much is a kid's helmet?")?.value.per).not.toBe('child');
    expect(read('money', "It's free.", 'Is there a charge for parking?')?.value.per).toBeNull();
  });
});

describe('a price repaired after a dash and a "sorry"', () => {
  it('reads the number said after the "sorry"', () => {
    expect(
      read('money', 'Ninety-five a session — sorry, a hundred and five.', 'How much is a session?')?.value,
    ).toEqual({ amount: 105, currency: 'USD', per: 'session' });
  });

  it('keeps the price when the "sorry" apologizes', () => {
    expect(
      read('money', 'Ninety-five a session — sorry, a lot of people ask.', 'How much is a session?')?.value
        .amount,
    ).toBe(95);
  });
});

describe('the days of a schedule', () => {
  it.each([
    ['Mondays and Wednesdays, three to five, so just the two weekdays.', ['monday', 'wednesday']],
    ['Only a few weeknights, Tuesday and Thursday.', ['tuesday', 'thursday']],
    ['Weekdays from nine.', WEEKDAYS],
    ['Weekdays we do nine to noon.', WEEKDAYS],
    ['Weekdays it runs nine to noon.', WEEKDAYS],
  ])('reads %j as %j', (text, days) => {
    expect(read('schedule', text, 'When is it?')?.value.days).toEqual(days);
  });

  it.each([
    ['Thursday evenings, no snacks allowed, and Saturday mornings too.', ['thursday', 'saturday']],
    ['Every day, no Mondays.', ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']],
  ])('leaves out only the days a "no" names in %j', (text, days) => {
    expect(read('schedule', text, 'When is it?')?.value.days).toEqual(days);
  });
});
