import { describe, expect, it } from 'vitest';
import { callItem } from '#functions/adapters/aws/dynamo/call-item';
import { createDynamoCallStore } from '#functions/adapters/aws/dynamo/call-store';
import { PutCommand } from '#functions/adapters/aws/dynamo/commands';
import { buildQueuedCalls } from '#functions/core/research/new-calls';
import { createTestTable } from '../support/table';

const research = { id: 'r1', userId: 'u1', query: 'How much is a lesson?' };
const target = (phone: string) => ({
  name: 'Sunny Swim',
  phone,
  address: null,
  goal: 'How much is a lesson?',
  asks: [{ key: 'price', label: 'How much is a lesson?', kind: 'money' as const }],
  shareChildrenInfo: false,
  isFollowUp: false,
});

describe('the currency stored on a call', () => {
  it('is read back as created, and as US dollars from an item stored before it was kept', async () => {
    const table = await createTestTable();
    const calls = createDynamoCallStore(table);
    const [canadian, american] = buildQueuedCalls(
      research,
      [target('+14165550100'), target('+12125550100')],
      { useSamplePhone: false, sampleDestinationPhone: null },
      new Date('2026-03-02T15:00:00Z'),
    );
    await calls.putMany([canadian!, american!]);
    const expected = { [canadian!.id]: 'CAD', [american!.id]: 'USD' };
    const currencies = (read: { id: string; currency: string }[]) =>
      Object.fromEntries(read.map((call) => [call.id, call.currency]));
    expect(currencies(await calls.listByResearch('r1'))).toEqual(expected);
    expect(currencies(await calls.listSummariesByResearch('r1'))).toEqual(expected);

    const { currency: _, ...old } = callItem(canadian!);
    await table.doc.send(new PutCommand({ TableName: table.tableName, Item: old }));
    expect((await calls.get('r1', canadian!.id))?.currency).toBe('USD');
  });
});
