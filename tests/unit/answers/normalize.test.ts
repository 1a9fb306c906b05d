import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { AskKind } from '#shared/contracts/asks';

const context = (label = '') => ({ label, currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') });
const read = (kind: AskKind, text: string, label = '') => normalizeAnswer(kind, text, context(label))?.value;
const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

describe('normalizeAnswer', () => {
  it.each([
    ["It's one-twenty a month", 120, 'month'],
    ['thirty bucks a lesson', 30, 'lesson'],
    ['$1,200 per term', 1200, 'term'],
    ['It is a hundred and fifty dollars per kid', 150, 'child'],
    ['Full time is thirteen fifty a month', 1350, 'month'],
    ['fifty-five a night', 55, 'night'],
    ['The monthly fee is $85', 85, 'month'],
    ['The ten-class pass is two hundred and forty dollars', 240, null],
    ["it's free to sign up", 0, null],
    ['fifteen hundred for the summer', 1500, null],
    ['A full day is sixty-two fifty', 62.5, 'day'],
    ['Full week is three hundred and ten, or three days for two hundred', 310, 'week'],
    ["It's $180 for the eight weeks", 180, 'term'],
    ['$25, just once', 25, 'one_time'],
    ["There isn't one if you give us a day's notice", 0, null],
    ['Our sitters are $22 an hour for one child', 22, 'hour'],
    ["and that's eight-fifty for the whole thing", 850, null],
    ['One hour is nineteen ninety-nine per jumper', 19.99, 'hour'],
    ['The ten-week term is two ninety', 290, 'term'],
    ["For kids it's eighteen, adults twenty-eight.", 18, 'child'],
    ['Ninety, ninety-five bucks, depending on the instructor.', 90, null],
    ['between 250 and 350 dollars', 250, null],
    ['Three hundred.', 300, null],
    ['Between twenty-five hundred and three thousand.', 2500, null],
    ['A hundred and fifty a month', 150, 'month'],
    ['For a three-bed, a deep clean runs between two-fifty and three-fifty', 250, null],
  ] as const)('reads the price in %j', (text, amount, per) => {
    expect(read('money', text)).toEqual({ amount, currency: 'USD', per });
  });

  it.each([
    [
      "For eight it'd be the basic package, one eighty-nine.",
      'How much is a party for eight kids?',
      189,
      null,
    ],
    ['Two-storey is a flat one seventy-five.', 'How much for a 2-storey house?', 175, 'one_time'],
    ["Rentals are five, or bring your own and it's free.", 'How much is skate rental?', 5, null],
    ['Free for members, otherwise ten.', 'How much is it?', 0, null],
    ['Packages start at thirteen hundred.', 'What does a package cost?', 1300, null],
    ['Twenty-eight for a half-hour visit.', 'How much per visit?', 28, 'visit'],
  ] as const)('reads the price in %j to %j', (text, label, amount, per) => {
    expect(read('money', text, label)).toEqual({ amount, currency: 'USD', per });
  });

  it('takes the currency named, else the default', () => {
    expect(
      normalizeAnswer('money', 'It is 40 euros', { ...context(), currency: 'CAD' })?.value,
    ).toMatchObject({
      currency: 'EUR',
    });
    expect(normalizeAnswer('money', 'It is $40', { ...context(), currency: 'CAD' })?.value).toMatchObject({
      currency: 'CAD',
    });
  });

  it.each([
    ["We don't do Sundays.", 'Are you open Sundays?', false],
    ['Sure, the first visit costs nothing.', 'Is the first visit free?', true],
    ["It's forty dollars for the first visit.", 'Is the first visit free?', false],
    ['Only weekdays, sorry.', 'Do you have Saturday classes?', false],
    ['Only weekdays, I am afraid.', 'Are weekend appointments available?', false],
    ['We have a ten percent sibling discount.', 'Is there a sibling discount?', true],
    ["Honestly we're full right now.", 'Do you have openings?', false],
    ["We're booked solid this week, sorry.", 'Any openings this week?', false],
    ['No problem, we can do that.', 'Can you do a Tuesday?', true],
    ["Not during the school year, no, it's weekends only.", 'Do you have lessons on weekdays?', false],
    ['We used to, but not anymore.', 'Do you have evening classes?', false],
    ["Yeah no, we don't, it's all weekday mornings.", 'Do you have classes on weekends?', false],
    ['No yeah, totally.', 'Can we bring snacks?', true],
    ['Yes, no problem.', 'Can we bring snacks?', true],
    ['Not right now.', 'Is there a class for teens?', false],
    ["Sundays we're closed, but Saturdays there's one at ten.", 'Do you have a class on Sundays?', false],
    ['Saturdays yes, Sundays no.', 'Are you open on Saturday?', true],
    ["It's free, the school board pays for it.", 'Is there a fee?', false],
    ['The call-out is included in the treatment price.', 'Is there a call-out fee?', false],
    ['Forty dollars, and that includes the new belt.', 'Is there a testing fee?', true],
    ['Kids bring a lunch, we do a snack in the afternoon.', 'Is lunch included?', false],
    ["Like I said, the pizza's extra.", 'Is food included?', false],
    ['We bring all the equipment.', 'Do you provide the equipment?', true],
    ["We bring everything, you don't need to provide a thing.", 'Do you bring your own supplies?', true],
    ["You don't need a referral.", 'Do I need a referral?', false],
    ['Only for emergencies.', 'Do you take walk-ins?', false],
    ['On Sundays we only do open gym in the afternoon.', 'Is there an open gym on Sunday mornings?', false],
    ['We only take cash.', 'Do you take cash?', true],
    ['Just the swim test, nothing formal.', 'Is there a tryout?', false],
    ['We just opened a Saturday group.', 'Is there a Saturday group?', true],
    ["Tuesdays until seven, that's our only late night.", 'Do you do evening appointments?', true],
    ['Under two gets in free.', 'Are children under three free?', false],
    ["This week's spoken for, earliest would be next Tuesday.", 'Can you come this week?', false],
    ['We bill by the week.', 'Is there a monthly plan?', false],
    ['Under sixteen, a parent has to be in the building.', 'Can kids come without a parent?', false],
    ['They have to pass a swim test first.', "Do you take kids who can't swim?", false],
    ["You'd have to book an appointment.", 'Can I come without an appointment?', false],
    ['Sure, a parent has to sign the waiver.', 'Can kids come without a parent?', true],
    ["We're booked solid this week, sorry.", 'Any openings this week?', false],
    ["It's for eleven to fourteen.", 'Does the coding club take ten-year-olds?', false],
    ['Ages eight to twelve.', 'Does the camp take ten-year-olds?', true],
  ] as const)('reads %j as the answer to %j', (text, label, value) => {
    expect(read('yes_no', text, label)).toBe(value);
  });

  it.each([
    ['6 and up', { min: 6, max: null }],
    ['ages 3 to 5', { min: 3, max: 5 }],
    ['from 18 months', { min: 1.5, max: null }],
    ['babies 6 to 18 months', { min: 0.5, max: 1.5 }],
    ['under 12', { min: null, max: 12 }],
    ['We start them as young as four', { min: 4, max: null }],
    ['For 4-year-olds', { min: 4, max: 4 }],
    ["Kids can start once they're three", { min: 3, max: null }],
    ["It's for kids between 7 and 10", { min: 7, max: 10 }],
    ['Anywhere from four up to, like, twelve.', { min: 4, max: 12 }],
    ['Our little ones program starts at three and a half.', { min: 3.5, max: null }],
  ])('reads the ages in %j', (text, value) => {
    expect(read('age_range', text)).toEqual(value);
  });

  it('reads one age as the bound the question asked for', () => {
    expect(read('age_range', 'So sixteen.', "What's the youngest age you take?")).toEqual({
      min: 16,
      max: null,
    });
    expect(read('age_range', 'Twelve is the limit.', 'What is the oldest age?')).toEqual({
      min: null,
      max: 12,
    });
    expect(read('age_range', 'Sixteen.', 'What ages do you teach?')).toEqual({ min: 16, max: 16 });
    const bound = normalizeAnswer(
      'age_range',
      'under fourteen they need an adult',
      context('What is the minimum age?'),
    );
    const minimum = normalizeAnswer('age_range', 'at least ten', context('What is the minimum age?'));
    expect(bound!.certainty).toBeLessThan(minimum!.certainty);
  });

  it.each([
    ['an hour and a half', 90],
    ['45 min', 45],
    ['two and a half hours', 150],
    ['half an hour', 30],
    ['90-minute sessions', 90],
    ['Usually a couple days.', 2880],
    ['a couple of weeks', 20160],
    ["Right now we're booking about three months out.", 129600],
    ["It's one full day, nine to four.", 420],
    ['Two to three weeks, roughly.', 20160],
  ])('reads the length of %j', (text, minutes) => {
    expect(read('duration', text)).toEqual({ minutes });
  });

  it.each([
    ['weekdays 9 to 5', week, ['09:00-17:00']],
    ['Saturday mornings at 10', ['saturday'], ['10:00']],
    ['we close at six', [], ['18:00']],
    ['Five thirty.', [], ['17:30']],
    ['We open at seven thirty and close at six', [], ['07:30-18:00']],
    ['We open at seven in the morning and close at six, Monday to Friday', week, ['07:00-18:00']],
    [
      'Monday to Sunday, 10 in the morning till 8:30 in the evening',
      [...week, 'saturday', 'sunday'],
      ['10:00-20:30'],
    ],
    ['Monday to Saturday, 10 am till 5 pm', [...week, 'saturday'], ['10:00-17:00']],
    ['Monday through Friday, 8:30am-6pm', week, ['08:30-18:00']],
    ['every day except Sunday', [...week, 'saturday'], []],
    ['Tuesdays and Thursdays from four to five thirty', ['tuesday', 'thursday'], ['16:00-17:30']],
    ["We're open till 6:30 every weekday", week, ['18:30']],
    ['Tuesday to Saturday from seven to six', [...week.slice(1), 'saturday'], ['07:00-18:00']],
    ['Monday to Friday from nine to 8:30 pm', week, ['09:00-20:30']],
    ['Thursdays six to nine', ['thursday'], ['18:00-21:00']],
    ['Thursdays, half past four to six.', ['thursday'], ['16:30-18:00']],
    ['We close at quarter to six', [], ['17:45']],
    ['Fridays, ten-fifteen to a quarter past eleven', ['friday'], ['10:15-11:15']],
    ['Sundays from one to a quarter to three', ['sunday'], ['13:00-14:45']],
    ["Sunday's ten to noon", ['sunday'], ['10:00-12:00']],
    [
      'Tuesday afternoons at four-fifteen, and Saturday mornings at nine',
      ['tuesday', 'saturday'],
      ['16:15', '09:00'],
    ],
    [
      "Tuesdays, four-thirty to six. We've talked about adding a Thursday but that's not happening, so just Tuesdays.",
      ['tuesday'],
      ['16:30-18:00'],
    ],
  ])('reads the schedule in %j', (text, days, times) => {
    expect(read('schedule', text)).toEqual({ days, times });
  });

  it('reads counts and dates', () => {
    expect(read('count', 'about eight kids max')).toBe(8);
    expect(read('count', 'a dozen')).toBe(12);
    expect(read('count', 'Twelve.')).toBe(12);
    expect(read('count', 'Monday to Thursday.', 'How many days a week does it run?')).toBe(4);
    expect(read('count', 'One coach for every four riders.', 'How many kids per coach?')).toBe(4);
    expect(read('count', 'One adult for every eight kids.', "What's the staff ratio?")).toBe(8);
    expect(read('count', 'Most start at twice a week.', 'How many sessions a week?')).toBe(2);
    expect(read('count', 'Usually twelve to sixteen weeks.', 'How many weeks does it take?')).toBe(12);
    expect(read('money', 'Kids three to twelve are 14 dollars.')).toMatchObject({ amount: 14 });
    expect(read('money', 'Kids three to twelve pay sixteen')).toMatchObject({ amount: 16 });
    expect(read('date', 'A week from Friday, so the fourth.')).toBe('2026-12-04');
    expect(read('count', 'one teacher for every ten students', 'How many students per teacher?')).toBe(10);
    expect(read('date', 'next Monday')).toBe('2026-11-30');
    expect(read('date', 'We start September 8th')).toBe('2027-09-08');
    expect(read('date', "Auditions are on the twenty-third, that's a Saturday.")).toBe('2026-12-23');
    expect(read('date', 'The first visit is on the 30th')).toBe('2026-11-30');
  });

  it('lowers the certainty of a hedged answer', () => {
    const plain = normalizeAnswer('money', 'It is 95 dollars an hour', context())!;
    const hedged = normalizeAnswer('money', 'It is usually around 95 dollars an hour', context())!;
    expect(hedged.value).toEqual(plain.value);
    expect(hedged.hedged).toBe(true);
    expect(hedged.certainty).toBeLessThan(plain.certainty);
  });

  it('finds no value where none was said', () => {
    expect(read('money', "We're a family-run place")).toBeUndefined();
    expect(read('duration', 'It depends on the kid')).toBeUndefined();
    expect(read('money', 'The most popular one is the two-week package')).toBeUndefined();
    expect(read('money', 'So the package is ten lessons')).toBeUndefined();
  });
});
