import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { AskKind } from '#shared/contracts/asks';

/** Values as people say them on the phone: amounts, units, bounds and lengths read as a person hears them. */

const context = (label: string) => ({
  label,
  currency: 'USD',
  referenceDate: new Date('2026-11-24T15:00:00Z'),
});
const read = (kind: AskKind, text: string, label: string) =>
  normalizeAnswer(kind, text, context(label))?.value;
const price = (text: string, label: string) =>
  read('money', text, label) as { amount: number; per: string | null };

describe('thousands followed by hundreds said short', () => {
  it.each([
    ['Full-time preschool is two thousand one-fifty a month.', 'How much is preschool?', 2150],
    ["It's three thousand two-twenty for the year.", 'How much is the school year?', 3220],
    ['The braces run about five thousand four ninety-five.', 'How much are braces?', 5495],
  ])('reads %j (to %j) as %s', (text, label, amount) => {
    expect(price(text, label).amount).toBe(amount);
  });

  it.each([
    ['It is two thousand fifty.', 2050],
    ['Twelve thousand five hundred for the lot.', 12500],
    ['Two thousand, one-fifty of it up front.', 2000],
  ])('leaves %j as it was (%d)', (text, amount) => {
    expect(price(text, 'How much is it?').amount).toBe(amount);
  });
});

describe('numbers that describe the thing priced, not its price', () => {
  it.each([
    ['The big tent, twenty by twenty, is two-forty for the weekend.', 'How much is the tent?', 240],
    ['Our standard pool, eight by twelve, is one-sixty a day.', 'How much is the pool rental?', 160],
    ['For a four-two, a move-out clean is around three seventy-five.', 'How much is a move-out clean?', 375],
  ])('a size or a layout said first: %j', (text, label, amount) => {
    expect(price(text, label).amount).toBe(amount);
  });

  it.each([
    ['A dozen is eight-fifty, or the three-dozen box for twenty-two.', 'How much is a dozen cookies?', 8.5],
    ['A pint is four seventy-five, or grab the six-pint crate for twenty-five.', 'How much is a pint?', 4.75],
  ])('so many of the thing asked is another thing: %j', (text, label, amount) => {
    expect(price(text, label).amount).toBe(amount);
  });

  it('keeps a flat price said as one', () => {
    expect(price("It's a flat forty.", 'How much is the fee?')).toMatchObject({
      amount: 40,
      per: 'one_time',
    });
  });

  it.each([
    ['Delivery? That is outside our free area, so it would be twenty-five.', 'How much is delivery?', 25],
    ['We have free parking, and the class itself is eighteen.', 'How much is the class?', 18],
  ])('a free thing the question does not name: %j', (text, label, amount) => {
    expect(price(text, label).amount).toBe(amount);
  });

  it.each([
    ['We do free delivery.', 'How much is delivery?'],
    ['Delivery is free.', 'How much is delivery?'],
  ])('still reads a free thing asked about: %j', (text, label) => {
    expect(price(text, label).amount).toBe(0);
  });

  it.each([
    ['Yes, three and under ride free.', 'Are kids under four free on the train?', true],
    ['Yep, five and younger eat free.', 'Do kids under six eat free?', true],
    ['No, two and under are still ten dollars.', 'Are babies free?', false],
  ])('an age bound is no price: %j', (text, label, yes) => {
    expect(read('yes_no', text, label)).toBe(yes);
  });
});

describe('what a price said without a unit is per', () => {
  it.each([
    ['How much is the first appointment?', 'visit'],
    ['How much is the first session?', 'session'],
    ['How much are tickets for the matinee?', 'person'],
    ['How much is a quart of blueberries?', 'item'],
    ['How much is a corsage?', 'item'],
  ])('to %j', (label, per) => {
    expect(price("It's forty-nine.", label).per).toBe(per);
  });

  it.each([
    ['How much is swimming?', null],
    ['What is the price?', null],
    // A service or a payment says nothing of its unit.
    ['How much is a basic oil change?', null],
    ['What is the cancellation fee?', null],
    // A child named by age is no thing bought.
    ['How much is it for a 2-year-old?', null],
    ['How much for a six month old?', null],
  ])('says nothing it does not know, to %j', (label, per) => {
    expect(price("It's forty-nine.", label).per).toBe(per);
  });

  it.each([
    ["Yes, it's a fifty dollar registration fee.", 'Is there a fee to join the waitlist?'],
    ['There is a one-time deposit of two hundred.', 'How much down to hold the date?'],
  ])('a payment made once the answer names: %j', (text, label) => {
    expect(price(text, label).per).toBe('one_time');
  });

  it.each([
    ['It is twelve ninety-nine for everyone, kids or adults.', 'person'],
    ['Nine dollars for anybody over two.', 'person'],
    ['The trip charge is sixty-five.', 'visit'],
    ['A service call is ninety-five during business hours.', 'visit'],
    ['Ninety-five for the first hour.', 'hour'],
  ])('from the words with it: %j', (text, per) => {
    expect(price(text, 'How much is it?').per).toBe(per);
  });

  it('reads a small single thing in cents', () => {
    expect(price('A basket is five-fifty.', 'How much is a basket?').amount).toBe(5.5);
  });
});

describe('counts said in other terms', () => {
  it.each([
    ['Four forty-five-minute lessons.', 'How many minutes of lessons are included?', 180],
    ['You get three two-hour lab sessions.', 'How many hours of lab time?', 6],
    ['Usually about two weeks.', 'How many days does it take?', 14],
    ['A week, give or take.', 'How many days until it is ready?', 7],
  ])('%j to %j is %d', (text, label, count) => {
    expect(read('count', text, label)).toBe(count);
  });

  it.each([
    ['Three days.', 'How many days does it take?', 3],
    ['Two hours a week.', 'How many hours a week?', 2],
    ['Three sessions.', 'How many sessions?', 3],
  ])('leaves %j as it was', (text, label, count) => {
    expect(read('count', text, label)).toBe(count);
  });
});

describe('ages and hours with an aside between', () => {
  it.each([
    ['We take them from three, well, they have to be potty trained, up to eight.', { min: 3, max: 8 }],
    ['Starting at six, um, up to about eleven.', { min: 6, max: 11 }],
  ])('%j', (text, ages) => {
    expect(read('age_range', text, 'What ages do you take?')).toEqual(ages);
  });

  it.each([
    ['Tots are two to four, then the big kids class goes up to nine.', { min: 2, max: 9 }],
    ['Minis take three to five, and then Juniors go up to eleven.', { min: 3, max: 11 }],
  ])('ranges said one after another: %j', (text, ages) => {
    expect(read('age_range', text, 'What ages do you take?')).toEqual(ages);
  });

  it.each([
    ['From four, and up to twelve kids a group.', { min: 4, max: null }],
    ['Ages four to six, then up to ten kids per group.', { min: 4, max: 6 }],
    ['Kids from five, they can stay up to six hours.', { min: 5, max: null }],
  ])('leaves a later count alone: %j', (text, ages) => {
    expect(read('age_range', text, 'What ages do you take?')).toEqual(ages);
  });

  it.each([
    ['Fridays we open nine-ish and close at three.', { days: ['friday'], times: ['09:00-15:00'] }],
    ['Sunday we open eleven and go till five.', { days: ['sunday'], times: ['11:00-17:00'] }],
    ["We're open seven days a week.", { days: expect.any(Array), times: [] }],
  ])('an hour said right after opening: %j', (text, schedule) => {
    expect(read('schedule', text, 'What are your hours?')).toEqual(schedule);
  });
});

describe('numbers beside a price that are none', () => {
  it.each([
    // An amount taken off is a discount, unless the question asks about one.
    [
      'The intro course is two-forty. If they stay on, we take fifty off the first month.',
      'What does the intro course cost?',
      240,
    ],
    ['We take twenty off for the second child.', 'How much is the sibling discount?', 20],
    // Hours to an hour and its minutes, after the days, are a slot of time.
    [
      'Tuesdays and Thursdays, five to seven-thirty, and it is one eighty-five a month.',
      'What does the team cost?',
      185,
    ],
    ["It's five to seven fifty depending on size.", 'How much is a cupcake?', 5],
  ])('reads %j (to %j) as %s', (text, label, amount) => {
    expect(price(text, label).amount).toBe(amount);
  });

  it('reads a price for the weeks that are left as per term', () => {
    expect(
      price('Joining now, it would be one-twenty for the last six weeks.', 'How much does it cost?'),
    ).toEqual({
      amount: 120,
      currency: 'USD',
      per: 'term',
    });
  });
});

describe('times said in a list or twice', () => {
  it.each([
    // A pause ends an hour: "two, ten-thirty" is no 2:10.
    ["Thursdays there's two, ten-thirty and eleven-fifteen.", ['10:30', '11:15']],
    // A time that starts a range said with it is that range.
    ["Saturdays we've got the wheel class at ten, it runs ten to eleven-thirty.", ['10:00-11:30']],
    ['Five thirty on Fridays.', ['17:30']],
  ])('reads %j as %j', (text, times) => {
    expect((read('schedule', text, 'What time is the class?') as { times: string[] }).times).toEqual(times);
  });
});
