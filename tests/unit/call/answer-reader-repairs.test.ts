import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

/** A speaker breaking off in mid-sentence to repair what they were saying. */

const answerOf = (ask: Ask, reply: string) => {
  const [found] = readAnswers([ask], call(ask.label, reply, 'Thanks.'));
  const context = { label: ask.label, currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') };
  return {
    status: found!.status,
    value: found!.quote ? normalizeAnswer(ask.kind, found!.quote, context)?.value : null,
  };
};

describe('a value broken off at a dash', () => {
  it.each<[Ask, string, unknown]>([
    [
      { key: 'when', label: 'When do rehearsals run?', kind: 'schedule' },
      'Wednesdays at five — oh, wait, no, that was last term. This term they moved to Mondays at five.',
      { days: ['monday'], times: ['17:00'] },
    ],
    [
      { key: 'sun', label: 'What are your Sunday hours?', kind: 'schedule' },
      "We're closed Sundays— no, sorry, I'm thinking of the old store. Sundays, eleven to four.",
      { days: ['sunday'], times: ['11:00-16:00'] },
    ],
    [
      { key: 'cost', label: 'How much is a haircut?', kind: 'money' },
      'Twenty-two — sorry, let me look at the new sheet. Okay, twenty-five for kids.',
      { amount: 25, currency: 'USD', per: 'child' },
    ],
  ])('is taken back when the repair says no value (%j)', (ask, reply, value) => {
    expect(answerOf(ask, reply)).toEqual({ status: 'answered', value });
  });

  it.each<[Ask, string, unknown]>([
    [
      { key: 'when', label: 'When does the club meet?', kind: 'schedule' },
      'Sundays, one to th— no, sorry, two to four. The one o’clock is the seniors.',
      { days: ['sunday'], times: ['14:00-16:00'] },
    ],
    [
      { key: 'long', label: 'How long is the first visit?', kind: 'duration' },
      "It's about an hour— well, we book fifty minutes. Then a short report.",
      { minutes: 50 },
    ],
  ])('is replaced by the value repaired in the same sentence (%j)', (ask, reply, value) => {
    expect(answerOf(ask, reply)).toEqual({ status: 'answered', value });
  });
});

describe('an apology after a refusal', () => {
  it('takes nothing back', () => {
    const ask: Ask = { key: 'ages', label: 'What ages does the club take?', kind: 'age_range' };
    const reply =
      "The club is for six to eleven year olds. Under sixes we can't take, sorry, so the little one would stay with you.";
    expect(answerOf(ask, reply)).toEqual({ status: 'answered', value: { min: 6, max: 11 } });
  });
});
