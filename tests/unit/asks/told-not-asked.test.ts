import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks does not ask what the parent tells of the child or of what they hope for', () => {
  it.each([
    [
      'My daughter is 9 and did a whole report on volcanoes, so does the museum have a volcano exhibit?',
      ['yes_no: Does the museum have a volcano exhibit?'],
    ],
    [
      'Our son turned 5 and does a lot of climbing on the furniture. What ages is the gym class for?',
      ['age_range: What ages is the gym class for?'],
    ],
    [
      'When is your next opening for a consult, hoping for a weekday morning.',
      ['date: When is your next opening for a consult?'],
    ],
    [
      'What is the earliest appointment, and how much is it, planning to bring both kids.',
      ['date: What is the earliest appointment?', 'money: How much is it?'],
    ],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still asks a "does a…" question with a verb of its own', () => {
    expect(asked('Is the pool heated, and does a parent need to be in the water?')).toEqual([
      'yes_no: Is the pool heated?',
      'yes_no: Does a parent need to be in the water?',
    ]);
    expect(asked('Do you sell bike helmets, and do the helmets come in kids sizes?')).toEqual([
      'yes_no: Do you sell bike helmets?',
      'yes_no: Do the helmets come in kids sizes?',
    ]);
  });
});

describe('parseAsks reads a participle after "a" as describing a thing, not telling a state', () => {
  it('asks for "a changing table" as it would with a question mark', () => {
    expect(asked('do you have a high chair and a changing table')).toEqual([
      'yes_no: Do you have a high chair?',
      'yes_no: Do you have a changing table?',
    ]);
    expect(asked('do you rent a folding table, a padded mat')).toEqual([
      'yes_no: Do you rent a folding table?',
      'yes_no: Do you rent a padded mat?',
    ]);
  });

  it('still reads a thing and what is happening to it as told', () => {
    expect(asked('sink overflowing. how soon can you come')).toEqual(['date: How soon can you come?']);
  });
});

describe('parseAsks does not ask how often a thing happens, told after a pause', () => {
  it.each([
    [
      'how much per term, classes twice a week. do you have a trial',
      ['money: How much per term?', 'yes_no: Do you have a trial?'],
    ],
    ['what is the monthly fee, practices weekly?', ['money: What is the monthly fee?']],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});
