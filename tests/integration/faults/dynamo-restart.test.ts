import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentClient, ensureTable } from '#functions/adapters/aws/dynamo/client';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { type DynamoLocal, startDynamoLocal } from '#infra/local/dynamodb-local';
import { createProfile, newResearch } from '../research/engine-fixture';
import { buildEngine, expectSettledAndChargedOnce, phones } from './fault-harness';

const dataPath = mkdtempSync(join(tmpdir(), 'askaround-fault-dynamo-'));
let dynamo: DynamoLocal | undefined;

afterAll(async () => {
  await dynamo?.stop();
  rmSync(dataPath, { recursive: true, force: true });
});

const callsDone = (calls: { status: unknown }[]) =>
  calls.filter((c) => !['queued', 'waiting_window', 'dialing', 'in_progress'].includes(String(c.status)))
    .length;

describe('DynamoDB Local killed and restarted during a research', () => {
  it('finishes the research on the same data, losing no completed call and charging none twice', async () => {
    dynamo = await startDynamoLocal({ dataPath });
    const port = Number(new URL(dynamo.endpoint).port);
    const table = { doc: createDocumentClient({ endpoint: dynamo.endpoint }), tableName: 'fault-dynamo' };
    await ensureTable(table.doc, table.tableName);
    const engine = buildEngine(table, createScriptedModel(), {}, { speed: 400, maxConcurrency: 2 });
    const userId = await createProfile(table, 100);
    const research = await newResearch(
      engine.deps,
      userId,
      phones(8, '416720'),
      'What does a weekly swim class cost?',
    );
    // Let some calls finish, then pull the database out from under the running research.
    const deadline = Date.now() + 30_000;
    let before: { status: unknown }[] = [];
    while (Date.now() < deadline) {
      before = await engine.deps.calls.listByResearch(research.id);
      if (callsDone(before) >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(callsDone(before)).toBeGreaterThanOrEqual(2);
    const completedBefore = (await engine.deps.calls.listByResearch(research.id))
      .filter((c) => c.status === 'completed')
      .map((c) => c.id);
    dynamo.process.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 2000));
    dynamo = await startDynamoLocal({ dataPath, port });

    const settled = await Promise.race([
      engine.workflow.settled(research.id).then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 35_000)),
    ]);
    expect(settled).toBe(true);
    const final = await expectSettledAndChargedOnce(table, research.id, userId, 100);
    const completedAfter = final.completed.map((c) => c.id);
    for (const id of completedBefore) expect(completedAfter).toContain(id);
    expect(final.calls).toHaveLength(8);
  });
});
