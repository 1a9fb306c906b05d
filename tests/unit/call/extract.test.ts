import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../../functions/adapters/local/scripted-model/scripted-model';
import { createExtractCall, FALLBACK_CONFIDENCE } from '../../../functions/core/call/extract';
import type { TranscriptTurn } from '../../../shared/contracts/research';
import { mockModel, text } from './support/mock-model';

const turns: TranscriptTurn[] = [
  { speaker: 'agent', text: 'Hi, this is an automated assistant. How much are lessons?', at: 0 },
  {
    speaker: 'business',
    text: 'Group lessons are $25 per session, and a private lesson costs 40 dollars.',
    at: 6,
  },
  { speaker: 'agent', text: 'And what are your hours?', at: 12 },
  {
    speaker: 'business',
    text: "We're open Monday to Friday from 9 am to 6 pm. We are closed on weekends.",
    at: 14,
  },
];
const input = { callId: 'c1', businessName: 'Sunny Swim', question: 'How much are lessons?', turns };

const output = (facts: unknown[], extra: Record<string, unknown> = {}) =>
  text(
    JSON.stringify({
      summary: 'Lessons cost $25.',
      condensedSummary: '$25',
      confidence: 0.9,
      facts,
      ...extra,
    }),
  );

describe('extractCall', () => {
  it('keeps facts and the evidence whose quote occurs in its turn', async () => {
    const model = mockModel(
      output([
        { key: 'price', value: '$25 per group lesson', turn: 1, quote: 'Group lessons are $25 per session' },
        { key: 'hours', value: 'Mon-Fri 9-6', turn: 3, quote: 'open on Sundays' },
      ]),
    );
    const extraction = await createExtractCall({ model })(input);

    expect(extraction.status).toBe('extracted');
    expect(extraction.extractedData).toEqual({
      summary: 'Lessons cost $25.',
      price: '$25 per group lesson',
      hours: 'Mon-Fri 9-6',
    });
    expect(extraction.evidence).toEqual({ price: { turn: 1, quote: 'Group lessons are $25 per session' } });
    expect(extraction.confidenceScore).toBe(0.68);
    expect(extraction.condensedSummary).toBe('$25');
  });

  it('drops evidence pointing at a turn that does not exist and facts under reserved keys', async () => {
    const model = mockModel(
      output([
        { key: 'price', value: '$25', turn: 9, quote: 'Group lessons are $25 per session' },
        { key: 'batch_id', value: 'x', turn: 1, quote: 'Group' },
      ]),
    );
    const extraction = await createExtractCall({ model })(input);

    expect(extraction.evidence).toEqual({});
    expect(extraction.extractedData).not.toHaveProperty('batch_id');
  });

  it('retries once when the output is invalid', async () => {
    const model = mockModel(
      text('{"summary": "no facts field"}'),
      output([{ key: 'price', value: '$25', turn: 1, quote: '$25 per session' }]),
    );
    const extraction = await createExtractCall({ model })(input);

    expect(model.doGenerateCalls).toHaveLength(2);
    expect(extraction.status).toBe('extracted');
    expect(JSON.stringify(model.doGenerateCalls[1]!.prompt)).toContain('Your previous answer was not valid');
  });

  it('keeps the call with a low confidence and the raw transcript after two invalid outputs', async () => {
    const model = mockModel(text('not json at all'), output([], { confidence: 7 }));
    const extraction = await createExtractCall({ model })(input);

    expect(model.doGenerateCalls).toHaveLength(2);
    expect(extraction.status).toBe('fallback');
    expect(extraction.confidenceScore).toBe(FALLBACK_CONFIDENCE);
    expect(extraction.extractedData.transcripts).toContain('Business: Group lessons are $25 per session');
    expect(extraction.evidence).toEqual({});
  });

  it('reads prices and hours from the transcript with the scripted model', async () => {
    const extraction = await createExtractCall({ model: createScriptedModel() })(input);

    expect(extraction.extractedData.price).toBe('group lessons: $25 per session; private lesson: $40');
    expect(extraction.extractedData.hours).toContain('Monday to Friday from 9 am to 6 pm');
    expect(extraction.evidence.price).toEqual({ turn: 1, quote: 'Group lessons are $25 per session' });
    expect(extraction.evidence.hours?.turn).toBe(3);
    expect(extraction.confidenceScore).toBeGreaterThanOrEqual(0.8);
  });

  it('gives a low confidence when the business did not answer the question', async () => {
    const silent: TranscriptTurn[] = [turns[0]!, { speaker: 'business', text: 'Hmm, I am not sure.', at: 5 }];
    const extraction = await createExtractCall({ model: createScriptedModel() })({ ...input, turns: silent });

    expect(extraction.confidenceScore).toBeLessThan(0.6);
    expect(extraction.extractedData.summary).toContain('did not give a clear answer');
  });
});
