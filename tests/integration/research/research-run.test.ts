import { describe, expect, it } from 'vitest';
import { createResearch } from '#functions/core/research/create-research';
import { getCallRecord, listCalls } from '#functions/core/research/queries';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, ledgerOf } from './engine-fixture';

const NUMBERS = ['+14165550101', '+14165550102', '+14165550103', '+14165550104', '+14165550105'];

describe('a research on DynamoDB Local and the local workflow', () => {
  it('completes 5 numbers, charging exactly 3 credits per answered call with a ledger entry each', async () => {
    const table = await createTestTable('research');
    const network = fakeNetwork({
      [NUMBERS[0] as string]: { outcome: 'answered', price: 25 },
      [NUMBERS[1] as string]: { outcome: 'answered', price: 30 },
      [NUMBERS[2] as string]: { outcome: 'voicemail' },
      [NUMBERS[3] as string]: { outcome: 'answered', price: 18 },
      [NUMBERS[4] as string]: { outcome: 'no_answer' },
    });
    const { engine, deps, mail } = createEngine(table, network);
    const userId = await createProfile(table, 100);

    const created = await createResearch(deps, userId, {
      query: 'How much is a swim lesson?',
      location: 'Toronto, ON',
      radiusMiles: 5,
      phoneNumbers: NUMBERS.map((n) => n.replace('+1', '')),
      businessNames: ['A', 'B', 'C', 'D', 'E'],
    });
    expect(created.totalCalls).toBe(5);
    await engine.workflow.settled(created.id);

    const research = await deps.researches.get(created.id);
    expect(research?.status).toBe('completed');
    expect(research?.completedCalls).toBe(3);
    expect(research?.completedAt).not.toBeNull();

    const calls = await listCalls(deps, userId, created.id);
    const answered = calls.filter((c) => c.status === 'completed');
    expect(answered.map((c) => c.businessName).sort()).toEqual(['A', 'B', 'D']);
    for (const call of answered) {
      expect((await getCallRecord(deps, userId, call.id)).transcript).toContain('A lesson costs');
      expect(call.audioUrl).toBe(`/api/call-records/${call.id}/recording`);
      expect(call.extractedData?.price).toBeGreaterThan(0);
      expect(call.evidence.price?.quote).toMatch(/^\$\d+$/);
      expect(call.confidenceScore).toBe(0.9);
      expect(call.callDurationSeconds).toBe(75);
    }
    expect(calls.find((c) => c.businessName === 'C')?.status).toBe('voicemail');
    expect(calls.find((c) => c.businessName === 'E')?.status).toBe('no_answer');

    expect(await creditsOf(table, userId)).toEqual({ credits: 91, reserved: 0 });
    const ledger = await ledgerOf(table, userId);
    expect(ledger).toHaveLength(3);
    expect(
      ledger.every((e) => e.amount === -3 && e.kind === 'call_charge' && e.researchId === created.id),
    ).toBe(true);
    expect(ledger.map((e) => e.balanceAfter).sort()).toEqual([91, 94, 97]);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(`/research/${created.id}`);
    expect(mail[0]?.text).toContain('Found 3 partial matches (3 of 5 businesses answered).');
  });
});
