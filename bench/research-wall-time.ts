/**
 * Research wall time against the longest simulated call, for 5, 10 and 25 targets: the real
 * workflow (state-machines/research.asl.json on aws-local-stepfunctions), DynamoDB Local, the
 * simulated phone network at 10× speed and in real time, and the scripted model. A call lasts from
 * the dial to the hang-up: its ringing and its talk (a research cannot end before its longest call
 * does). Writes bench/README.md.
 */
import { randomUUID } from 'node:crypto';
import { createDocumentClient, ensureTable } from '#functions/adapters/aws/dynamo/client';
import { PutCommand } from '#functions/adapters/aws/dynamo/commands';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { ringingSeconds } from '#functions/adapters/local/phone-network/call-script';
import { personaFor } from '#functions/adapters/local/phone-network/persona';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createResearch } from '#functions/core/research/create-research';
import type { ResearchConfig } from '#functions/core/research/deps';
import type { StoredCall } from '#functions/ports/call-store';
import { systemClock } from '#functions/ports/clock';
import type { Recordings } from '#functions/ports/recordings';
import { createLocalResearch } from '#functions/runtime/local-research';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { startDynamoLocal } from '#infra/local/dynamodb-local';
import { updateReadmeTable } from './readme-table';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

const TARGET_RATIO = 1.2;
/** The defaults of `npm start`: MAX_CONCURRENT_CALLS and CONNECT_CONCURRENT_CALLS. */
const defaults = localSettingsSchema.parse({});
/**
 * At 10× a 2-minute call lasts 12 s of wall time, so the fixed work around the calls (Prepare,
 * placing each call, Extract, Charge, Finalize) and the CPU of every conversation, squeezed into a
 * tenth of the time, weigh ten times more against the longest call than they do in real time. The
 * real-time rows (1×) are what a parent waits; the 10× rows are the harsher reading, kept beside
 * them because they take a minute instead of ten.
 */
const RUNS: { targets: number; speed: number; warmUp?: boolean }[] = [
  // Warms up the JIT and DynamoDB Local's JVM; not reported.
  { targets: 3, speed: 10, warmUp: true },
  { targets: 5, speed: 10 },
  { targets: 10, speed: 10 },
  { targets: 25, speed: 10 },
  { targets: 10, speed: 1 },
  { targets: 25, speed: 1 },
];

/** Simulated seconds from the dial to the hang-up: the persona's ringing, then the talk. */
const dialToHangUp = (call: StoredCall) =>
  ringingSeconds(personaFor(call.dialedPhone, call.businessName)) + call.durationSeconds;

const recordings: Recordings = {
  put: async () => {},
  exists: async () => true,
  signedUrl: async (key) => ({ url: key, expiresAt: new Date() }),
  delete: async () => {},
};

const dynamo = await startDynamoLocal();
const rows: string[][] = [];
try {
  const doc = createDocumentClient({ endpoint: dynamo.endpoint });
  const table = { doc, tableName: `bench-${randomUUID()}` };
  await ensureTable(doc, table.tableName);
  for (const [runIndex, run] of RUNS.entries()) {
    const config: ResearchConfig = {
      useSamplePhone: false,
      sampleDestinationPhone: null,
      dailyCallLimit: 1000,
      businessDailyCallLimit: 1000,
      allowedCallCountries: ['US', 'CA'],
      maxCallsPerResearch: 25,
      doNotCall: [],
      callingWindow: null,
      callingTimeZone: 'UTC',
      maxConcurrency: defaults.MAX_CONCURRENT_CALLS,
      callQuota: defaults.CONNECT_CONCURRENT_CALLS,
      retryDelaySeconds: 0,
      appUrl: 'http://localhost:3000',
    };
    const { engine, network } = createLocalResearch({
      table,
      config,
      model: createScriptedModel(),
      mailer: { send: async () => {} },
      places: { searchText: async () => [], suggest: async () => [], reverse: async () => null },
      clock: systemClock,
      recordings,
      renderRecording: async () => new Uint8Array(),
      speed: run.speed,
    });
    const userId = randomUUID();
    await doc.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...keys.profile(userId), email: 'b@example.com', credits: 1000 },
      }),
    );
    const phoneNumbers = Array.from(
      { length: run.targets },
      (_, i) => `+1416555${String(1000 + runIndex * 100 + i)}`,
    );
    const started = performance.now();
    const research = await createResearch(engine.deps, userId, {
      query: 'What are your prices for a weekly class?',
      location: 'Toronto, ON',
      radiusMiles: 5,
      phoneNumbers,
    });
    await engine.workflow.settled(research.id);
    const wall = (performance.now() - started) / 1000;
    await network.idle();
    const calls = await engine.deps.calls.listByResearch(research.id);
    const longestCall = calls.reduce((a, b) => (dialToHangUp(b) > dialToHangUp(a) ? b : a));
    const longest = dialToHangUp(longestCall);
    const answered = calls.filter((c) => c.status === 'completed').length;
    const longestWall = longest / run.speed;
    if (run.warmUp) continue;
    const ratio = wall / Math.max(longestWall, 0.001);
    // Beside it, against the longest talk alone (ringing left out), as this table read before.
    const talk = Math.max(...calls.map((c) => c.durationSeconds)) / run.speed;
    rows.push([
      String(run.targets),
      `${run.speed}×`,
      `${defaults.MAX_CONCURRENT_CALLS} / ${defaults.CONNECT_CONCURRENT_CALLS}`,
      `${answered}/${run.targets}`,
      `${longest} s: ${longest - longestCall.durationSeconds} s ringing, ${longestCall.durationSeconds} s talk (${longestWall.toFixed(1)} s wall)`,
      `${wall.toFixed(1)} s`,
      `${ratio.toFixed(2)}×`,
      `${(wall / Math.max(talk, 0.001)).toFixed(2)}×`,
      `≤ ${TARGET_RATIO}×`,
      ratio <= TARGET_RATIO ? 'met' : 'missed',
    ]);
    console.log(rows.at(-1)?.join(' | '));
  }
} finally {
  await dynamo.stop();
}

updateReadmeTable(
  'research',
  `Research wall time (create → finalized) on DynamoDB Local, the local workflow and the simulated network in real time (1×) and 10× faster; scripted model; recording rendering excluded; ${new Date().toISOString().slice(0, 10)}`,
  [
    'targets',
    'speed',
    'concurrency / account slots (defaults)',
    'answered',
    'longest simulated call (dial → hang-up)',
    'research wall time',
    'wall / longest call',
    'wall / longest talk',
    'target',
    '',
  ],
  rows,
);
