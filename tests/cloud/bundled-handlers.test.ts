import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import { PassThrough, Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  ConnectClient,
  DescribeContactCommand,
  StartOutboundVoiceContactCommand,
} from '@aws-sdk/client-connect';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAMBDA_NAMES, type LambdaName } from '#infra/aws/bundling';
import { deriveAsks } from '#shared/contracts/asks';
import { stripeWebhook } from '#shared/contracts/billing';
import { searchPlaces } from '#shared/contracts/places';
import { createResearch, generateVisualization, getRecording } from '#shared/contracts/research';
import { FAKE_CREDENTIALS, FakeAwsError, fakeAws } from '#tests/unit/adapters/aws/support/fake-aws';
import { bundlePath } from './support/build-bundles';
import { COMMANDS, callOf } from './support/commands';
import {
  alarmMetric,
  type EmfDirective,
  environmentOf,
  REGION,
  type ResolvedStack,
  resolvedStack,
  USER_POOL_CLIENT_ID,
  USER_POOL_ID,
} from './support/template';

const ORIGIN = 'o'.repeat(48);
const CALL_ID = 'res1_0a1b2c3d';
const CONTACT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/**
 * AWS over HTTP, for what the functions send through the signed client (DynamoDB, Secrets
 * Manager, Step Functions, Bedrock, Places): a local server the bundles reach at AWS_ENDPOINT_URL.
 */
const aws = fakeAws();
const connect = mockClient(ConnectClient);
const s3 = mockClient(S3Client);
/** Every SDK client a function may use, mocked: the bundles import the same SDK modules. */
const mocks: { reset(): void; calls(): { args: unknown[] }[] }[] = [connect, mockClient(SESv2Client), s3];

const ISSUER = `https://cognito-idp.${REGION}.amazonaws.com/${USER_POOL_ID}`;
let signingKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let jwks = '';
const realRequest = https.request;

/**
 * Serves the user pool's public keys (a test key pair) where the bundles' token check fetches them:
 * `https.request`, swapped for the bundles' ES imports too.
 */
function servePoolKeys() {
  const fake = (uri: unknown, _options: unknown, respond: (response: Readable) => void) => {
    const request = new PassThrough();
    request.on('finish', () => {
      const found = String(uri) === `${ISSUER}/.well-known/jwks.json`;
      respond(
        Object.assign(Readable.from([Buffer.from(found ? jwks : '')]), { statusCode: found ? 200 : 404 }),
      );
    });
    return request;
  };
  (https as { request: unknown }).request = fake;
  syncBuiltinESMExports();
}

let stack: ResolvedStack;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'pool-key', alg: 'RS256', use: 'sig' }],
  });
  servePoolKeys();
  aws.install();
  stack = resolvedStack();
  // The Lambda runtime's global for response streaming; a pass-through stand-in here.
  (globalThis as Record<string, unknown>).awslambda = {
    streamifyResponse: (h: unknown) => h,
    HttpResponseStream: { from: (s: unknown) => s },
  };
});

afterAll(() => {
  aws.restore();
  (https as { request: unknown }).request = realRequest;
  syncBuiltinESMExports();
});

beforeEach(() => {
  for (const mock of mocks) mock.reset();
  aws.reset();
  aws.on('secretsmanager:GetSecretValue', ({ SecretId }) => ({
    SecretString: String(SecretId).includes('OriginVerify') ? ORIGIN : '{}',
  }));
  aws.on('dynamodb:GetItem', () => ({}));
  aws.on('dynamodb:Query', () => ({ Items: [] }));
  aws.on('dynamodb:Scan', () => ({ Items: [] }));
});

/** What the functions sent the table. */
const tableCalls = () => aws.calls().filter((c) => c.operation.startsWith('dynamodb:'));

const context = { functionName: 'fn', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 };

/**
 * Loads a function's bundle with the environment CloudFormation gives it, and the role's
 * credentials the Lambda runtime adds (the fake AWS checks every request is signed with them): a
 * cold start.
 */
async function coldStart(name: LambdaName) {
  const env = environmentOf(stack, name);
  for (const key of Object.keys(process.env))
    if (/^[A-Z_]+$/.test(key) && key in env) delete process.env[key];
  Object.assign(process.env, env, { AWS_REGION: 'us-east-1', ...FAKE_CREDENTIALS });
  const module = (await import(`${pathToFileURL(bundlePath(name)).href}?cold=${Date.now()}`)) as {
    handler: (event: unknown, ...rest: unknown[]) => Promise<unknown>;
  };
  return { env, handler: module.handler };
}

/**
 * Every AWS call the handler made: an SDK command by its class name, a call of the signed client
 * by its operation (`dynamodb:GetItem`).
 */
const sent = () => [
  ...mocks.flatMap((m) => m.calls().map((c) => (c.args[0] as object).constructor.name)),
  ...aws.calls().map((c) => c.operation),
];

/** The calls each function makes are all in its row of the command table, and only its own secrets are read. */
function expectWithinContract(name: LambdaName, env: Record<string, string>) {
  const listed = new Set(COMMANDS[name].map(callOf));
  expect(sent().filter((c) => !listed.has(c))).toEqual([]);
  const read = aws.calls('secretsmanager:GetSecretValue').map((c) => c.input.SecretId);
  const own = Object.entries(env)
    .filter(([k]) => k.endsWith('_SECRET_ARN'))
    .map(([, v]) => v);
  for (const arn of read) expect(own).toContain(arn);
}

/** A Cognito access token of the stack's pool and SPA client for user `sub`. */
const token = (sub = 'user-1', clientId = USER_POOL_CLIENT_ID) =>
  new SignJWT({
    token_use: 'access',
    client_id: clientId,
    scope: 'aws.cognito.signin.user.admin',
    username: sub,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'pool-key' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(signingKey);

/**
 * The table holds research `res1` of user-1 and its queued call CALL_ID with `call`'s changes;
 * returns the call's item.
 */
function storeResearchAndCall(call: Record<string, unknown> = {}) {
  const at = '2026-03-02T15:00:00.000Z';
  const items: Record<string, Record<string, unknown>> = {
    META: {
      id: 'res1',
      userId: 'user-1',
      query: 'Swimming lessons for a 6-year-old?',
      location: 'Toronto, ON',
      radiusMiles: 5,
      status: 'in_progress',
      totalCalls: 1,
      completedCalls: 0,
      phoneNumbers: ['+14165550100'],
      businessNames: ['Riverside Pool'],
      stopRequested: false,
      createdAt: at,
      updatedAt: at,
      completedAt: null,
    },
    [`CALL#${CALL_ID}`]: {
      id: CALL_ID,
      researchId: 'res1',
      userId: 'user-1',
      status: 'queued',
      businessName: 'Riverside Pool',
      businessPhone: '+14165550100',
      dialedPhone: '+14165550100',
      goal: 'Swimming lessons for a 6-year-old?',
      createdAt: at,
      ...call,
    },
  };
  aws.on('dynamodb:GetItem', ({ Key }) => {
    const { PK, SK } = Key as { PK: string; SK: string };
    return { Item: PK === 'RESEARCH#res1' ? items[SK] : undefined };
  });
  return items[`CALL#${CALL_ID}`];
}

type EmfLine = Record<string, unknown> & { _aws: { CloudWatchMetrics: EmfDirective[] } };

/** The embedded-metric-format lines the handler wrote to stdout while `run` ran. */
async function metricLines(run: () => Promise<unknown>) {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    await run();
    return write.mock.calls
      .map(([chunk]) => String(chunk))
      .flatMap((text) => text.split('\n'))
      .filter((line) => line.includes('"CloudWatchMetrics"'))
      .map((line) => JSON.parse(line) as EmfLine);
  } finally {
    write.mockRestore();
  }
}

/** An API Gateway REST proxy event, as CloudFront forwards it. */
const apiEvent = (
  method: string,
  resource: string,
  options: { body?: unknown; auth?: string; path?: string } = {},
) => ({
  httpMethod: method,
  resource,
  path: options.path ?? resource,
  headers: {
    'x-origin-verify': ORIGIN,
    'content-type': 'application/json',
    ...(options.auth ? { authorization: `Bearer ${options.auth}` } : {}),
  },
  pathParameters: null,
  queryStringParameters: null,
  body: options.body === undefined ? null : JSON.stringify(options.body),
  isBase64Encoded: false,
  requestContext: { requestId: 'r1', identity: { sourceIp: '203.0.113.9' } },
});

describe('bundled API functions (API Gateway proxy events)', () => {
  it("config tells the SPA to sign in with the stack's user pool, without a secret key or the table", async () => {
    const { env, handler } = await coldStart('config');
    const result = (await handler(apiEvent('GET', '/api/config'), context)) as {
      statusCode: number;
      body: string;
    };
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({
      simulatedCalls: false,
      auth: {
        provider: 'cognito',
        region: REGION,
        userPoolId: USER_POOL_ID,
        userPoolClientId: USER_POOL_CLIENT_ID,
      },
    });
    expect(aws.calls('secretsmanager:GetSecretValue')).toHaveLength(1);
    expectWithinContract('config', env);
  });

  it('refuses a request that did not come through CloudFront', async () => {
    const { handler } = await coldStart('config');
    const event = apiEvent('GET', '/api/config');
    event.headers['x-origin-verify'] = 'forged';
    expect(((await handler(event, context)) as { statusCode: number }).statusCode).toBe(403);
  });

  it('users checks the Cognito access token and reads the profile of its sub from the table', async () => {
    const { env, handler } = await coldStart('users');
    const auth = await token();
    const result = (await handler(
      {
        ...apiEvent('GET', '/api/users/{id}', { auth, path: '/api/users/user-1' }),
        pathParameters: { id: 'user-1' },
      },
      context,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(404);
    expect(aws.calls('dynamodb:GetItem').length).toBeGreaterThan(0);
    expectWithinContract('users', env);
  });

  it('users refuses a token issued to another app client (401), without reading the table', async () => {
    const { handler } = await coldStart('users');
    const result = (await handler(
      {
        ...apiEvent('GET', '/api/users/{id}', {
          auth: await token('user-1', 'another0client0id00000000'),
          path: '/api/users/user-1',
        }),
        pathParameters: { id: 'user-1' },
      },
      context,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(401);
    expect(tableCalls()).toHaveLength(0);
  });

  it('billing refuses checkout with 503 "Billing is not configured" until Stripe keys are stored', async () => {
    const { env, handler } = await coldStart('billing');
    const result = (await handler(
      apiEvent('POST', '/api/stripe/create-checkout-session', {
        auth: await token(),
        body: { priceId: 'price_pro', tier: 'pro' },
      }),
      context,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body).message).toMatch(/^Billing is not configured/);
    expectWithinContract('billing', env);
  });

  it('billing verifies a Stripe webhook with the SDK it loads on first use', async () => {
    const { env, handler } = await coldStart('billing');
    aws.on('secretsmanager:GetSecretValue', ({ SecretId }) => ({
      SecretString: String(SecretId).includes('OriginVerify')
        ? ORIGIN
        : SecretId === env.STRIPE_SECRET_ARN
          ? JSON.stringify({
              STRIPE_SECRET_KEY: 'sk_test_bundle',
              STRIPE_WEBHOOK_SECRET: 'whsec_bundle',
              STRIPE_PRICE_PRO: 'price_pro',
              STRIPE_PRICE_ENTERPRISE: 'price_enterprise',
            })
          : '{}',
    }));
    const event = { id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } };
    const deliver = async (secret: string) => {
      const request = apiEvent(stripeWebhook.method, stripeWebhook.path, { body: event });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: request.body ?? '', secret });
      const delivered = { ...request, headers: { ...request.headers, 'stripe-signature': signature } };
      return (await handler(delivered, context)) as { statusCode: number; body: string };
    };
    const forged = await deliver('whsec_other');
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body).message).toBe('Invalid webhook signature.');
    const signed = await deliver('whsec_bundle');
    expect(signed.statusCode).toBe(200);
    expect(JSON.parse(signed.body)).toEqual({ received: true, duplicate: false });
    expectWithinContract('billing', env);
  });

  it.each(['research', 'places'] as const)('%s starts and asks for a signed-in user', async (name) => {
    const { env, handler } = await coldStart(name);
    const contract = name === 'research' ? createResearch : searchPlaces;
    const result = (await handler(apiEvent(contract.method, contract.path), context)) as {
      statusCode: number;
    };
    expect(result.statusCode).toBe(401);
    expectWithinContract(name, env);
  });

  it('places searches Amazon Location in a circle around the geocoded place, signed for geo-places', async () => {
    const { env, handler } = await coldStart('places');
    aws.on('geo-places:Geocode', () => ({ ResultItems: [{ Position: [-79.38, 43.65] }] }));
    aws.on('geo-places:SearchText', () => ({
      ResultItems: [
        {
          PlaceId: 'p1',
          Title: 'Riverside Pool',
          Position: [-79.37, 43.66],
          Address: { Label: '1 River St, Toronto, ON' },
          Contacts: { Phones: [{ Value: '+1 416-555-0100' }] },
        },
      ],
    }));
    const result = (await handler(
      apiEvent(searchPlaces.method, searchPlaces.path, {
        auth: await token(),
        body: { query: 'swim school', location: 'Toronto, ON', radiusMiles: 5 },
      }),
      context,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('Riverside Pool');
    expect(aws.calls('geo-places:SearchText')[0]?.input).toMatchObject({
      QueryText: 'swim school',
      Filter: { Circle: { Center: [-79.38, 43.65] } },
    });
    expectWithinContract('places', env);
  });

  it('research loads the model on the first question it splits, and falls back to the parser when Bedrock fails', async () => {
    const { env, handler } = await coldStart('research');
    aws.on('bedrock:Converse', () => {
      throw new FakeAwsError('ServiceUnavailableException', 'unavailable', {}, 503);
    });
    const result = (await handler(
      apiEvent(deriveAsks.method, deriveAsks.path, {
        auth: await token(),
        body: {
          question: 'Do you have Saturday classes, what is the monthly fee, and is there a sibling discount?',
        },
      }),
      context,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body).asks.length).toBeGreaterThanOrEqual(3);
    // The configured model, asked 3 times: a 503 is retried, as the AWS SDK's standard mode does.
    expect(aws.calls('bedrock:Converse').map((c) => c.input.modelId)).toEqual(
      Array(3).fill(env.BEDROCK_MODEL_ID),
    );
    expectWithinContract('research', env);
  });

  it("research signs a call's recording URL with the S3 client it loads on that request", async () => {
    const { env, handler } = await coldStart('research');
    const recordingKey =
      'connect-recordings/2026/03/01/7c9e6679-7425-40de-944b-e07fc1f90ae7_20260301T12:01_UTC.wav';
    storeResearchAndCall({ status: 'completed', recordingKey });
    s3.on(HeadObjectCommand).resolves({ ContentLength: 48_000 });
    const path = getRecording.path.replace('{callId}', CALL_ID);
    const result = (await handler(
      {
        ...apiEvent(getRecording.method, getRecording.path, { auth: await token(), path }),
        pathParameters: { callId: CALL_ID },
      },
      context,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    const { url } = JSON.parse(result.body) as { url: string };
    // The SDK's S3 client honours AWS_ENDPOINT_URL as well: the fake's endpoint, the bucket in the path.
    expect(new URL(url).pathname).toBe(`/${env.RECORDINGS_BUCKET}/${recordingKey.replaceAll(':', '%3A')}`);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).not.toBeNull();
    expect(s3.commandCalls(HeadObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: env.RECORDINGS_BUCKET, Key: recordingKey },
    ]);
    expectWithinContract('research', env);
  });

  it("research generates a chart of a call's extracted data (201), as npm start does", async () => {
    const { env, handler } = await coldStart('research');
    storeResearchAndCall({
      status: 'completed',
      extractedData: { group_lessons: '$120', private_lessons: '$45 per lesson', swim_team: '$300' },
    });
    const path = generateVisualization.path.replace('{callId}', CALL_ID);
    const result = (await handler(
      {
        ...apiEvent(generateVisualization.method, generateVisualization.path, { auth: await token(), path }),
        pathParameters: { callId: CALL_ID },
      },
      context,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(201);
    expect(JSON.parse(result.body)).toMatchObject({ type: 'bar', callId: CALL_ID });
    expect(aws.calls('dynamodb:PutItem')).toHaveLength(1);
    expectWithinContract('research', env);
  });

  it('chat streams its response (response-streaming function)', async () => {
    const { env, handler } = await coldStart('chat');
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const result = (await handler(apiEvent('POST', '/api/chat', { body: {} }), stream, context)) as
      | { statusCode: number }
      | undefined;
    expect(result?.statusCode ?? 401).toBe(401);
    expectWithinContract('chat', env);
  });
});

describe('bundled event functions', () => {
  it("post-confirmation creates the profile for Cognito's PostConfirmation_ConfirmSignUp event", async () => {
    const { env, handler } = await coldStart('post-confirmation');
    // Cognito's documented PostConfirmation trigger event.
    const event = {
      version: '1',
      region: REGION,
      userPoolId: USER_POOL_ID,
      userName: '9a8b7c6d-1111-2222-3333-444455556666',
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: USER_POOL_CLIENT_ID },
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: {
        userAttributes: {
          sub: '9a8b7c6d-1111-2222-3333-444455556666',
          'cognito:user_status': 'CONFIRMED',
          email_verified: 'true',
          email: 'Parent@Example.com',
        },
      },
      response: {},
    };
    expect(await handler(event, context)).toEqual(event);
    const writes = aws.calls('dynamodb:TransactWriteItems').map((c) => c.input.TransactItems);
    expect(writes).toHaveLength(2);
    expect(JSON.stringify(writes[1])).toContain('"userId":"9a8b7c6d-1111-2222-3333-444455556666"');
    expect(JSON.stringify(writes[1])).toContain('parent@example.com');
    expectWithinContract('post-confirmation', env);
  });

  it('lex-turn answers a Lex V2 code hook event (an unknown call is closed politely)', async () => {
    const { env, handler } = await coldStart('lex-turn');
    const result = (await handler(
      {
        inputTranscript: 'Hello, Riverside Pool.',
        sessionState: { sessionAttributes: { callId: CALL_ID }, intent: { name: 'FallbackIntent' } },
      },
      context,
    )) as { sessionState: { dialogAction: { type: string } } };
    expect(result.sessionState.dialogAction.type).toBe('Close');
    expectWithinContract('lex-turn', env);
  });

  /** An EventBridge Connect contact event: CONTACT_ID disconnected. */
  const disconnected = {
    version: '0',
    source: 'aws.connect',
    'detail-type': 'Amazon Connect Contact Event',
    detail: { eventType: 'DISCONNECTED', contactId: CONTACT_ID, initiationMethod: 'OUTBOUND' },
  };

  it('contact-disconnected handles an EventBridge Connect contact event', async () => {
    const { env, handler } = await coldStart('contact-disconnected');
    await handler(disconnected, context);
    expect(aws.calls('dynamodb:Query')[0]?.input.IndexName).toBe('GSI1');
    expectWithinContract('contact-disconnected', env);
  });

  it('contact-disconnected asks Connect, on its first event, why a call it finds ended', async () => {
    const { env, handler } = await coldStart('contact-disconnected');
    const call = storeResearchAndCall({ status: 'dialing', contactId: CONTACT_ID });
    aws.on('dynamodb:Query', ({ IndexName }) => ({ Items: IndexName === 'GSI1' ? [call] : [] }));
    connect.on(DescribeContactCommand).resolves({
      Contact: { DisconnectTimestamp: new Date('2026-03-02T15:01:00Z'), DisconnectReason: 'TELECOM_BUSY' },
    });
    const lines = await metricLines(() => handler(disconnected, context));
    expect(connect.commandCalls(DescribeContactCommand).map((c) => c.args[0].input)).toEqual([
      { InstanceId: env.CONNECT_INSTANCE_ID, ContactId: CONTACT_ID },
    ]);
    expect(lines.filter((line) => 'CallsEnded' in line)).toMatchObject([{ CallsEnded: 1, outcome: 'busy' }]);
    expectWithinContract('contact-disconnected', env);
  });

  it("contact-disconnected resumes the call's PlaceCall task with its outcome (Step Functions, signed)", async () => {
    const { env, handler } = await coldStart('contact-disconnected');
    const call = storeResearchAndCall({ status: 'dialing', contactId: CONTACT_ID, taskToken: 'token-1' });
    aws.on('dynamodb:Query', ({ IndexName }) => ({ Items: IndexName === 'GSI1' ? [call] : [] }));
    connect.on(DescribeContactCommand).resolves({
      Contact: { DisconnectTimestamp: new Date('2026-03-02T15:01:00Z'), DisconnectReason: 'TELECOM_BUSY' },
    });
    await handler(disconnected, context);
    // The fake records only requests whose signature it verified.
    expect(aws.calls('states:SendTaskSuccess').map((c) => c.input)).toEqual([
      { taskToken: 'token-1', output: JSON.stringify({ outcome: 'busy' }) },
    ]);
    expectWithinContract('contact-disconnected', env);
  });

  it('recording-ready handles an S3 ObjectCreated notification', async () => {
    const { env, handler } = await coldStart('recording-ready');
    const result = await handler(
      {
        Records: [
          {
            eventSource: 'aws:s3',
            eventName: 'ObjectCreated:Put',
            s3: {
              bucket: { name: env.RECORDINGS_BUCKET ?? 'recordings' },
              object: {
                key: 'connect-recordings/2026/03/01/7c9e6679-7425-40de-944b-e07fc1f90ae7_20260301T12%3A01_UTC.wav',
              },
            },
          },
        ],
      },
      context,
    );
    expect(result).toEqual({ stored: [] });
    expectWithinContract('recording-ready', env);
  });

  it.each(['sweeper', 'monthly-refill'] as const)('%s runs on its schedule event', async (name) => {
    const { env, handler } = await coldStart(name);
    await handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }, context);
    expect(aws.calls('dynamodb:Scan').length).toBeGreaterThan(0);
    expectWithinContract(name, env);
  });

  it('task-place-call counts a placed call in the metric the call-failure-rate alarm divides by', async () => {
    const { env, handler } = await coldStart('task-place-call');
    storeResearchAndCall();
    connect.on(StartOutboundVoiceContactCommand).resolves({ ContactId: CONTACT_ID });
    const lines = await metricLines(() =>
      handler({ researchId: 'res1', callId: CALL_ID, taskToken: 'token-1' }, context),
    );
    expect(connect.commandCalls(StartOutboundVoiceContactCommand)).toHaveLength(1);
    const placed = lines.filter((line) => 'CallsPlaced' in line);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ CallsPlaced: 1, callId: CALL_ID });
    const directive = placed[0]?._aws.CloudWatchMetrics[0];
    const alarmed = alarmMetric(stack, 'CallFailureRate', 'CallsPlaced');
    expect(directive?.Namespace).toBe(alarmed.Namespace);
    expect(directive?.Metrics).toContainEqual({ Name: 'CallsPlaced', Unit: 'Count' });
    // CloudWatch files the line under each dimension set; the alarm reads the one with its dimensions.
    expect(directive?.Dimensions).toContainEqual((alarmed.Dimensions ?? []).map((d) => d.Name));
    expectWithinContract('task-place-call', env);
  });

  it.each(LAMBDA_NAMES.filter((name) => name.startsWith('task-')))(
    '%s takes its Step Functions task input',
    async (name) => {
      const { env, handler } = await coldStart(name);
      const input = {
        researchId: 'res1',
        callId: CALL_ID,
        taskToken: 'token-1',
        error: { Error: 'X', Cause: 'y' },
      };
      // The research and call are not in the (mocked) table: the task fails on the missing item, not on its wiring.
      const outcome = await handler(input, context).then(
        () => 'done',
        (error: Error) => error.message,
      );
      expect(outcome).not.toMatch(/not wired|Bad configuration|is required/);
      expect(tableCalls().length).toBeGreaterThan(0);
      expectWithinContract(name, env);
    },
  );
});
