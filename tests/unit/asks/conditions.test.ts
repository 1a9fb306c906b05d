import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('parseAsks asks a question under the "if" clause said before it, not whether the clause holds', () => {
  it.each([
    [
      'If I bring the bike in Tuesday, when will it be ready?',
      ['date: When will it be ready if I bring the bike in Tuesday?'],
    ],
    [
      'What do you charge to hem pants, and if I drop them off today when would they be done?',
      ['money: What do you charge to hem pants?', 'date: When would they be done if I drop them off today?'],
    ],
    [
      'if we order the cake this week how long until it is ready',
      ['duration: How long until it is ready if we order the cake this week?'],
    ],
    [
      'Do you groom cats? If we come in at noon, can she be done by three?',
      ['yes_no: Do you groom cats?', 'yes_no: Can she be done by three if we come in at noon?'],
    ],
    [
      'If my son joins in March, how much is the rest of the season?',
      ['money: How much is the rest of the season if my son joins in March?'],
    ],
  ])('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });

  it('still reads the kind from the question, not the condition', () => {
    expect(asked('If we pay the deposit today, what time can we start?')).toEqual([
      'schedule: What time can we start if we pay the deposit today?',
    ]);
  });

  it('still asks an "if" joined by "and", or after a request, as its own yes/no question', () => {
    expect(asked('Could you tell me if you take walk-ins and what time you close?')).toEqual([
      'yes_no: Do you take walk-ins?',
      'schedule: What time do you close?',
    ]);
    expect(asked('I would like to know if you do gift wrapping, and how much is it?')).toEqual([
      'yes_no: Do you do gift wrapping?',
      'money: How much is it?',
    ]);
    expect(asked('Do you sell ski wax, and if so, how much is it?')).toEqual([
      'yes_no: Do you sell ski wax?',
      'money: How much is ski wax?',
    ]);
    expect(asked('Sorry if this is a silly question, but what ages do you take?')).toEqual([
      'age_range: What ages do you take?',
    ]);
  });
});
