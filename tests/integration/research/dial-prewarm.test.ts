import { describe, expect, it } from 'vitest';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, fakeNetwork, newResearch, updateProfile } from './engine-fixture';

describe('the call context at dial time', () => {
  it('stores the caller on the call when it is placed, so turns read only the call', async () => {
    const table = await createTestTable('prewarm');
    const phone = '+14165557300';
    const { engine, deps } = createEngine(
      table,
      fakeNetwork({ [phone]: { outcome: 'answered', delayMs: 300 } }),
    );
    const userId = await createProfile(table, 30);
    const research = await newResearch(deps, userId, [phone]);
    await engine.workflow.settled(research.id);
    const [call] = await deps.calls.listByResearch(research.id);
    expect(call?.caller).toEqual({ firstName: 'Pat', children: null });
    // A profile change after the dial does not reach the call in progress: the snapshot is used.
    await updateProfile(table, userId, {
      UpdateExpression: 'SET #n = :n',
      ExpressionAttributeNames: { '#n': 'name' },
      ExpressionAttributeValues: { ':n': 'Robin Other' },
    });
    expect((await engine.conversation.getCallContext(call?.id ?? ''))?.userFirstName).toBe('Pat');
  }, 30_000);
});
