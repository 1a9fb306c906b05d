import { describe, expect, it } from 'vitest';
import { QueryCommand } from '#functions/adapters/aws/dynamo/commands';
import { getItem } from '#functions/adapters/aws/dynamo/items';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { createIdentityHarness } from './harness';

describe('profiles and children', () => {
  it('gives a new profile 100 credits and the free tier whatever the client sends, with a welcome ledger entry', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const { created, userId } = await h.signUp('rich@example.com', {
      name: '',
      credits: 100000,
      subscriptionTier: 'enterprise',
      email: 'someone-else@example.com',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ credits: 100, subscriptionTier: 'free', email: 'rich@example.com' });
    const item = await getItem(h.table, keys.profile(userId));
    expect(item?.credits).toBe(100);
    const ledger = await h.table.doc.send(
      new QueryCommand({
        TableName: h.table.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'LEDGER#' },
      }),
    );
    expect(ledger.Items).toHaveLength(1);
    expect(ledger.Items?.[0]).toMatchObject({
      kind: 'welcome_bonus',
      description: 'Welcome bonus',
      amount: 100,
      balanceAfter: 100,
    });
  });

  it('answers 409 to a second profile and does not grant the bonus twice', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const { token } = await h.signUp('twice@example.com');
    const again = await h.call('POST', '/api/users', { token, body: { name: '' } });
    expect(again.status).toBe(409);
  });

  it('refuses to change credits, tier, e-mail or id, naming the field', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const { token, userId } = await h.signUp('locked@example.com');
    for (const [field, value] of [
      ['credits', 5000],
      ['subscriptionTier', 'pro'],
      ['email', 'new@example.com'],
      ['id', 'other'],
    ] as const) {
      const r = await h.call('PATCH', `/api/users/${userId}`, { token, body: { [field]: value } });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(field);
    }
    const unknown = await h.call('PATCH', `/api/users/${userId}`, { token, body: { isAdmin: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('isAdmin');
  });

  it('trims text, limits its length and keeps the combined address strings', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const { token, userId } = await h.signUp('addr@example.com');
    const r = await h.call('PATCH', `/api/users/${userId}`, {
      token,
      body: {
        name: '  Pat  ',
        primaryStreet: ' 1 Main St ',
        primaryIntersection: 'King',
        primaryCity: 'Toronto',
        primaryState: 'ON',
      },
    });
    expect(r.body).toMatchObject({
      name: 'Pat',
      primaryStreet: '1 Main St',
      primaryAddress: '1 Main St & King, Toronto, ON',
    });
    const line = await h.call('PATCH', `/api/users/${userId}`, {
      token,
      body: { primaryAddress: '9 Elm St (near Oak Ave), Ottawa, ON' },
    });
    expect(line.body).toMatchObject({
      primaryStreet: '9 Elm St',
      primaryIntersection: 'Oak Ave',
      primaryCity: 'Ottawa',
      primaryState: 'ON',
    });
    const long = await h.call('PATCH', `/api/users/${userId}`, { token, body: { name: 'x'.repeat(121) } });
    expect(long.status).toBe(400);
  });

  it('creates, edits and deletes children without duplicating them', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const { token, userId } = await h.signUp('kids@example.com');
    const a = await h.call('POST', '/api/children', {
      token,
      body: { userId, name: ' Ava ', age: 7, gender: 'female' },
    });
    expect(a.status).toBe(201);
    expect(a.body.name).toBe('Ava');
    const edited = await h.call('PATCH', `/api/children/${a.body.id}`, { token, body: { age: 8 } });
    expect(edited.body.age).toBe(8);
    const list = await h.call('GET', `/api/users/${userId}/children`, { token });
    expect(list.body).toHaveLength(1);
    expect(
      (await h.call('POST', '/api/children', { token, body: { name: 'B', age: 0, gender: 'male' } })).status,
    ).toBe(400);
    expect((await h.call('DELETE', `/api/children/${a.body.id}`, { token })).status).toBe(204);
    expect((await h.call('GET', `/api/users/${userId}/children`, { token })).body).toHaveLength(0);
  });

  it("answers 404 to user B for every one of user A's resources", async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const a = await h.signUp('owner-a@example.com');
    const b = await h.signUp('other-b@example.com');
    const child = await h.call('POST', '/api/children', {
      token: a.token,
      body: { name: 'Ava', age: 7, gender: 'female' },
    });
    const asB = { token: b.token };
    expect((await h.call('GET', `/api/users/${a.userId}`, asB)).status).toBe(404);
    expect((await h.call('GET', '/api/users/email/owner-a@example.com', asB)).status).toBe(404);
    expect(
      (await h.call('PATCH', `/api/users/${a.userId}`, { ...asB, body: { name: 'Mallory' } })).status,
    ).toBe(404);
    expect((await h.call('GET', `/api/users/${a.userId}/children`, asB)).status).toBe(404);
    expect(
      (
        await h.call('POST', '/api/children', {
          ...asB,
          body: { userId: a.userId, name: 'X', age: 3, gender: 'other' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('PATCH', `/api/children/${child.body.id}`, { ...asB, body: { age: 9 } })).status,
    ).toBe(404);
    expect((await h.call('DELETE', `/api/children/${child.body.id}`, asB)).status).toBe(404);
    expect((await h.call('POST', '/api/users', { ...asB, body: { id: a.userId } })).status).toBe(404);
    // A's data is untouched.
    expect((await h.call('GET', `/api/users/${a.userId}`, { token: a.token })).body.name).toBe('');
    expect((await h.call('GET', `/api/users/${a.userId}/children`, { token: a.token })).body[0].age).toBe(7);
    expect((await h.call('GET', '/api/users/email/owner-a@example.com', { token: a.token })).status).toBe(
      200,
    );
  });
});
