import { beforeAll, describe, expect, it } from 'vitest';
import { createDynamoSessionStore } from '#functions/adapters/aws/dynamo/session-store';
import type { SessionStore } from '#functions/ports/session-store';
import { createMemorySessionStore } from '../../unit/chat/memory-session-store';
import { createTestTable } from '../support/table';

const now = new Date();
const metadata = (sessionId: string) => ({
  sessionId,
  title: 'Swim schools near Toronto',
  originalQuery: 'Swim lessons near Toronto',
  places: [
    {
      name: 'Swim schools near Toronto',
      tel: '',
      goal: 'Gather information',
      shareChildrenInfo: false,
      type: 'search' as const,
      searchQuery: 'swim lessons',
      searchLocation: 'Toronto',
    },
  ],
});

// The same suite runs against the in-memory fake and DynamoDB Local, so the fake stays honest.
const stores: [string, () => Promise<SessionStore>][] = [
  ['memory', async () => createMemorySessionStore()],
  ['dynamodb', async () => createDynamoSessionStore(await createTestTable('sessions'))],
];

describe.each(stores)('SessionStore (%s)', (_name, make) => {
  let store: SessionStore;
  beforeAll(async () => {
    store = await make();
  });

  it('belongs to the user who created it; another user cannot claim it', async () => {
    expect(await store.claim('s-own', 'alice', now)).toBe(true);
    expect(await store.claim('s-own', 'alice', now)).toBe(true);
    expect(await store.claim('s-own', 'bob', now)).toBe(false);
    expect(await store.ownerOf('s-own')).toBe('alice');
    expect(await store.ownerOf('s-missing')).toBeNull();
  });

  it('keeps the messages and the metadata of a session', async () => {
    await store.claim('s-data', 'alice', now);
    const messages = [{ id: 'm1', role: 'user' as const, parts: [{ type: 'text', text: 'hi' }] }];
    await store.putMessages('s-data', messages, now);
    await store.putMetadata('s-data', metadata('s-data'), now);
    expect(await store.getMessages('s-data')).toEqual(messages);
    expect(await store.getMetadata('s-data')).toEqual(metadata('s-data'));
    expect(await store.getMessages('s-empty')).toEqual([]);
    expect(await store.getMetadata('s-empty')).toBeNull();
  });

  it('refuses metadata for a session that was never claimed', async () => {
    await expect(store.putMetadata('s-unclaimed', metadata('s-unclaimed'), now)).rejects.toThrow();
  });
});
