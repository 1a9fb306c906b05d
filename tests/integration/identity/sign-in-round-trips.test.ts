import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DeleteCommand } from '#functions/adapters/aws/dynamo/commands';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { REFRESH_COOKIE } from '#shared/contracts/auth';
import { countWaves } from '../support/count-waves';
import { createIdentityHarness } from './harness';

describe('sign-in cost', () => {
  it('verifies the demo code in two sequential round trips of one write each: the limit with the user, the tokens with the profile', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const email = 'waves@example.com';
    await h.signUp(email);
    const waves = countWaves(h.table.doc as never);
    const r = await h.call('POST', '/api/auth/verify-otp', { body: { email, token: '123456' } });
    expect(r.status).toBe(200);
    expect(r.body.user.profile).toMatchObject({ email });
    expect(waves).toMatchObject({ waves: 2, writes: 2 });
  });

  it('refuses a refresh token whose family item was never written', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const r = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'half@example.com', token: '123456' },
    });
    const cookie = h.cookieOf(r.cookies);
    const token = cookie.slice(`${REFRESH_COOKIE}=`.length);
    const record = await h.deps.identity.refreshTokens.get(createHash('sha256').update(token).digest('hex'));
    if (!record) throw new Error('the refresh token was not stored');
    await h.table.doc.send(
      new DeleteCommand({ TableName: h.table.tableName, Key: keys.refreshFamily(record.familyId) }),
    );
    expect((await h.call('POST', '/api/auth/refresh', { cookie })).status).toBe(401);
  });
});
