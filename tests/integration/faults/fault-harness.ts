import type { LanguageModelV3 } from '@ai-sdk/provider';
import { expect } from 'vitest';
import { getItem, queryAll, type TableRef } from '#functions/adapters/aws/dynamo/items';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { createSimulatedPhoneNetwork } from '#functions/adapters/local/phone-network/phone-network';
import { createConverse } from '#functions/core/call/converse';
import { createCallExtractor } from '#functions/core/call/extract';
import { systemClock } from '#functions/ports/clock';
import type { CallEnded, Telephony } from '#functions/ports/telephony';
import { createLocalResearchEngine } from '#functions/runtime/research-engine';
import type { TranscriptTurn } from '#shared/contracts/research';
import { ledgerOf, testConfig } from '../research/engine-fixture';

const SPEED = 3000;
const config = testConfig({ dailyCallLimit: 500, businessDailyCallLimit: 500 });

/** Wraps the network's telephony and call-ended callback (to fail calls the way a carrier does). */
export interface NetworkFaults {
  telephony?(network: Telephony): Telephony;
  onCallEnded?(event: CallEnded, forward: (event: CallEnded) => Promise<void>): Promise<void>;
}

/** The engine of `npm start` (simulated network, local workflow, DynamoDB) with a chosen model and faults. */
export function buildEngine(
  table: TableRef,
  model: LanguageModelV3,
  faults: NetworkFaults = {},
  options: {
    speed?: number;
    maxConcurrency?: number;
    renderRecording?: (turns: TranscriptTurn[]) => Promise<Uint8Array>;
  } = {},
) {
  return createLocalResearchEngine({
    table,
    telephony: (onCallEnded, conversation) => {
      const network = createSimulatedPhoneNetwork({
        conversation,
        converse: createConverse({ store: conversation, model }),
        recordings: {
          put: async () => {},
          exists: async () => true,
          signedUrl: async (key) => ({ url: key, expiresAt: new Date() }),
          delete: async () => {},
        },
        renderRecording: options.renderRecording ?? (async () => new Uint8Array(8)),
        onCallEnded: faults.onCallEnded
          ? (event) => faults.onCallEnded?.(event, onCallEnded) ?? Promise.resolve()
          : onCallEnded,
        speed: options.speed ?? SPEED,
      });
      return faults.telephony ? faults.telephony(network) : network;
    },
    extractor: createCallExtractor({ model }),
    mailer: { send: async () => {} },
    clock: systemClock,
    config: { ...config, maxConcurrency: options.maxConcurrency ?? config.maxConcurrency },
  });
}

export const phones = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `+1${prefix}${String(1000 + i)}`);

/**
 * The invariants every fault must keep: the research is final, every call is final, and each
 * completed call was charged exactly once (3 credits, one call_charge ledger entry per call id).
 */
export async function expectSettledAndChargedOnce(
  table: TableRef,
  researchId: string,
  userId: string,
  startCredits: number,
) {
  const research = await getItem(table, keys.research(researchId), true);
  expect(['completed', 'incomplete', 'failed']).toContain(research?.status);
  const calls = await queryAll(table, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.researchPartition(researchId), ':sk': keys.callPrefix },
    ConsistentRead: true,
  });
  const stillInMotion = ['queued', 'waiting_window', 'dialing', 'in_progress'];
  for (const call of calls) expect(stillInMotion).not.toContain(call.status);
  const completed = calls.filter((c) => c.status === 'completed');
  for (const call of calls) expect(call.charged === true).toBe(call.status === 'completed');
  const profile = await getItem(table, keys.profile(userId), true);
  expect(startCredits - (profile?.credits as number)).toBe(3 * completed.length);
  expect(profile?.reservedCredits ?? 0).toBe(0);
  const ledger = await ledgerOf(table, userId);
  const charges = ledger.filter((e) => e.kind === 'call_charge' && e.researchId === researchId);
  expect(charges.map((e) => e.callId).sort()).toEqual(completed.map((c) => c.id).sort());
  expect(research?.completedCalls).toBe(completed.length);
  return { research, calls, completed };
}
