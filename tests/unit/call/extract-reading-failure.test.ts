import { describe, expect, it, vi } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createExtractCall, type ExtractionInput } from '#functions/core/call/extract';
import type { Ask } from '#shared/contracts/asks';
import { mockModel, text } from './support/mock-model';

// A normalizer that throws on words no rule foresaw: reading a date throws here.
vi.mock('#functions/core/answers/normalize/index', async (original) => {
  const actual = await original<typeof import('#functions/core/answers/normalize/index')>();
  return {
    ...actual,
    normalizeAnswer: (...args: Parameters<typeof actual.normalizeAnswer>) => {
      if (args[0] === 'date') throw new TypeError('a reading no rule foresaw');
      return actual.normalizeAnswer(...args);
    },
  };
});

const asks: Ask[] = [
  { key: 'lesson_price', label: 'How much is a lesson?', kind: 'money' },
  { key: 'next_opening', label: 'When is the next opening?', kind: 'date' },
];
const input: ExtractionInput = {
  callId: 'c1',
  businessName: 'Sunny Swim',
  question: 'How much is a lesson, and when is the next opening?',
  asks,
  turns: [
    { speaker: 'agent', text: 'Hi, this is an automated assistant. How much is a lesson?', at: 0 },
    { speaker: 'business', text: 'A lesson is thirty-five dollars.', at: 5 },
    { speaker: 'agent', text: 'When is the next opening?', at: 9 },
    { speaker: 'business', text: 'The next opening is Friday the fourth.', at: 11 },
  ],
  currency: 'USD',
  referenceDate: new Date('2026-11-24T15:00:00Z'),
};

describe('an answer whose reading throws', () => {
  it('is unclear, and the call keeps its other answers (the model located both)', async () => {
    const answers = [
      {
        key: 'lesson_price',
        status: 'answered',
        value: null,
        turn: 1,
        quote: 'A lesson is thirty-five dollars',
      },
      { key: 'next_opening', status: 'answered', value: null, turn: 3, quote: 'Friday the fourth' },
    ];
    const model = mockModel(text(JSON.stringify({ summary: 's', condensedSummary: 'c', answers })));
    const extraction = await createExtractCall({ model })(input);
    expect(extraction.status).toBe('extracted');
    expect(extraction.answers.lesson_price).toMatchObject({
      status: 'answered',
      normalized: { amount: 35, currency: 'USD' },
    });
    expect(extraction.answers.next_opening).toMatchObject({ status: 'unclear', normalized: null });
  });

  it('is unclear in the scripted model too, which reads the other asks', async () => {
    const extraction = await createExtractCall({ model: createScriptedModel() })(input);
    expect(extraction.status).toBe('extracted');
    expect(extraction.answers.lesson_price).toMatchObject({
      status: 'answered',
      normalized: { amount: 35, currency: 'USD' },
    });
    expect(extraction.answers.next_opening?.status).toBe('unclear');
  });
});
