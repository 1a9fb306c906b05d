import { describe, expect, it } from 'vitest';
import { askAsTyped } from '#functions/core/asks/ask-as-typed';
import { createModelAskDeriver } from '#functions/core/asks/derive-asks';
import { parseAsksLater } from '#functions/core/asks/parse-asks-later';
import { mockModel, text } from '../call/support/mock-model';

const QUESTION = 'Do you have Saturday classes and what is the monthly fee?';
const PARSED = [
  { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
  { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
];

describe('model ask derivation', () => {
  it('uses the asks the model returns as structured output', async () => {
    const asks = [{ key: 'weekend_classes', label: 'Do you run weekend classes?', kind: 'yes_no' }];
    const model = mockModel(text(JSON.stringify({ asks })));
    expect(await createModelAskDeriver(model, parseAsksLater)(QUESTION)).toEqual(asks);
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: 'json' });
  });

  it('keeps every part the model lists, beyond six too (the caller leaves those out)', async () => {
    const asks = Array.from({ length: 8 }, (_, i) => ({
      key: `part_${i}`,
      label: `Part ${i}?`,
      kind: 'text',
    }));
    const model = mockModel(text(JSON.stringify({ asks })));
    expect(await createModelAskDeriver(model, parseAsksLater)(QUESTION)).toEqual(asks);
  });

  it('gives the model the asks as JSON Schema: 1 to 12, each with a key, a label and a kind', async () => {
    const model = mockModel(text(JSON.stringify({ asks: PARSED })));
    await createModelAskDeriver(model, parseAsksLater)(QUESTION);
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({
      schema: {
        properties: {
          asks: {
            type: 'array',
            minItems: 1,
            maxItems: 12,
            items: {
              properties: {
                key: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,47}$' },
                label: { type: 'string', minLength: 1, maxLength: 200 },
                kind: {
                  enum: ['yes_no', 'money', 'schedule', 'age_range', 'count', 'duration', 'date', 'text'],
                },
              },
              required: ['key', 'label', 'kind'],
              additionalProperties: false,
            },
          },
        },
        required: ['asks'],
      },
    });
  });

  it.each([
    ['not JSON', text('sorry, I cannot')],
    ['duplicate keys', text(JSON.stringify({ asks: [PARSED[0], PARSED[0]] }))],
    ['an unknown kind', text(JSON.stringify({ asks: [{ ...PARSED[0], kind: 'colour' }] }))],
  ])('falls back to the parser when the model returns %s', async (_, reply) => {
    expect(await createModelAskDeriver(mockModel(reply), parseAsksLater)(QUESTION)).toEqual(PARSED);
  });

  it('keeps the words as typed, as one text ask, where the function has no parser to fall back to', async () => {
    const model = mockModel(text('sorry, I cannot'));
    expect(
      await createModelAskDeriver(model, askAsTyped)('  does a parent have to stay during the session '),
    ).toEqual([
      { key: 'parent_stay_session', label: 'Does a parent have to stay during the session?', kind: 'text' },
    ]);
  });
});
