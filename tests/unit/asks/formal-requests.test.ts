import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks reads a formal request as the things it asks', () => {
  it.each([
    [
      'Could you kindly advise: the length of a lesson, and the fee for a term.',
      ['duration: What is the length of a lesson?', 'money: What is the fee for a term?'],
    ],
    [
      'Would you also kindly inform me of the cost of the trial class?',
      ['money: What is the cost of the trial class?'],
    ],
    [
      'Could you confirm whether you offer evening sessions, and whether parking is free?',
      ['yes_no: Do you offer evening sessions?', 'yes_no: Is parking free?'],
    ],
    [
      'May I ask: when does the spring term start, and what is the fee?',
      ['date: When does the spring term start?', 'money: What is the fee?'],
    ],
    [
      'I would like to enquire whether your studio teaches adult beginners.',
      ['yes_no: Does your studio teach adult beginners?'],
    ],
  ])('asks what follows the courtesy in %j', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });
});

describe('parseAsks reads a question written as a letter without its greeting and closing', () => {
  it.each([
    ['To whom it may concern,\nDo you groom cats?\nKind regards,\nJane Doe', ['yes_no: Do you groom cats?']],
    ['Hello,\nWhat are your hours?\nThank you,\nT. Nguyen', ['schedule: What are your hours?']],
    ['How much is a lesson?\nCheers\nAnna', ['money: How much is a lesson?']],
  ])('asks only the letter body of %j', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });

  it('still asks a question typed after a hello on the first line', () => {
    expect(asked('Hello do you have parking\nHow much is a lesson?')).toEqual([
      'yes_no: Do you have parking?',
      'money: How much is a lesson?',
    ]);
  });

  it('still asks a question written under a closing', () => {
    expect(asked('How much is a lesson?\nThanks!\ndo you have parking')).toEqual([
      'money: How much is a lesson?',
      'yes_no: Do you have parking?',
    ]);
  });
});

describe('parseAsks reads "must" as an auxiliary', () => {
  it('asks "must…?" as yes/no, in a list or alone', () => {
    expect(asked('what is the fee, and must she bring her own racket?')).toEqual([
      'money: What is the fee?',
      'yes_no: Must she bring her own racket?',
    ]);
    expect(asked('Must we book ahead?')).toEqual(['yes_no: Must we book ahead?']);
  });
});
