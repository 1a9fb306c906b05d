import { describe, expect, it } from 'vitest';
import { createDynamoUserStore } from '../../../functions/adapters/aws/dynamo/user-store';
import { createScriptedModel } from '../../../functions/adapters/local/scripted-model/scripted-model';
import { createResearch } from '../../../functions/core/research/create-research';
import { systemClock } from '../../../functions/ports/clock';
import { createLocalResearch } from '../../../functions/runtime/local-research';
import { createTestTable } from '../support/table';
import { createProfile, testConfig } from './engine-fixture';

describe("the children's details on calls", () => {
  it('reach the agent (age and needs) when the parent allowed sharing, and nothing of them otherwise', async () => {
    const table = await createTestTable('share-children');
    const { engine, network } = createLocalResearch({
      table,
      config: testConfig(),
      model: createScriptedModel(),
      mailer: { send: async () => {} },
      places: { searchText: async () => [], suggest: async () => [], reverse: async () => null },
      clock: systemClock,
      recordings: {
        put: async () => {},
        exists: async () => true,
        signedUrl: async (key) => ({ url: key, expiresAt: new Date(Date.now() + 60_000) }),
        delete: async () => {},
      },
      renderRecording: async () => new Uint8Array(1),
      speed: 600,
    });
    const userId = await createProfile(table, 60);
    await createDynamoUserStore(table).putChild({
      id: 'child-1',
      userId,
      name: 'Sam',
      age: 6,
      gender: 'male',
      needs: 'Peanut allergy',
      createdAt: new Date().toISOString(),
    });

    async function agentLines(shareChildrenInfo: boolean, phoneNumbers: string[]) {
      const research = await createResearch(engine.deps, userId, {
        query: 'Do you have Saturday swim classes, and what is the monthly fee?',
        location: 'Toronto, ON',
        radiusMiles: 5,
        phoneNumbers,
        shareChildrenInfo,
      });
      await engine.workflow.settled(research.id);
      await network.idle();
      const calls = await engine.deps.calls.listByResearch(research.id);
      return calls.map((call) =>
        call.turns
          .filter((t) => t.speaker === 'agent')
          .map((t) => t.text)
          .join(' '),
      );
    }

    const shared = (await agentLines(true, ['+14165550111', '+14165550122', '+14165550133'])).filter(
      (said) => said !== '',
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const said of shared)
      expect(said).toContain("It's for their 6-year-old son, who has peanut allergy.");
    const withheld = (await agentLines(false, ['+14165550144', '+14165550155', '+14165550166'])).filter(
      (said) => said !== '',
    );
    expect(withheld.length).toBeGreaterThan(0);
    for (const said of withheld) expect(said).not.toMatch(/\b6-year-old\b|\bson\b|peanut|allergy/i);
  }, 60_000);
});
