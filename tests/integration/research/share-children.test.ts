import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '#functions/adapters/aws/dynamo/commands';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { createDynamoUserStore } from '#functions/adapters/aws/dynamo/user-store';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createResearch } from '#functions/core/research/create-research';
import { systemClock } from '#functions/ports/clock';
import { createLocalResearch } from '#functions/runtime/local-research';
import { createTestTable } from '../support/table';
import { createProfile, testConfig } from './engine-fixture';

describe("the children's details on calls", () => {
  it('reach the agent (age and needs) when the research and the Settings switch allow it, and nothing otherwise', async () => {
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

    const spoken = (lines: string[]) => lines.filter((said) => said !== '');
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

    const sharing = (on: boolean) =>
      table.doc.send(
        new UpdateCommand({
          TableName: table.tableName,
          Key: keys.profile(userId),
          UpdateExpression: 'SET shareChildrenInfo = :on',
          ExpressionAttributeValues: { ':on': on },
        }),
      );
    const withheld = (lines: string[]) => {
      expect(lines.length).toBeGreaterThan(0);
      for (const said of lines) expect(said).not.toMatch(/\b6-year-old\b|\bson\b|peanut|allergy/i);
    };

    await sharing(true);
    const shared = spoken(await agentLines(true, ['+14165550111', '+14165550122', '+14165550133']));
    expect(shared.length).toBeGreaterThan(0);
    for (const said of shared)
      expect(said).toContain("It's for their 6-year-old son, who has peanut allergy.");
    withheld(spoken(await agentLines(false, ['+14165550144', '+14165550155', '+14165550166'])));
    // The Settings switch turned off wins over a research that asked to share.
    await sharing(false);
    withheld(spoken(await agentLines(true, ['+14165550177', '+14165550188', '+14165550199'])));
  }, 60_000);
});
