import { describe, expect, it } from 'vitest';
import { storedCallSchema } from '#functions/adapters/aws/dynamo/call-item';
import { toCallRecord } from '#functions/core/research/call-view';
import type { ResearchDeps } from '#functions/core/research/deps';
import type { StoredCall } from '#functions/ports/call-store';
import { extract } from '#functions/workflow/call-steps';
import type { Answers } from '#shared/contracts/asks';

const asks = [{ key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' as const }];
const answers: Answers = {
  monthly_fee: {
    status: 'answered',
    value: "it's one-twenty a month",
    normalized: { amount: 120, currency: 'USD', per: 'month' },
    evidence: { turn: 1, quote: "it's one-twenty a month" },
    confidence: 0.77,
  },
};
const call = storedCallSchema.parse({
  id: 'r1_0000abcd',
  researchId: 'r1',
  userId: 'u1',
  status: 'in_progress',
  businessName: 'Sunny Swim',
  businessPhone: '+14165550100',
  dialedPhone: '+14165550100',
  goal: 'What is the monthly fee?',
  asks,
  turns: [
    { speaker: 'agent', text: 'What is the monthly fee?', at: 0 },
    { speaker: 'business', text: "Um, it's one-twenty a month.", at: 3 },
  ],
  createdAt: '2026-11-24T10:00:00.000Z',
}) as StoredCall;

describe('answers stored on a call', () => {
  it('the Extract step writes the answers beside the extracted data, and the API shows them', async () => {
    const stored = new Map<string, StoredCall>([[call.id, call]]);
    const deps = {
      calls: {
        get: async (_: string, id: string) => stored.get(id) ?? null,
        update: async (_: string, id: string, changes: Partial<StoredCall>) => {
          stored.set(id, { ...stored.get(id)!, ...changes });
        },
      },
      extractor: async () => ({
        extractedData: { summary: 'Fee 120 a month.', monthly_fee: "it's one-twenty a month" },
        evidence: { monthly_fee: { turn: 1, quote: "it's one-twenty a month" } },
        condensedSummary: '120/month',
        confidenceScore: 0.77,
        answers,
      }),
    } as unknown as ResearchDeps;

    await extract(deps, { researchId: 'r1', callId: call.id });

    const item = storedCallSchema.parse(JSON.parse(JSON.stringify(stored.get(call.id))));
    const record = toCallRecord(item as StoredCall);
    expect(record.asks).toEqual(asks);
    expect(record.answers).toEqual(answers);
    expect(record.extractedData).toMatchObject({ monthly_fee: "it's one-twenty a month" });
  });

  it('a call stored before answers shows none', () => {
    expect(toCallRecord({ ...call, asks: undefined }).answers).toBeUndefined();
  });
});
