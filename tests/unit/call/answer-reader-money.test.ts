import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const fee: Ask = { key: 'fee', label: 'How much is the filling?', kind: 'money' };
const read = (...lines: string[]) => readAnswers([fee], call(fee.label, ...lines))[0]!;

describe('a price broken off and finished later', () => {
  it('takes the price finished after a hold, not the one broken off', () => {
    const answer = read(
      'The filling is two hundred and, um, wait, let me look at the new sheet...',
      'Sure.',
      '...eighty. Two-eighty, one time.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Two-eighty, one time.' });
  });

  it('keeps a price said in full before a pause that is no correction', () => {
    const answer = read("It's one-ten for the filling.", 'Thanks.', 'And the cleaning is ninety, one time.');
    expect(answer).toMatchObject({ status: 'answered', quote: "It's one-ten for the filling." });
  });
});
