import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCloudRuntime } from '../../../functions/runtime/cloud';
import { loadAppKeys, loadStripeEnv } from '../../../functions/runtime/cloud-secrets';
import { ConfigError } from '../../../functions/runtime/settings';

const secrets = mockClient(SecretsManagerClient);
const MASTER = 'k'.repeat(64);
const KEYS_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:AppKeys-abc';
const STRIPE_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:Stripe-def';
const ORIGIN_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerify-ghi';
const ORIGIN_TOKEN = 'o'.repeat(48);

const env = {
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'askaround-table',
  APP_KEYS_SECRET_ARN: KEYS_ARN,
  STRIPE_SECRET_ARN: STRIPE_ARN,
  MAIL_FROM: 'no-reply@askaround.example',
  BEDROCK_MODEL_ID: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  CONNECT_INSTANCE_ID: 'inst-1',
  CONNECT_CONTACT_FLOW_ID: 'flow-1',
  CONNECT_SOURCE_PHONE: '+18005550199',
  RECORDINGS_BUCKET: 'rec-bucket',
  STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:123456789012:stateMachine:Askaround-research',
};

beforeEach(() => {
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: KEYS_ARN }).resolves({ SecretString: MASTER, $metadata: {} });
  secrets.on(GetSecretValueCommand, { SecretId: STRIPE_ARN }).resolves({ SecretString: '{}', $metadata: {} });
  secrets
    .on(GetSecretValueCommand, { SecretId: ORIGIN_ARN })
    .resolves({ SecretString: ORIGIN_TOKEN, $metadata: {} });
});

describe('cloud secrets', () => {
  it('derives distinct 32-byte keys from the master secret, the same every cold start', async () => {
    const client = new SecretsManagerClient({ region: 'us-east-1' });
    const a = await loadAppKeys(client, KEYS_ARN);
    const b = await loadAppKeys(client, KEYS_ARN);
    expect(a.jwtSigningKey).toHaveLength(32);
    expect(Buffer.from(a.jwtSigningKey).equals(Buffer.from(a.otpHmacKey))).toBe(false);
    expect(Buffer.from(a.jwtSigningKey).equals(Buffer.from(b.jwtSigningKey))).toBe(true);
  });

  it('refuses a master secret that is too short', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: KEYS_ARN })
      .resolves({ SecretString: 'short', $metadata: {} });
    await expect(loadAppKeys(new SecretsManagerClient({ region: 'us-east-1' }), KEYS_ARN)).rejects.toThrow(
      ConfigError,
    );
  });

  it('reads only STRIPE_* string keys from the Stripe secret, and nothing from an empty one', async () => {
    const client = new SecretsManagerClient({ region: 'us-east-1' });
    secrets.on(GetSecretValueCommand, { SecretId: STRIPE_ARN }).resolves({
      SecretString: '{"STRIPE_SECRET_KEY":"sk_test_1","OTHER":"x","STRIPE_PRICE_PRO":3}',
      $metadata: {},
    });
    await expect(loadStripeEnv(client, STRIPE_ARN)).resolves.toEqual({ STRIPE_SECRET_KEY: 'sk_test_1' });
    secrets
      .on(GetSecretValueCommand, { SecretId: STRIPE_ARN })
      .resolves({ SecretString: 'placeholder', $metadata: {} });
    await expect(loadStripeEnv(client, STRIPE_ARN)).resolves.toEqual({});
    await expect(loadStripeEnv(client, undefined)).resolves.toEqual({});
  });
});

describe('createCloudRuntime', () => {
  it('serves a capability from the function environment, with calls not simulated', async () => {
    const runtime = await createCloudRuntime(env);
    const response = await runtime.apiHandler('config')({
      httpMethod: 'GET',
      resource: '/api/config',
      path: '/api/config',
      headers: {},
    } as unknown as APIGatewayProxyEvent);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ simulatedCalls: false, demoMode: false });
  });

  it("routes only the function's own capability", async () => {
    const runtime = await createCloudRuntime(env);
    const response = await runtime.apiHandler('auth')({
      httpMethod: 'GET',
      resource: '/api/config',
      path: '/api/config',
      headers: {},
    } as unknown as APIGatewayProxyEvent);
    expect(response.status).toBe(404);
  });

  it('names every missing or bad variable', async () => {
    const { MAIL_FROM: _m, CONNECT_INSTANCE_ID: _c, ...partial } = env;
    const error = await createCloudRuntime({ ...partial, CONNECT_SOURCE_PHONE: '555' }).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of [
      'MAIL_FROM',
      'CONNECT_INSTANCE_ID',
      'CONNECT_SOURCE_PHONE must be an E.164 phone number',
    ]) {
      expect((error as Error).message).toContain(name);
    }
  });

  it('refuses a Stripe secret holding only some of the keys', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: STRIPE_ARN })
      .resolves({ SecretString: '{"STRIPE_SECRET_KEY":"sk_live_1"}', $metadata: {} });
    await expect(createCloudRuntime(env)).rejects.toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('with the origin secret, answers only requests that carry it (those through CloudFront)', async () => {
    const runtime = await createCloudRuntime({ ...env, ORIGIN_VERIFY_SECRET_ARN: ORIGIN_ARN });
    const get = (headers: Record<string, string>) =>
      runtime.apiHandler('config')({
        httpMethod: 'GET',
        resource: '/api/config',
        path: '/api/config',
        headers,
      } as unknown as APIGatewayProxyEvent);
    const direct = await get({});
    expect(direct.status).toBe(403);
    expect(await direct.json()).toMatchObject({ error: 'forbidden' });
    expect((await get({ 'X-Origin-Verify': 'o'.repeat(47) })).status).toBe(403);
    expect((await get({ 'X-Origin-Verify': ORIGIN_TOKEN })).status).toBe(200);
  });

  it('refuses an origin secret that is too short', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: ORIGIN_ARN })
      .resolves({ SecretString: 'short', $metadata: {} });
    await expect(createCloudRuntime({ ...env, ORIGIN_VERIFY_SECRET_ARN: ORIGIN_ARN })).rejects.toThrow(
      ConfigError,
    );
  });
});
