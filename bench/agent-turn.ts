/**
 * The agent's turn: the Lex turn handler (functions/events/lex-turn.ts → converse → the DynamoDB
 * call store), warm, with the language model stubbed to answer at once, so the time is the
 * project's own: parsing the event, reading the call, building the prompt, storing the turns.
 * Calls are placed through the real workflow first (PlaceCall stores the caller at dial time).
 * Writes the table in bench/README.md.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { MockLanguageModelV3 } from 'ai/test';
import { createDocumentClient, ensureTable } from '#functions/adapters/aws/dynamo/client';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { createConverse } from '#functions/core/call/converse';
import { createResearch } from '#functions/core/research/create-research';
import { createLexTurnHandler } from '#functions/events/lex-turn';
import { systemClock } from '#functions/ports/clock';
import { createLocalResearchEngine } from '#functions/runtime/research-engine';
import { startDynamoLocal } from '#infra/local/dynamodb-local';
import { updateReadmeTable } from './readme-table';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

const CALLS = 10;
const TURNS_PER_CALL = 7;
const TARGET_P99_MS = 20;

/** Answers every turn at once with one short line (no tool call, so the call goes on). */
const stubModel = new MockLanguageModelV3({
  doGenerate: async () => ({
    content: [{ type: 'text', text: 'Thank you. And how long is each class?' }],
    finishReason: { unified: 'stop', raw: undefined },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 5, text: 5, reasoning: 0 },
    },
    warnings: [],
  }),
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const dynamo = await startDynamoLocal();
let row: string[];
try {
  const doc = createDocumentClient({ endpoint: dynamo.endpoint });
  const table = { doc, tableName: `bench-turn-${randomUUID()}` };
  await ensureTable(doc, table.tableName);
  const userId = randomUUID();
  await doc.send(
    new PutCommand({
      TableName: table.tableName,
      Item: { ...keys.profile(userId), email: 'b@example.com', name: 'Pat Parent', credits: 1000 },
    }),
  );
  // Telephony that only takes the call: the bench plays the business itself, turn by turn.
  const engine = createLocalResearchEngine({
    table,
    telephony: () => ({
      placeCall: async (r) => ({ contactId: `bench-${r.callId}` }),
      hangUp: async () => {},
    }),
    extractor: async () => ({
      extractedData: {},
      evidence: {},
      answers: {},
      condensedSummary: '',
      confidenceScore: 0,
      status: 'extracted' as const,
    }),
    mailer: { send: async () => {} },
    clock: systemClock,
    config: {
      useSamplePhone: false,
      sampleDestinationPhone: null,
      dailyCallLimit: 1000,
      businessDailyCallLimit: 1000,
      allowedCallCountries: ['US', 'CA'],
      retryDelaySeconds: 0,
      maxCallsPerResearch: 25,
      doNotCall: [],
      callingWindow: null,
      callingTimeZone: 'UTC',
      maxConcurrency: 25,
      callQuota: 25,
      appUrl: 'http://localhost:3000',
    },
  });
  const research = await createResearch(engine.deps, userId, {
    query: 'What does a weekly swim class cost?',
    location: 'Toronto, ON',
    radiusMiles: 5,
    phoneNumbers: Array.from({ length: CALLS + 1 }, (_, i) => `+1416555${3000 + i}`),
  });
  for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const calls = await engine.deps.calls.listByResearch(research.id);
    if (calls.every((c) => c.contactId)) break;
    if (Date.now() > deadline) throw new Error('The calls were not placed within 30 s');
  }
  const [warmUp, ...calls] = await engine.deps.calls.listByResearch(research.id);
  const handle = createLexTurnHandler({
    converse: createConverse({ store: engine.conversation, model: stubModel, maxAgentTurns: 100 }),
    now: () => new Date(),
  });
  const turn = (callId: string, text: string) =>
    handle({ inputTranscript: text, sessionState: { sessionAttributes: { callId, startedAt: '0' } } });
  const line = 'Our weekly class is twenty five dollars and runs for forty five minutes on Saturdays.';
  for (let i = 0; i < TURNS_PER_CALL; i++) await turn(warmUp?.id ?? '', i === 0 ? '' : line);
  const times: number[] = [];
  for (const call of calls) {
    for (let i = 0; i < TURNS_PER_CALL; i++) {
      const started = performance.now();
      const reply = await turn(call.id, i === 0 ? '' : line);
      times.push(performance.now() - started);
      if (reply.sessionState.dialogAction.type !== 'ElicitIntent') throw new Error('The call closed early');
    }
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  row = [
    String(times.length),
    `${percentile(times, 50).toFixed(1)} ms`,
    `${p99.toFixed(1)} ms`,
    `${(times.at(-1) ?? 0).toFixed(1)} ms`,
    `≤ ${TARGET_P99_MS} ms`,
    p99 <= TARGET_P99_MS ? 'met' : 'missed',
  ];
  console.log(row.join(' | '));
} finally {
  await dynamo.stop();
}

updateReadmeTable(
  'turn',
  `Lex turn handler, warm, model stubbed; ${CALLS} calls × ${TURNS_PER_CALL} turns in sequence on DynamoDB Local (the context kept between turns: one conditional append per turn); ${new Date().toISOString().slice(0, 10)}`,
  ['turns', 'p50', 'p99', 'max', 'target p99', ''],
  [row],
);
