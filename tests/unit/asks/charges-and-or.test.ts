import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks: whether a charge is made and how much, one money ask', () => {
  it.each([
    ['Is there a registration fee, and how much?', ['money: How much is the registration fee?']],
    ['Any cleaning fees? If so, how much?', ['money: How much are the cleaning fees?']],
    ['Do you charge a booking deposit? How much is it?', ['money: How much is the booking deposit?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it.each([
    // A service offered and its price are two things to find out.
    [
      'Do you do gutter cleaning? If so, how much?',
      ['yes_no: Do you do gutter cleaning?', 'money: How much?'],
    ],
    // "How much notice" asks a length of time, not the fee's amount.
    [
      'Is there a cancellation fee, and how much notice do you need?',
      ['yes_no: Is there a cancellation fee?', 'duration: How much notice do you need?'],
    ],
  ])('keeps two asks: "%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

describe('parseAsks: an "or" that says what "no" would mean asks yes or no', () => {
  it.each([
    'Do you take walk-ins or do I need to book?',
    'Do you take new patients without a referral or do we need one from our doctor?',
    'Is there a bus or do we drive them?',
    'Do you serve snacks or do we pack?',
    'Do I need a prescription or can I just walk in?',
    'Are there tryouts, or is it open to everyone?',
    'Is there a waitlist or is it first come first served?',
  ])('"%s"', (question) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual(['yes_no']);
  });

  it.each([
    'Is the class indoors or outdoors?',
    'Is the sleepover for kids only or do parents stay?',
    'Do you pay cash or just store credit?',
  ])('still a choice between two: "%s"', (question) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual(['text']);
  });
});

describe('parseAsks: what is told is not asked', () => {
  it.each([
    ['He is 9 and loves drawing but has never had a lesson. Do you take beginners?', ['yes_no']],
    ['She is already enrolled somewhere else but is always bored. What do you charge?', ['money']],
  ])('an auxiliary with no subject after it continues a statement: "%s"', (question, kinds) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual(kinds);
  });

  it.each([
    ['earliest appointment for a filling?', 'date: What is the earliest appointment for a filling?'],
    ['deposit amount?', 'money: What is the deposit amount?'],
    ['age cutoff?', 'age_range: What is the age cutoff?'],
  ])('an item naming an attribute asks for it: "%s"', (question, ask) => {
    expect(asked(question)).toEqual([ask]);
  });
});
