import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '#functions/adapters/aws/dynamo/commands';
import { createAccessTokens } from '#functions/core/auth/access-token';
import { createLocalRuntime, type LocalRuntime } from '#functions/runtime/local';
import { loadOrCreateSecret } from '#functions/runtime/local-secrets';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { parseSettings } from '#functions/runtime/settings';
import type { Contract } from '#shared/contracts/define';
import { allContracts } from '#shared/contracts/index';
import { createTestTable } from '../support/table';

/**
 * Property-based fuzzing of every route in the table: malformed, oversized and wrong-typed
 * bodies, hostile path parameters and bad headers always get a 4xx with a clear message and
 * never change stored data.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let runtime: LocalRuntime;
let token: string;
let snapshot: () => Promise<string>;

beforeAll(async () => {
  const table = await createTestTable('fuzz');
  const dataDir = mkdtempSync(join(tmpdir(), 'askaround-fuzz-'));
  const settings = parseSettings(localSettingsSchema, { DATA_DIR: dataDir, TABLE_NAME: table.tableName });
  runtime = createLocalRuntime({ settings, dynamoEndpoint: table.endpoint });
  await runtime.start();
  token = (await createAccessTokens(loadOrCreateSecret(dataDir, 'jwt-signing')).issue('fuzz-user')).token;
  snapshot = async () => {
    const out = await table.doc.send(new ScanCommand({ TableName: table.tableName, ConsistentRead: true }));
    return JSON.stringify((out.Items ?? []).map((i) => `${i.PK}|${i.SK}|${JSON.stringify(i)}`).sort());
  };
});

afterAll(async () => {
  await runtime?.stop();
});

const pathParams = (contract: Contract) =>
  [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

function eventFor(contract: Contract, parts: Partial<APIGatewayProxyEvent>): APIGatewayProxyEvent {
  const params = Object.fromEntries(pathParams(contract).map((name) => [name, 'fuzz-id']));
  return {
    resource: contract.path,
    path: contract.path,
    httpMethod: contract.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: Object.keys(params).length ? params : null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'fuzz',
      identity: { sourceIp: '203.0.113.9' },
    } as APIGatewayProxyEvent['requestContext'],
    ...parts,
  };
}

/** What a route answers for a well-formed chat id that has nothing saved yet (see below). */
const STATUS_OF_A_NEW_CHAT: Record<string, number> = {
  'chat.resume': 204,
  'chat.getMessages': 200,
  'chat.getMetadata': 200,
};

async function expectClientError(response: Response) {
  expect(response.status, `status ${response.status}`).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { error?: unknown; message?: unknown };
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(String(body.message).length).toBeGreaterThan(3);
}

/** Bodies no contract accepts: broken JSON, wrong types, unknown fields, too large. */
const badBody = (contract: Contract) =>
  fc.oneof(
    fc.constantFrom('{', '{"a":', 'not json', '[1,2', '\u0000'),
    fc
      .jsonValue()
      .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
      .map((v) => JSON.stringify(v)),
    fc
      .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
      .map((o) => JSON.stringify({ ...o, __fuzz__: 1 })),
    fc.constant(JSON.stringify({ padding: 'x'.repeat(contract.maxBodyBytes + 10) })),
  );

const hostileSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 300 }),
  fc.constantFrom('..', '../../etc/passwd', '%00', 'a b', '<script>', "' OR 1=1 --", 'USER#x', '🙂'),
);

const bodyContracts = allContracts.filter((c) => c.rawBody || c.body.safeParse(undefined).success === false);
const paramContracts = allContracts.filter((c) => pathParams(c).length > 0);
const authContracts = allContracts.filter((c) => c.auth);

describe('fuzzing every route', () => {
  it.each(bodyContracts.map((c) => [c.id, c] as const))(
    '%s: bad bodies get a 4xx and change nothing',
    async (_, contract) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(badBody(contract), async (body) => {
          await expectClientError(await runtime.apiHandler(eventFor(contract, { body })));
        }),
        { numRuns: RUNS },
      );
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(paramContracts.map((c) => [c.id, c] as const))(
    '%s: hostile path parameters get a 4xx',
    async (_, contract) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(fc.array(hostileSegment, { minLength: 3, maxLength: 3 }), async (values) => {
          const params = Object.fromEntries(pathParams(contract).map((name, i) => [name, values[i] ?? 'x']));
          const response = await runtime.apiHandler(
            eventFor(contract, { pathParameters: params, body: '{"__fuzz__":1}' }),
          );
          // A well-formed chat id with nothing behind it yet is the user's own new chat by contract:
          // resuming it is a 204 (the chat page resumes on mount before its first message), and
          // reading its messages or data an empty state; malformed ids stay 4xx.
          const wellFormedStatus = STATUS_OF_A_NEW_CHAT[contract.id];
          if (wellFormedStatus && contract.params.safeParse(params).success) {
            expect(response.status).toBe(wellFormedStatus);
            return;
          }
          await expectClientError(response);
        }),
        { numRuns: RUNS },
      );
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(authContracts.map((c) => [c.id, c] as const))(
    '%s: a bad authorization header gets 401',
    async (_, contract) => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.string().map((s) => `Bearer ${s}`),
            fc.constant(`Bearer ${token}x`),
          ),
          async (authorization) => {
            const response = await runtime.apiHandler(eventFor(contract, { headers: { authorization } }));
            expect(response.status).toBe(401);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});

describe('the route table', () => {
  it('implements every contract', () => {
    const implemented = new Set(runtime.routes.map((r) => r.contract.id));
    expect(allContracts.map((c) => c.id).filter((id) => !implemented.has(id))).toEqual([]);
  });
});
