import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const when: Ask = { key: 'when', label: 'When are the tours?', kind: 'schedule' };

/** The schedule the reader quotes for the ask, as normalized. */
const schedule = (turns: NumberedTurn[], ask: Ask = when) => {
  const [answer] = readAnswers([ask], turns);
  const context = { label: ask.label, currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') };
  return answer?.value ? normalizeAnswer('schedule', answer.value, context)?.value : answer?.status;
};

describe('the scripted reader of a schedule', () => {
  it.each([
    ['Weekdays. Let me grab the binder... okay, ten and noon.', ['10:00', '12:00']],
    ['Monday to Friday. Hang on, the sheet is here somewhere. 10am and two.', ['10:00', '14:00']],
  ])('reads the times said after an aside in %j', (reply, times) => {
    expect(schedule(call(when.label, reply, 'Thanks.'))).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      times,
    });
  });

  it('keeps a schedule said in full from the sentences after it', () => {
    expect(
      schedule(call(when.label, 'Mondays at four. My manager set that up. Fridays at five.', 'Thanks.')),
    ).toEqual({
      days: ['monday'],
      times: ['16:00'],
    });
  });
});
