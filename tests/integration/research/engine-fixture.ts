import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand, type UpdateCommandInput } from '#functions/adapters/aws/dynamo/commands';
import { getItem, queryAll, type TableRef } from '#functions/adapters/aws/dynamo/items';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { createResearch } from '#functions/core/research/create-research';
import type { CallExtractor, ResearchConfig, ResearchDeps } from '#functions/core/research/deps';
import type { CallExtraction } from '#functions/ports/call-store';
import { systemClock } from '#functions/ports/clock';
import type { MailMessage } from '#functions/ports/mailer';
import type { Places } from '#functions/ports/places';
import type { CallEnded, CallOutcome, Telephony } from '#functions/ports/telephony';
import { createLocalResearchEngine } from '#functions/runtime/research-engine';

export const testConfig = (overrides: Partial<ResearchConfig> = {}): ResearchConfig => ({
  useSamplePhone: false,
  sampleDestinationPhone: null,
  dailyCallLimit: 50,
  businessDailyCallLimit: 2,
  allowedCallCountries: ['US', 'CA'],
  maxCallsPerResearch: 25,
  doNotCall: [],
  callingWindow: null,
  callingTimeZone: 'UTC',
  maxConcurrency: 5,
  retryDelaySeconds: 0,
  callQuota: 25,
  appUrl: 'http://localhost:3000',
  ...overrides,
});

/** A business the fake network plays: how it answers and its price. */
export interface FakeBusiness {
  outcome: CallOutcome;
  price?: number;
  /** Milliseconds the call lasts (wall time). */
  delayMs?: number;
}

/**
 * A small honest stand-in for the simulated phone network: each number answers as configured,
 * writes a two-turn transcript through the conversation store, and reports CallEnded later.
 */
export function fakeNetwork(businesses: Record<string, FakeBusiness>) {
  const placed: string[] = [];
  const hungUp: string[] = [];
  const state = { killed: false };
  const live = new Map<string, () => Promise<void>>();
  let calls: {
    appendTurns(
      callId: string,
      turns: { speaker: 'agent' | 'business'; text: string; at: number }[],
    ): Promise<void>;
  } | null = null;
  const build = (onCallEnded: (event: CallEnded) => Promise<void>): Telephony => ({
    async placeCall(request) {
      placed.push(request.to);
      if (businesses[request.to]?.outcome === 'failed') throw new Error('The line is out of service');
      const contactId = `contact-${randomUUID()}`;
      const business = businesses[request.to] ?? { outcome: 'no_answer' as const };
      const timer = setTimeout(async () => {
        live.delete(contactId);
        if (state.killed) return;
        if (business.outcome === 'answered' && calls) {
          await calls.appendTurns(request.callId, [
            { speaker: 'agent', text: 'Hi, this is an automated assistant. How much is a lesson?', at: 0 },
            { speaker: 'business', text: `A lesson costs $${business.price ?? 20}.`, at: 4 },
          ]);
        }
        await onCallEnded({
          callId: request.callId,
          contactId,
          outcome: business.outcome,
          durationSeconds: business.outcome === 'answered' ? 75 : 0,
          recordingKey: business.outcome === 'answered' ? `recordings/${request.callId}.wav` : null,
        });
      }, business.delayMs ?? 30);
      // Hanging up ends the call at once and reports it, as the simulated network does.
      live.set(contactId, async () => {
        clearTimeout(timer);
        live.delete(contactId);
        await onCallEnded({
          callId: request.callId,
          contactId,
          outcome: 'failed',
          durationSeconds: 0,
          recordingKey: null,
        });
      });
      timer.unref?.();
      return { contactId };
    },
    async hangUp(contactId) {
      hungUp.push(contactId);
      await live.get(contactId)?.();
    },
  });
  return {
    build,
    placed,
    hungUp,
    attach: (store: typeof calls) => (calls = store),
    /** Calls in flight never report back, like a process that was killed. */
    kill: () => (state.killed = true),
  };
}

/** Reads "$NN" out of the business turn, quoting it as evidence. */
export const priceExtractor = async (call: {
  turns: { speaker: string; text: string }[];
}): Promise<CallExtraction> => {
  const index = call.turns.findIndex((t) => t.speaker === 'business' && /\$\d+/.test(t.text));
  const quote = index >= 0 ? (/\$\d+/.exec(call.turns[index]?.text ?? '')?.[0] ?? '') : '';
  return {
    extractedData: { price: quote ? Number(quote.slice(1)) : null, summary: `Price ${quote}` },
    evidence: quote ? { price: { turn: index, quote } } : {},
    condensedSummary: `Price ${quote}`,
    confidenceScore: quote ? 0.9 : 0.2,
    answers: {},
  };
};

export async function createProfile(table: TableRef, credits: number, userId = randomUUID()) {
  await table.doc.send(
    new PutCommand({
      TableName: table.tableName,
      Item: {
        ...keys.profile(userId),
        id: userId,
        email: `${userId}@example.com`,
        name: 'Pat Parent',
        credits,
      },
    }),
  );
  return userId;
}

/** Starts a research in Toronto (5 miles) that calls `phoneNumbers` with `query`. */
export const newResearch = (deps: ResearchDeps, userId: string, phoneNumbers: string[], query = 'Prices?') =>
  createResearch(deps, userId, { query, location: 'Toronto', radiusMiles: 5, phoneNumbers });

/** Changes the stored profile behind the engine's back (as another writer would). */
export async function updateProfile(
  table: TableRef,
  userId: string,
  update: Pick<
    UpdateCommandInput,
    'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
) {
  await table.doc.send(
    new UpdateCommand({ TableName: table.tableName, Key: keys.profile(userId), ...update }),
  );
}

export async function creditsOf(table: TableRef, userId: string) {
  const profile = await getItem(table, keys.profile(userId), true);
  return {
    credits: profile?.credits as number,
    reserved: (profile?.reservedCredits as number | undefined) ?? 0,
  };
}

export async function ledgerOf(table: TableRef, userId: string) {
  return queryAll(table, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.ledgerPrefix },
    ConsistentRead: true,
  });
}

/** An engine on the test table with the fake network, a collecting mailer and optional places. */
export function createEngine(
  table: TableRef,
  network: ReturnType<typeof fakeNetwork>,
  options: { config?: Partial<ResearchConfig>; places?: Places; extractor?: CallExtractor } = {},
) {
  const mail: MailMessage[] = [];
  const engine = createLocalResearchEngine({
    table,
    telephony: network.build,
    extractor: options.extractor ?? priceExtractor,
    mailer: { send: async (message) => void mail.push(message) },
    places: options.places,
    clock: systemClock,
    config: testConfig(options.config),
  });
  network.attach(engine.deps.calls as never);
  return { engine, mail, deps: engine.deps };
}
