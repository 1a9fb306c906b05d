import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCognitoAuthenticate } from '#functions/adapters/aws/cognito-access-tokens';

const REGION = 'us-east-1';
const POOL = `${REGION}_AbCdEfGhI`;
const OTHER_POOL = `${REGION}_ZyXwVuTsR`;
const CLIENT = '4example0client0id0000000';
const issuer = (pool: string) => `https://cognito-idp.${REGION}.amazonaws.com/${pool}`;

let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let jwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
});

interface Claims {
  sub?: string;
  pool?: string;
  client?: string;
  tokenUse?: 'access' | 'id';
  expiresIn?: number;
}

async function token({
  sub = 'user-sub-1',
  pool = POOL,
  client = CLIENT,
  tokenUse = 'access',
  expiresIn = 3600,
}: Claims = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    token_use: tokenUse,
    scope: 'aws.cognito.signin.user.admin',
    username: sub,
  };
  if (tokenUse === 'access') claims.client_id = client;
  else claims.aud = client;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setIssuer(issuer(pool))
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresIn)
    .sign(privateKey);
}

const authenticate = () =>
  createCognitoAuthenticate({ userPoolId: POOL, clientId: CLIENT, jwks: { keys: [jwk] as never } });

describe('Cognito access tokens', () => {
  it("accepts a valid access token and answers the user's sub", async () => {
    expect(await authenticate()(await token({ sub: 'a1b2c3' }))).toBe('a1b2c3');
  });

  it('refuses an expired token', async () => {
    expect(await authenticate()(await token({ expiresIn: -120 }))).toBeNull();
  });

  it('refuses a token issued to another app client', async () => {
    expect(await authenticate()(await token({ client: 'another0client0id00000000' }))).toBeNull();
  });

  it('refuses a token of another user pool', async () => {
    expect(await authenticate()(await token({ pool: OTHER_POOL }))).toBeNull();
  });

  it('refuses an id token where an access token is required', async () => {
    expect(await authenticate()(await token({ tokenUse: 'id' }))).toBeNull();
  });

  it('refuses a token signed with an unknown key', async () => {
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ token_use: 'access', client_id: CLIENT })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject('intruder')
      .setIssuer(issuer(POOL))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect(await authenticate()(forged)).toBeNull();
  });

  it('refuses text that is not a token', async () => {
    expect(await authenticate()('not-a-jwt')).toBeNull();
  });
});
