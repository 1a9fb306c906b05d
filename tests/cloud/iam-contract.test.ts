import { readFileSync } from 'node:fs';
import { isWildcardOnlyAction, runSimulation } from '@cloud-copilot/iam-simulate';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_NAMES, type LambdaName } from '#infra/aws/bundling';
import { bundleFiles } from './support/build-bundles';
import { bundleCode } from './support/bundle-code';
import {
  CALLING_RULES_CONTEXT,
  COMMANDS,
  callOf,
  type IamRequest,
  SETTINGS,
  sentBy,
} from './support/commands';
import {
  ACCOUNT,
  environmentOf,
  list,
  type ResolvedStack,
  resolvedStack,
  roleStatements,
} from './support/template';

/** Granted to every function by Lambda's active tracing; X-Ray has no resource-level permissions. */
const TRACING = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);
/** Set on every function by the stack, not by what it uses. */
const COMMON_ENV = new Set(['NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME']);

let stack: ResolvedStack;
beforeAll(() => {
  stack = resolvedStack(CALLING_RULES_CONTEXT);
});

async function allowed(name: LambdaName, request: IamRequest): Promise<boolean> {
  const statements = roleStatements(stack, name);
  const result = await runSimulation(
    {
      request: {
        principal: `arn:aws:iam::${ACCOUNT}:role/${name}`,
        action: request.action,
        resource: { resource: request.resource, accountId: ACCOUNT },
        contextVariables: {},
      },
      identityPolicies: [{ name, policy: { Version: '2012-10-17', Statement: statements } }],
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  if (result.resultType === 'error')
    throw new Error(`${name} ${request.action}: ${JSON.stringify(result.errors)}`);
  return result.overallResult === 'Allowed';
}

const needed = (name: LambdaName) => {
  const env = environmentOf(stack, name);
  return COMMANDS[name].flatMap((c) => c.requests(env));
};

const glob = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

describe('IAM contract: each function may make exactly the calls its code makes', () => {
  it.each(LAMBDA_NAMES)('%s: every command it can send is allowed', async (name) => {
    const denied: string[] = [];
    for (const request of needed(name))
      if (!(await allowed(name, request))) denied.push(`${request.action} on ${request.resource}`);
    expect(denied).toEqual([]);
  });

  it.each(LAMBDA_NAMES)('%s: nothing is granted that none of its commands needs', async (name) => {
    const requests = needed(name);
    const extra: string[] = [];
    for (const statement of roleStatements(stack, name)) {
      for (const action of list(statement.Action)) {
        if (TRACING.has(action)) continue;
        for (const resource of list(statement.Resource)) {
          const used = requests.some((r) => r.action === action && glob(resource).test(r.resource));
          if (!used) extra.push(`${action} on ${resource}`);
          if (resource === '*')
            expect(await isWildcardOnlyAction(...(action.split(':') as [string, string])), action).toBe(true);
        }
      }
    }
    expect(extra).toEqual([]);
  });

  it.each(LAMBDA_NAMES)('%s: its environment names exactly the resources its commands use', (name) => {
    const env = environmentOf(stack, name);
    const expected = new Set([...COMMANDS[name].flatMap((c) => c.env), ...(SETTINGS[name] ?? [])]);
    expect(
      Object.keys(env)
        .filter((k) => !COMMON_ENV.has(k))
        .sort(),
    ).toEqual([...expected].sort());
  });

  it.each(LAMBDA_NAMES)('%s: every secret ARN in its environment is readable', async (name) => {
    const env = environmentOf(stack, name);
    const secrets = Object.entries(env).filter(([k]) => k.endsWith('_SECRET_ARN'));
    for (const [variable, arn] of secrets) {
      expect(await allowed(name, { action: 'secretsmanager:GetSecretValue', resource: arn }), variable).toBe(
        true,
      );
    }
  });

  it.each(LAMBDA_NAMES)('%s: every command listed is one its bundle can send', (name) => {
    // Through the SDK, the bundle requires the package and reads the command off it (`m.GetObjectCommand`);
    // through the signed client, it signs for the service and builds the action's request (commands.ts).
    const bundle = bundleCode(name);
    const missing = COMMANDS[name]
      .filter((c) => !sentBy(c, bundle))
      .map((c) => ('sdk' in c ? `${c.sdk} ${c.command}` : c.operation));
    expect(missing).toEqual([]);
  });

  it('recognises a call only in a bundle with the code to send it', () => {
    const signed = (name: LambdaName, operation: string) => {
      const command = Object.values(COMMANDS)
        .flat()
        .find((c) => callOf(c) === operation);
      if (!command) throw new Error(`No command ${operation}`);
      return sentBy(command, bundleCode(name));
    };
    expect(signed('sweeper', 'dynamodb:Scan')).toBe(true);
    expect(signed('chat', 'dynamodb:Scan')).toBe(false);
    expect(signed('chat', 'dynamodb:GetItem')).toBe(true);
    expect(signed('config', 'dynamodb:GetItem')).toBe(false);
    expect(signed('config', 'secretsmanager:GetSecretValue')).toBe(true);
    expect(signed('sweeper', 'secretsmanager:GetSecretValue')).toBe(false);
    expect(signed('task-place-call', 'states:SendTaskSuccess')).toBe(true);
    expect(signed('users', 'states:SendTaskSuccess')).toBe(false);
    expect(signed('chat', 'bedrock:ConverseStream')).toBe(true);
    expect(signed('lex-turn', 'bedrock:Converse')).toBe(true);
    expect(signed('users', 'bedrock:Converse')).toBe(false);
  });

  it('only the billing function reads the Stripe secret, and only where it is set', async () => {
    const stripeArn = environmentOf(stack, 'billing').STRIPE_SECRET_ARN ?? '';
    expect(stripeArn).toMatch(/^arn:aws:secretsmanager:/);
    for (const name of LAMBDA_NAMES.filter((n) => n !== 'billing')) {
      expect(environmentOf(stack, name).STRIPE_SECRET_ARN, name).toBeUndefined();
      expect(
        await allowed(name, { action: 'secretsmanager:GetSecretValue', resource: stripeArn }),
        name,
      ).toBe(false);
    }
  });

  it('no function is given an auth secret: Cognito signs parents in, the stack holds no token key', () => {
    for (const name of LAMBDA_NAMES) {
      const env = environmentOf(stack, name);
      expect(
        Object.keys(env).filter((k) => /APP_KEYS|JWT|OTP/.test(k)),
        name,
      ).toEqual([]);
      const secretsRead = roleStatements(stack, name)
        .filter((s) => list(s.Action).includes('secretsmanager:GetSecretValue'))
        .flatMap((s) => list(s.Resource));
      const own = [env.ORIGIN_VERIFY_SECRET_ARN, env.STRIPE_SECRET_ARN].filter(Boolean);
      expect(
        secretsRead.filter((arn) => !own.includes(arn)),
        name,
      ).toEqual([]);
    }
    const secretIds = Object.entries(stack.resources)
      .filter(([, r]) => r.Type === 'AWS::SecretsManager::Secret')
      .map(([id]) => id);
    expect(secretIds.filter((id) => id.includes('AppKeys'))).toEqual([]);
  });

  it("no function's bundle holds the app's own sign-in: codes, refresh tokens, rate limits, token signing", () => {
    const ownSignIn =
      /(dynamo\/otp-store|refresh-token-store|core\/auth\/(sign-in|access-token|refresh-tokens))\.ts$/;
    for (const name of LAMBDA_NAMES) {
      const sources = bundleFiles(name).flatMap(
        (file) => (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources,
      );
      expect(
        sources.filter((s) => ownSignIn.test(s)),
        name,
      ).toEqual([]);
    }
  });
});
