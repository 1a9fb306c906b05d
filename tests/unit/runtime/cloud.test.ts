import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretsClient } from '#functions/adapters/aws/secrets';
import { createConfigRoutes } from '#functions/http/config';
import { createPlacesRoutes } from '#functions/http/places';
import { createApiFunction } from '#functions/runtime/cloud-api';
import { cloudAppConfig } from '#functions/runtime/cloud-app-config';
import { loadAppKeys, loadStripeEnv } from '#functions/runtime/cloud-secrets';
import { readCloudSettings } from '#functions/runtime/cloud-settings';
import { ConfigError } from '#functions/runtime/settings';
import { authContracts } from '#shared/contracts/auth';
import { configContracts } from '#shared/contracts/config';
import { placesContracts } from '#shared/contracts/places';
import { fakeAws } from '../adapters/aws/support/fake-aws';

const aws = fakeAws();
const MASTER = 'k'.repeat(64);
const KEYS_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:AppKeys-abc';
const STRIPE_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:Stripe-def';
const ORIGIN_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerify-ghi';
const ORIGIN_TOKEN = 'o'.repeat(48);
/** What Secrets Manager holds, by secret id; a test changes one to read another value. */
let secretValues: Record<string, string> = {};
const secretsRead = () => aws.calls('secretsmanager:GetSecretValue').map((c) => c.input.SecretId);
const secrets = () => createSecretsClient(aws.access('us-east-1'));

const env = { AWS_REGION: 'us-east-1' };
const appConfig = {
  useSamplePhone: false,
  sampleDestinationPhone: null,
  demoMode: false,
  simulatedCalls: false,
  auth: { provider: 'own' as const },
  operator: {
    name: 'Askaround',
    jurisdiction: 'Ontario',
    supportEmail: 'help@example.com',
    postalAddress: '1 Main St',
  },
};
const configFunction = {
  capability: 'config' as const,
  contracts: configContracts,
  routes: () => createConfigRoutes({ appConfig }),
};
const getConfig = (headers: Record<string, string> = {}) =>
  ({
    httpMethod: 'GET',
    resource: '/api/config',
    path: '/api/config',
    headers,
  }) as unknown as APIGatewayProxyEvent;

beforeEach(() => {
  aws.reset();
  aws.install();
  secretValues = { [KEYS_ARN]: MASTER, [STRIPE_ARN]: '{}', [ORIGIN_ARN]: ORIGIN_TOKEN };
  aws.on('secretsmanager:GetSecretValue', ({ SecretId }) => ({
    ARN: SecretId,
    SecretString: secretValues[SecretId as string],
  }));
});
afterEach(() => aws.restore());

describe('cloud secrets', () => {
  it('derives distinct 32-byte keys from the master secret, the same every cold start', async () => {
    const client = secrets();
    const a = await loadAppKeys(client, KEYS_ARN);
    const b = await loadAppKeys(client, KEYS_ARN);
    expect(a.derive('demo-checkout')).toHaveLength(32);
    expect(Buffer.from(a.derive('demo-checkout')).equals(Buffer.from(a.derive('demo-webhook')))).toBe(false);
    expect(Buffer.from(a.derive('demo-checkout')).equals(Buffer.from(b.derive('demo-checkout')))).toBe(true);
  });

  it('refuses a master secret that is too short', async () => {
    secretValues[KEYS_ARN] = 'short';
    await expect(loadAppKeys(secrets(), KEYS_ARN)).rejects.toThrow(ConfigError);
  });

  it('reads only STRIPE_* string keys from the Stripe secret, and nothing from an empty one', async () => {
    const client = secrets();
    secretValues[STRIPE_ARN] = '{"STRIPE_SECRET_KEY":"sk_test_1","OTHER":"x","STRIPE_PRICE_PRO":3}';
    await expect(loadStripeEnv(client, STRIPE_ARN)).resolves.toEqual({ STRIPE_SECRET_KEY: 'sk_test_1' });
    secretValues[STRIPE_ARN] = 'placeholder';
    await expect(loadStripeEnv(client, STRIPE_ARN)).resolves.toEqual({});
    await expect(loadStripeEnv(client, undefined)).resolves.toEqual({});
  });
});

describe('createApiFunction', () => {
  it('serves its capability without loading any secret it does not use', async () => {
    const handler = await createApiFunction(env, configFunction);
    const response = await handler(getConfig());
    expect(response.status).toBe(200);
    expect(secretsRead()).toEqual([]);
  });

  it('refuses to start when its routes are not exactly its capability', async () => {
    await expect(
      createApiFunction(env, {
        capability: 'auth',
        contracts: authContracts,
        routes: () => createConfigRoutes({ appConfig }),
      }),
    ).rejects.toThrow(/auth function must serve exactly its contracts/);
  });

  it('checks Cognito access tokens where routes need a signed-in user, naming a missing pool', async () => {
    const places = {
      capability: 'places' as const,
      contracts: placesContracts,
      routes: () => createPlacesRoutes({ places: {} as never }),
    };
    await expect(createApiFunction(env, places)).rejects.toThrow(/USER_POOL_ID is required/);
    await expect(createApiFunction({ ...env, USER_POOL_ID: 'pool-1' }, places)).rejects.toThrow(
      /USER_POOL_ID must be a Cognito user pool id/,
    );
    const handler = await createApiFunction(
      { ...env, USER_POOL_ID: 'us-east-1_AbCdEfGhI', USER_POOL_CLIENT_ID: 'client-1' },
      places,
    );
    const signedOut = await handler({
      httpMethod: 'POST',
      resource: '/api/places/search',
      path: '/api/places/search',
      headers: { authorization: 'Bearer not-a-token' },
      body: '{}',
    } as unknown as APIGatewayProxyEvent);
    expect(signedOut.status).toBe(401);
    expect(secretsRead()).toEqual([]);
  });

  it('loads the app keys only where the stack set their ARN (the demo checkout)', async () => {
    await createApiFunction({ ...env, APP_KEYS_SECRET_ARN: KEYS_ARN }, configFunction);
    expect(secretsRead()).toEqual([KEYS_ARN]);
  });
});

describe('cloudAppConfig', () => {
  it("tells the SPA to sign in with the function's region, user pool and client", () => {
    const settings = readCloudSettings({
      ...env,
      USER_POOL_ID: 'us-east-1_AbCdEfGhI',
      USER_POOL_CLIENT_ID: 'client-1',
    });
    expect(cloudAppConfig(settings).auth).toEqual({
      provider: 'cognito',
      region: 'us-east-1',
      userPoolId: 'us-east-1_AbCdEfGhI',
      userPoolClientId: 'client-1',
    });
    expect(() => cloudAppConfig(readCloudSettings(env))).toThrow(/USER_POOL_ID is required/);
  });

  it('names every bad variable', async () => {
    const error = await createApiFunction(
      { ...env, MAIL_FROM: 'nope', CONNECT_SOURCE_PHONE: '555' },
      configFunction,
    ).catch((e: Error) => e);
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of ['MAIL_FROM', 'CONNECT_SOURCE_PHONE must be an E.164 phone number'])
      expect((error as Error).message).toContain(name);
  });

  it('with the origin secret, answers only requests that carry it (those through CloudFront)', async () => {
    const handler = await createApiFunction({ ...env, ORIGIN_VERIFY_SECRET_ARN: ORIGIN_ARN }, configFunction);
    const direct = await handler(getConfig());
    expect(direct.status).toBe(403);
    expect(await direct.json()).toMatchObject({ error: 'forbidden' });
    expect((await handler(getConfig({ 'X-Origin-Verify': 'o'.repeat(47) }))).status).toBe(403);
    expect((await handler(getConfig({ 'X-Origin-Verify': ORIGIN_TOKEN }))).status).toBe(200);
  });

  it('refuses an origin secret that is too short', async () => {
    secretValues[ORIGIN_ARN] = 'short';
    await expect(
      createApiFunction({ ...env, ORIGIN_VERIFY_SECRET_ARN: ORIGIN_ARN }, configFunction),
    ).rejects.toThrow(ConfigError);
  });
});
