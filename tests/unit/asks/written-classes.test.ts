import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

/**
 * Classes where the parser's asks differed from asks people wrote, each in phrasings of its own
 * (not from the eval batches), with phrasings that must stay as they are.
 */
const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks asks an attribute listed after a bare "what <noun>" for itself', () => {
  it.each([
    [
      'karate for my 7 year old - what belts do you teach, what levels, monthly fee, and uniform cost?',
      [
        'text: What belts do you teach?',
        'text: What levels?',
        'money: What is the monthly fee?',
        'money: What is the uniform cost?',
      ],
    ],
    [
      'piano: which books, price per lesson, lesson length',
      ['text: Which books?', 'money: What is the price per lesson?', 'duration: What is the lesson length?'],
    ],
    ['which ages, and the price?', ['age_range: Which ages?', 'money: What is the price?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still completes the bare "what <noun>" with what is not an attribute', () => {
    expect(asked('what kind of cake, for how many people')).toEqual([
      'text: What kind of cake?',
      'count: For how many people?',
    ]);
    expect(asked('What days, times?')).toEqual(['schedule: What days, times?']);
  });
});

describe('parseAsks reads a bare "when" after asking whether something comes free as a date', () => {
  it.each([
    ['Do you have any openings in the fall? If so, when?', 'Do you have any openings in the fall?', 'When?'],
    ['Is there space in the toddler room? When?', 'Is there space in the toddler room?', 'When?'],
    ['Any availability next month, and when?', 'Any availability next month?', 'When?'],
    [
      'Will a spot free up for my son soon? When would that be?',
      'Will a spot free up for my son soon?',
      'When would that be?',
    ],
    ['Is there a vacancy for a 2 year old? If so when', 'Is there a vacancy for a 2 year old?', 'When?'],
  ])('"%s"', (question, whether, when) => {
    expect(asked(question)).toEqual([`yes_no: ${whether}`, `date: ${when}`]);
  });

  it('still reads "when" as a schedule after a day that recurs or something that is not coming free', () => {
    expect(asked('Are you available on Saturdays? If so, when?')).toEqual([
      'yes_no: Are you available on Saturdays?',
      'schedule: When?',
    ]);
    expect(asked('Do you have Saturday classes? If so, when?')).toEqual([
      'yes_no: Do you have Saturday classes?',
      'schedule: When?',
    ]);
    expect(asked('Is the pool open on holidays? If so, when?')).toEqual([
      'yes_no: Is the pool open on holidays?',
      'schedule: When?',
    ]);
  });
});

describe('parseAsks keeps "or <modal> <subject> do/have …" as the other choice of one question', () => {
  it.each([
    'Can we pay in cash or can we do it by card?',
    'do we have to fill out the forms on paper or could we do them on the app?',
    'Is the fitting at your shop or would you do it at our place?',
  ])('"%s" is one question', (question) => {
    expect(parseAsks(question)).toHaveLength(1);
  });

  it('still asks two questions joined by "and", and a new question after a complete one', () => {
    expect(asked('Could you do a cake for 20, and could we have it delivered?')).toEqual([
      'yes_no: Could you do a cake for 20?',
      'yes_no: Could we have it delivered?',
    ]);
    expect(asked('how much is it do you take cards')).toEqual([
      'money: How much is it?',
      'yes_no: Do you take cards?',
    ]);
  });
});

describe('parseAsks reads "and <kind of> days" after a yes/no question about when as more of its days', () => {
  it.each([
    'Do you run camp during spring break and PD days?',
    'Is there care over winter break and snow days',
    'Is the rink open on stat holidays and teacher work days?',
  ])('"%s" is one yes/no question', (question) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual(['yes_no']);
  });

  it('still asks for an attribute, a question or days named without a "when" before them', () => {
    expect(asked('Do you do lessons on Saturdays and lesson times?')).toEqual([
      'yes_no: Do you do lessons on Saturdays?',
      'schedule: What are the lesson times?',
    ]);
    expect(asked('Do you work on weekends and what days?')).toEqual([
      'yes_no: Do you work on weekends?',
      'schedule: What days?',
    ]);
    expect(asked('Do you have lessons for adults and practice days?')).toEqual([
      'yes_no: Do you have lessons for adults?',
      'schedule: What are the practice days?',
    ]);
  });
});

describe('parseAsks reads things joined by "and" before a heading\'s colon as one topic', () => {
  it.each([
    ['parent + child pottery night: what nights do you run it?', ['schedule: What nights do you run it?']],
    ['arts and crafts camp: dates and price?', ['date: What are the dates?', 'money: What is the price?']],
    ['Mom and me swim class: what days', ['schedule: What days?']],
    ['piano and guitar lessons - what ages do you take', ['age_range: What ages do you take?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still asks for attributes named before the colon, and items listed with pauses', () => {
    expect(asked('Prices and hours: do you have them online?')).toEqual([
      'money: What are the prices?',
      'schedule: What are the hours?',
      'yes_no: Do you have them online?',
    ]);
  });
});

describe('parseAsks reads which of a weekday falls in one month as dates', () => {
  it.each([
    'Which weekends in June are free?',
    'what Fridays do you have available in October',
    'which Saturdays next month are open for parties',
  ])('"%s" asks a date', (question) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual(['date']);
  });

  it('still reads a weekday or the days of a month without picking ones out as a schedule', () => {
    expect(parseAsks('What Sundays are you open?').map((a) => a.kind)).toEqual(['schedule']);
    expect(parseAsks('what days are you open in December').map((a) => a.kind)).toEqual(['schedule']);
  });
});

describe('parseAsks reads "<preposition phrase> or <adverb>" as which way it is done', () => {
  it.each([
    'do you offer therapy at home or online',
    'Do you do lessons at your studio or virtually?',
    'Does the counsellor see teens in the office or remotely?',
  ])('"%s" asks which', (question) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual(['text']);
  });

  it('still asks yes or no of two things, two times or an age and up', () => {
    for (const question of [
      'Do you have spots for 3 or older?',
      'Do you have classes in the morning or evening?',
      'Can I pay monthly or weekly?',
      'Do you sell hamsters or guinea pigs?',
    ])
      expect(parseAsks(question).map((a) => a.kind)).toEqual(['yes_no']);
  });
});
