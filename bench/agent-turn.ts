/**
 * The agent's turn: the Lex turn handler (functions/events/lex-turn.ts → converse → the DynamoDB
 * call store), warm, with the language model stubbed to answer at once. Each turn's wall time is
 * split into the wait on the table (DynamoDB Local, another process) and the project's own time:
 * the CPU this process spends on the turn (parsing the event, building the prompt and messages,
 * the AI SDK, serialising the append), which another process's load on the machine does not
 * inflate. Calls are placed through the real workflow first (PlaceCall stores the caller at dial
 * time). Writes the table in bench/README.md.
 */
import { randomUUID } from 'node:crypto';
import { MockLanguageModelV3 } from 'ai/test';
import { createDocumentClient, ensureTable } from '#functions/adapters/aws/dynamo/client';
import { PutCommand } from '#functions/adapters/aws/dynamo/commands';
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

const CALLS = 20;
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
  const send = doc.send.bind(doc);
  let tableMs = 0;
  doc.send = (async (...args: Parameters<typeof send>) => {
    const started = performance.now();
    try {
      return await send(...args);
    } finally {
      tableMs += performance.now() - started;
    }
  }) as typeof doc.send;
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
  const wall: number[] = [];
  const waits: number[] = [];
  const own: number[] = [];
  for (const call of calls) {
    for (let i = 0; i < TURNS_PER_CALL; i++) {
      tableMs = 0;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const reply = await turn(call.id, i === 0 ? '' : line);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      own.push((used.user + used.system) / 1000);
      waits.push(tableMs);
      if (reply.sessionState.dialogAction.type !== 'ElicitIntent') throw new Error('The call closed early');
    }
  }
  for (const list of [wall, waits, own]) list.sort((a, b) => a - b);
  const p99 = percentile(own, 99);
  row = [
    String(own.length),
    `${percentile(wall, 50).toFixed(1)} / ${percentile(wall, 99).toFixed(1)} ms`,
    `${percentile(waits, 50).toFixed(1)} / ${percentile(waits, 99).toFixed(1)} ms`,
    `${percentile(own, 50).toFixed(1)} / ${p99.toFixed(1)} ms`,
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
  ['turns', 'wall p50 / p99', 'table wait p50 / p99', 'own CPU p50 / p99', 'target (own p99)', ''],
  [row],
);
// The local workflow still waits on the placed calls (their time limits); the bench is done.
process.exit(0);
