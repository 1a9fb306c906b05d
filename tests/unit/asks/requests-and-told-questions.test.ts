import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks reads a request to find things out as the things asked', () => {
  it('asks each thing listed after "could you please find out", and not the courtesy', () => {
    expect(
      asked(
        "Could you please find out the agency's placement fee, how many candidates they would send us to interview, and the earliest date a nanny could start?",
      ),
    ).toEqual([
      "money: What is the agency's placement fee?",
      'count: How many candidates would they send us to interview?',
      'date: What is the earliest date a nanny could start?',
    ]);
  });

  it('asks what follows "I want know", typed without its "to"', () => {
    expect(asked('I want know how much cost for one lesson, and do you have parking?')).toEqual([
      'money: How much cost for one lesson?',
      'yes_no: Do you have parking?',
    ]);
  });

  it('reads "please find out" before a determiner the same way', () => {
    expect(asked('please find out their hours and the price')).toEqual([
      'schedule: What are their hours?',
      'money: What is the price?',
    ]);
  });
});

describe('parseAsks reads what tells rather than asks', () => {
  it('drops the reason for asking said after the questions', () => {
    expect(
      asked(
        'I would like to know the price for sweeping the chimney and how long the work takes, as our baby sleeps in the afternoon.',
      ),
    ).toEqual([
      'money: What is the price for sweeping the chimney?',
      'duration: How long does the work take?',
    ]);
  });

  it('asks a statement said with a question mark as a yes/no question', () => {
    expect(asked('How much is one session? It is covered by OHIP?')).toEqual([
      'money: How much is one session?',
      'yes_no: Is it covered by OHIP?',
    ]);
    expect(asked('you guys do birthday parties?')).toEqual(['yes_no: Do you guys do birthday parties?']);
  });

  it('asks a statement closed with its question word as what that word asks', () => {
    expect(asked('Do you rent skates? The rink is open what time?')).toEqual([
      'yes_no: Do you rent skates?',
      'schedule: The rink is open what time?',
    ]);
    expect(asked('Is parking free? The lesson is how much?')).toEqual([
      'yes_no: Is parking free?',
      'money: The lesson is how much?',
    ]);
  });

  it('still tells a statement without a question mark', () => {
    expect(asked('It is for my daughter. How much is a lesson?')).toEqual(['money: How much is a lesson?']);
  });
});

describe('parseAsks reads a dollar sign with no amount as the price', () => {
  it('asks the monthly price of "monthly $"', () => {
    expect(asked('ages\n- practice days/times\n- monthly $')).toEqual([
      'age_range: What are the ages?',
      'schedule: What are the practice days/times?',
      'money: What is the monthly price?',
    ]);
  });
});

describe('parseAsks reads the last part of a question said in the order of a statement', () => {
  it.each([
    [
      'How much cost the tuning, and they can come on the weekend?',
      ['money: How much cost the tuning?', 'yes_no: Can they come on the weekend?'],
    ],
    [
      'how much is the registration fee, and he must be potty trained or not?',
      ['money: How much is the registration fee?', 'yes_no: Must he be potty trained or not?'],
    ],
  ])('asks each part of %j', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});
