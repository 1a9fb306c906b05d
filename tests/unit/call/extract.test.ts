import { describe, expect, it } from 'vitest';
import { storedCallSchema } from '#functions/adapters/aws/dynamo/call-item';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createCallExtractor, createExtractCall, type ExtractionInput } from '#functions/core/call/extract';
import { extractionOutputSchema } from '#functions/core/call/extraction-schema';
import { toolInputSchema } from '#infra/model-schemas/tool-input-schema';
import type { Ask } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import { mockModel, text } from './support/mock-model';

const turns: TranscriptTurn[] = [
  { speaker: 'agent', text: 'Hi, this is an automated assistant. How much are group lessons?', at: 0 },
  { speaker: 'business', text: 'Group lessons are one-twenty a month, billed monthly.', at: 6 },
  { speaker: 'agent', text: 'Do you have Saturday classes?', at: 12 },
  { speaker: 'business', text: "We don't do Saturdays, only weekday evenings.", at: 14 },
  { speaker: 'agent', text: 'Is there a sibling discount?', at: 18 },
  { speaker: 'business', text: "Hmm, I'm not sure, you'd have to ask the owner.", at: 20 },
];
const asks: Ask[] = [
  { key: 'lesson_price', label: 'How much are group lessons?', kind: 'money' },
  { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
  { key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' },
];
const input: ExtractionInput = {
  callId: 'c1',
  businessName: 'Sunny Swim',
  question: 'How much are group lessons, do you have Saturday classes, and is there a sibling discount?',
  asks,
  turns,
  currency: 'CAD',
  referenceDate: new Date('2026-11-24T15:00:00Z'),
};

const output = (answers: unknown[]) =>
  text(JSON.stringify({ summary: 'Lessons cost 120 a month.', condensedSummary: '120/month', answers }));
const located = (key: string, turn: number | null, quote: string | null, status = 'answered') => ({
  key,
  status,
  value: quote,
  turn,
  quote,
});

describe('extractCall', () => {
  it('normalizes each located answer from its verified quote and keeps key → value text', async () => {
    const model = mockModel(
      output([
        located('lesson_price', 1, 'Group lessons are one-twenty a month'),
        located('saturday_classes', 3, "We don't do Saturdays"),
        located('sibling_discount', 5, "Hmm, I'm not sure", 'unknown'),
      ]),
    );
    const extraction = await createExtractCall({ model })(input);

    expect(extraction.status).toBe('extracted');
    expect(extraction.answers.lesson_price).toMatchObject({
      status: 'answered',
      normalized: { amount: 120, currency: 'CAD', per: 'month' },
      evidence: { turn: 1, quote: 'Group lessons are one-twenty a month' },
    });
    expect(extraction.answers.saturday_classes).toMatchObject({ status: 'answered', normalized: false });
    expect(extraction.answers.sibling_discount).toMatchObject({
      status: 'unknown',
      value: null,
      normalized: null,
    });
    expect(extraction.extractedData).toEqual({
      summary: 'Lessons cost 120 a month.',
      lesson_price: 'Group lessons are one-twenty a month',
      saturday_classes: "We don't do Saturdays",
    });
    expect(Object.keys(extraction.evidence)).toEqual(['lesson_price', 'saturday_classes']);
    const answered = [extraction.answers.lesson_price!, extraction.answers.saturday_classes!];
    expect(extraction.confidenceScore).toBe(
      Math.round(((answered[0]!.confidence + answered[1]!.confidence) / 2) * 100) / 100,
    );
  });

  it('drops answers whose quote is not in that turn, is an agent turn, or states no value of the kind', async () => {
    const model = mockModel(
      output([
        located('lesson_price', 1, 'Group lessons are $90 a month'),
        located('saturday_classes', 2, 'Do you have Saturday classes?'),
        located('sibling_discount', 3, 'only weekday evenings'),
      ]),
    );
    const extraction = await createExtractCall({ model })({
      ...input,
      asks: [
        asks[0]!,
        asks[1]!,
        { key: 'sibling_discount', label: 'How many kids per class?', kind: 'count' },
      ],
    });

    for (const answer of Object.values(extraction.answers))
      expect(answer).toMatchObject({ status: 'unclear', value: null, evidence: null });
    expect(extraction.evidence).toEqual({});
    expect(extraction.confidenceScore).toBe(0.2);
  });

  it('marks asks the model did not mention as not asked', async () => {
    const model = mockModel(output([located('lesson_price', 1, 'Group lessons are one-twenty a month')]));
    const extraction = await createExtractCall({ model })(input);

    expect(extraction.answers.saturday_classes?.status).toBe('not_asked');
    expect(extraction.answers.sibling_discount?.status).toBe('not_asked');
  });

  it('gives the model the JSON Schema of the extraction output', async () => {
    const model = mockModel(output([]));
    await createExtractCall({ model })(input);

    expect(model.doGenerateCalls[0]!.responseFormat).toEqual({
      type: 'json',
      schema: toolInputSchema(extractionOutputSchema),
    });
  });

  it('retries once when the output is invalid', async () => {
    const model = mockModel(text('{"summary": "no answers field"}'), output([]));
    const extraction = await createExtractCall({ model })(input);

    expect(model.doGenerateCalls).toHaveLength(2);
    expect(extraction.status).toBe('extracted');
    expect(JSON.stringify(model.doGenerateCalls[1]!.prompt)).toContain('Your previous answer was not valid');
  });

  it('keeps the call with a low confidence and the raw transcript after two invalid outputs', async () => {
    const model = mockModel(text('not json at all'), text('{"answers": 7}'));
    const extraction = await createExtractCall({ model })(input);

    expect(model.doGenerateCalls).toHaveLength(2);
    expect(extraction.status).toBe('fallback');
    expect(extraction.confidenceScore).toBe(0.1);
    expect(extraction.extractedData.transcripts).toContain('Business: Group lessons are one-twenty a month');
    expect(Object.values(extraction.answers).map((a) => a.status)).toEqual(['unclear', 'unclear', 'unclear']);
  });

  it('lists the asks in the prompt and reads every answer with the scripted model', async () => {
    const model = createScriptedModel();
    const extraction = await createExtractCall({ model })(input);

    expect(extraction.answers.lesson_price?.normalized).toEqual({
      amount: 120,
      currency: 'CAD',
      per: 'month',
    });
    expect(extraction.answers.saturday_classes).toMatchObject({ status: 'answered', normalized: false });
    expect(extraction.answers.sibling_discount?.status).toBe('unknown');
    expect(extraction.extractedData.summary).toContain('Sunny Swim answered 2 of 3');
  });

  it('counts "we don\'t offer that" as an answer in the scripted summary', async () => {
    const offered = turns.map((turn, i) =>
      i === 1 ? { ...turn, text: "No, that's not something we do here." } : turn,
    );
    const extraction = await createExtractCall({ model: createScriptedModel() })({
      ...input,
      turns: offered,
    });

    expect(extraction.answers.lesson_price?.status).toBe('not_offered');
    expect(extraction.extractedData.summary).toContain('Sunny Swim answered 2 of 3');
  });
});

describe('createCallExtractor', () => {
  const stored = {
    id: 'r1_0000abcd',
    researchId: 'r1',
    userId: 'u1',
    status: 'in_progress',
    businessName: 'Sunny Swim',
    businessPhone: '+14165550100',
    dialedPhone: '+14165550100',
    goal: input.question,
    asks,
    turns,
    createdAt: '2026-11-24T15:00:00.000Z',
  };
  const priceOf = async (item: Record<string, unknown>) => {
    const model = mockModel(output([located('lesson_price', 1, 'Group lessons are one-twenty a month')]));
    const extraction = await createCallExtractor({ model })(storedCallSchema.parse(item));
    return extraction.answers.lesson_price?.normalized;
  };

  it('reads prices in the currency kept on the call', async () => {
    expect(await priceOf({ ...stored, currency: 'CAD' })).toEqual({
      amount: 120,
      currency: 'CAD',
      per: 'month',
    });
    expect(await priceOf({ ...stored, currency: 'USD' })).toEqual({
      amount: 120,
      currency: 'USD',
      per: 'month',
    });
  });

  it('reads prices in US dollars on a call stored before its currency was kept', async () => {
    expect(await priceOf(stored)).toEqual({ amount: 120, currency: 'USD', per: 'month' });
  });
});
