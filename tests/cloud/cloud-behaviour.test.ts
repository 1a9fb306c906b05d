import {
  ConnectClient,
  InternalServiceException,
  StartOutboundVoiceContactCommand,
} from '@aws-sdk/client-connect';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConnectTelephony } from '#functions/adapters/aws/connect-telephony';
import { createSecretsClient } from '#functions/adapters/aws/secrets';
import { createDemoPayments } from '#functions/adapters/local/demo-payments';
import { createDemoCheckoutFlow } from '#functions/core/billing/demo-checkout';
import type { BillingDeps } from '#functions/core/billing/deps';
import { createCallEndedHandler } from '#functions/events/call-ended';
import { contactIdOfRecording, createRecordingReadyHandler } from '#functions/events/recording-ready';
import { createBillingRoutes } from '#functions/http/billing';
import type { StoredCall } from '#functions/ports/call-store';
import type { ApiWiring } from '#functions/runtime/cloud-api';
import { cloudBilling, withBillingGate } from '#functions/runtime/cloud-billing';
import { readCloudSettings } from '#functions/runtime/cloud-settings';
import { emitMetrics } from '#functions/runtime/lambda/metrics';
import { ConfigError } from '#functions/runtime/settings';
import { fakeAws } from '#tests/unit/adapters/aws/support/fake-aws';

const CONTACT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const STRIPE_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:Stripe-AbCdEf';

describe('recordings arrive by their S3 event', () => {
  it('reads the contact id from the key Connect writes', () => {
    expect(contactIdOfRecording(`connect-recordings/2026/03/01/${CONTACT}_20260301T12:01_UTC.wav`)).toBe(
      CONTACT,
    );
    expect(contactIdOfRecording('connect-recordings/2026/03/01/notes.txt')).toBeNull();
  });

  it('stores the (URL-decoded) key on the call of that contact, and ignores other objects', async () => {
    const call = { id: 'res1_0a1b2c3d', researchId: 'res1' } as StoredCall;
    const setRecording = vi.fn(async () => {});
    const handle = createRecordingReadyHandler({
      findByContact: async (id) => (id === CONTACT ? call : null),
      setRecording,
    });
    const key = `connect-recordings/2026/03/01/${CONTACT}_20260301T12%3A01_UTC.wav`;
    const record = (k: string, eventName = 'ObjectCreated:Put') => ({
      eventName,
      s3: { object: { key: k } },
    });
    await expect(
      handle({
        Records: [
          record(key),
          record('connect-recordings/x/other_1.wav'),
          record(key, 'ObjectRemoved:Delete'),
        ],
      }),
    ).resolves.toEqual([`connect-recordings/2026/03/01/${CONTACT}_20260301T12:01_UTC.wav`]);
    expect(setRecording).toHaveBeenCalledTimes(1);
  });

  it('a call-ended report without a recording never erases one stored first', async () => {
    const transition = vi.fn(async (..._args: unknown[]) => true);
    const call = {
      id: 'c1',
      researchId: 'r1',
      status: 'in_progress',
      contactId: null,
      outcome: null,
      taskToken: null,
    };
    await createCallEndedHandler({
      calls: { findById: async () => call, transition },
      researches: { get: async () => ({ stopRequested: false }) },
      charges: { release: async () => {} },
      callSlots: { release: async () => {} },
      workflow: { sendTaskSuccess: async () => {} },
    } as never)({
      callId: 'c1',
      contactId: CONTACT,
      outcome: 'answered',
      durationSeconds: 120,
      recordingKey: null,
    });
    expect(transition.mock.calls[0]?.[3]).not.toHaveProperty('recordingKey');
  });
});

describe('StartOutboundVoiceContact retries', () => {
  const connect = mockClient(ConnectClient);
  const telephony = createConnectTelephony({
    client: new ConnectClient({ region: 'us-east-1' }),
    instanceId: 'i-1',
    contactFlowId: 'f-1',
    sourcePhoneNumber: '+18005550100',
    onCallEnded: async () => {},
  });
  const place = () =>
    telephony.placeCall({ callId: 'c1', researchId: 'r1', to: '+14165550100', businessName: 'Pool' });

  it.each([
    ['throttling', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })],
    ['an internal error', new InternalServiceException({ message: 'boom', $metadata: {} })],
  ])('turns %s into the retryable TelephonyCapacityError', async (_label, error) => {
    connect.reset();
    connect.on(StartOutboundVoiceContactCommand).rejects(error);
    await expect(place()).rejects.toMatchObject({ name: 'TelephonyCapacityError', retryable: true });
  });

  it('does not retry a refused request', async () => {
    connect.reset();
    connect
      .on(StartOutboundVoiceContactCommand)
      .rejects(Object.assign(new Error('bad'), { name: 'InvalidParameterException' }));
    await expect(place()).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});

describe('billing in the cloud', () => {
  /** Secrets Manager over HTTP: the secrets client signs its own requests. */
  const aws = fakeAws();
  beforeAll(() => aws.install());
  afterAll(() => aws.restore());
  const wiring = (env: Record<string, string>, stripeSecret = '{}'): ApiWiring => {
    aws.reset();
    aws.on('secretsmanager:GetSecretValue', () => ({ SecretString: stripeSecret }));
    return {
      settings: readCloudSettings({ AWS_REGION: 'us-east-1', TABLE_NAME: 'askaround', ...env }),
      keys: { derive: () => new Uint8Array(32).fill(7) },
      secrets: createSecretsClient(aws.access('us-east-1')),
    };
  };

  it('without Stripe keys, checkout, portal and webhook answer 503 "Billing is not configured"', async () => {
    const { deps, configured } = await cloudBilling(wiring({ STRIPE_SECRET_ARN: STRIPE_ARN }));
    expect(configured).toBe(false);
    expect(deps.demoCheckout).toBeUndefined();
    const routes = withBillingGate(createBillingRoutes({ billing: deps }), configured);
    const gated = routes.filter((r) =>
      ['billing.createCheckoutSession', 'billing.createPortalSession', 'billing.stripeWebhook'].includes(
        r.contract.id,
      ),
    );
    expect(gated).toHaveLength(3);
    for (const r of gated)
      await expect(r.handle({} as never, {} as never)).rejects.toMatchObject({
        code: 'unavailable',
        message: expect.stringMatching(/^Billing is not configured: .+ Please try again later\.$/),
      });
  });

  it('refuses a Stripe secret holding only some keys, and needs its ARN outside demo mode', async () => {
    await expect(
      cloudBilling(wiring({ STRIPE_SECRET_ARN: STRIPE_ARN }, '{"STRIPE_SECRET_KEY":"sk_live_1"}')),
    ).rejects.toThrow(ConfigError);
    await expect(cloudBilling(wiring({}))).rejects.toThrow(/STRIPE_SECRET_ARN is required/);
  });

  it('the demo checkout exists only in demo mode, which never reads the Stripe secret', async () => {
    const { deps } = await cloudBilling(wiring({ DEMO_MODE: 'true' }));
    expect(deps.demoCheckout).toBeDefined();
    expect(aws.calls('secretsmanager:GetSecretValue')).toHaveLength(0);
  });

  it('demo confirm re-checks the plan: a session for a plan that is no longer an upgrade is refused', async () => {
    const demo = createDemoPayments({
      sessionKey: new Uint8Array(32).fill(1),
      webhookSecret: 'whsec_test',
      priceIds: { pro: 'price_demo_pro', enterprise: 'price_demo_enterprise' },
    });
    const url = await demo.createCheckoutSession({
      userId: 'u1',
      customerId: 'cus_1',
      tier: 'pro',
      priceId: 'price_demo_pro',
      returnUrl: 'https://app.example/billing',
    });
    const sessionId = new URL(url).searchParams.get('session') ?? '';
    let tier = 'enterprise';
    const handleWebhook = vi.fn(async () => ({ duplicate: false }));
    const flow = createDemoCheckoutFlow(
      {
        ledger: { account: async () => ({ userId: 'u1', tier, credits: 10 }) },
        payments: demo,
        demoCheckout: demo,
        clock: { now: () => new Date() },
      } as unknown as BillingDeps,
      handleWebhook,
    );
    await expect(flow.confirm('u1', sessionId)).rejects.toMatchObject({ code: 'conflict' });
    expect(handleWebhook).not.toHaveBeenCalled();
    tier = 'free';
    await expect(flow.confirm('u1', sessionId)).resolves.toMatchObject({ credits: 10 });
    expect(handleWebhook).toHaveBeenCalledTimes(2);
  });
});

describe('per-call usage', () => {
  it('is written as embedded metric format with the call id as a searchable property', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const line = JSON.parse(
      emitMetrics({ ConnectedSeconds: 120, CallsEnded: 1 }, { callId: 'c1' }, new Date(1000)),
    );
    write.mockRestore();
    expect(line).toEqual({
      _aws: {
        Timestamp: 1000,
        CloudWatchMetrics: [
          {
            Namespace: 'Askaround',
            Dimensions: [[]],
            Metrics: [
              { Name: 'ConnectedSeconds', Unit: 'Seconds' },
              { Name: 'CallsEnded', Unit: 'Count' },
            ],
          },
        ],
      },
      callId: 'c1',
      ConnectedSeconds: 120,
      CallsEnded: 1,
    });
  });
});
