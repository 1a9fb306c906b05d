import type { APIGatewayProxyEvent } from 'aws-lambda';
import { createDynamoOtpStore, createDynamoRateLimiter } from '#functions/adapters/aws/dynamo/otp-store';
import { createDynamoRefreshTokenStore } from '#functions/adapters/aws/dynamo/refresh-token-store';
import { createDynamoUserStore } from '#functions/adapters/aws/dynamo/user-store';
import { createAccessTokens } from '#functions/core/auth/access-token';
import type { SignInLimits } from '#functions/core/auth/sign-in';
import type { AppDeps } from '#functions/http/app-deps';
import { createApiHandler } from '#functions/http/dispatch';
import { buildRoutes } from '#functions/http/routes';
import type { MailMessage } from '#functions/ports/mailer';
import { allContracts } from '#shared/contracts/index';
import { EMBEDDED_CONFIG } from '../../support/app-config';
import { createTestTable } from '../support/table';

export const SIGNING_KEY = new Uint8Array(32).fill(7);

/** The auth and users routes on a fresh DynamoDB Local table, with a controllable clock. */
export async function createIdentityHarness(opts: { demoMode?: boolean; limits?: SignInLimits } = {}) {
  const table = await createTestTable('identity');
  const clock = {
    current: new Date(),
    now() {
      return this.current;
    },
  };
  const outbox: MailMessage[] = [];
  const accessTokens = createAccessTokens(SIGNING_KEY);
  const deps: AppDeps = {
    appConfig: { ...EMBEDDED_CONFIG, demoMode: opts.demoMode ?? false },
    authenticate: (token: string) => accessTokens.verify(token),
    clock,
    mailer: { send: async (m: MailMessage) => void outbox.push(m) },
    identity: {
      users: createDynamoUserStore(table),
      otps: createDynamoOtpStore(table),
      rateLimiter: createDynamoRateLimiter(table),
      refreshTokens: createDynamoRefreshTokenStore(table),
      accessTokens,
      otpKey: new Uint8Array(32).fill(3),
      ...(opts.limits ? { signInLimits: opts.limits } : {}),
    },
  } as unknown as AppDeps;
  const handler = createApiHandler(buildRoutes(deps, ['auth', 'users']), deps.authenticate);

  async function call(
    method: string,
    path: string,
    init: { body?: unknown; token?: string; cookie?: string; ip?: string } = {},
  ) {
    const contract = allContracts.find((c) => {
      if (c.method !== method) return false;
      const re = new RegExp(`^${c.path.replace(/\{\w+\}/g, '[^/]+')}$`);
      return re.test(path) && (c.path.includes('/email/') || !path.includes('/email/'));
    });
    if (!contract) throw new Error(`No contract for ${method} ${path}`);
    const names = [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const values = new RegExp(`^${contract.path.replace(/\{\w+\}/g, '([^/]+)')}$`).exec(path)?.slice(1) ?? [];
    const pathParameters = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]));
    const headers: Record<string, string> = { host: 'localhost:3000', 'x-forwarded-proto': 'http' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.cookie) headers.cookie = init.cookie;
    const event = {
      resource: contract.path,
      path,
      httpMethod: method,
      headers,
      multiValueHeaders: {},
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: names.length ? pathParameters : null,
      stageVariables: null,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      isBase64Encoded: false,
      requestContext: { requestId: 'test', identity: { sourceIp: init.ip ?? '198.51.100.7' } },
    } as unknown as APIGatewayProxyEvent;
    const response = await handler(event);
    const text = await response.text();
    return {
      status: response.status,
      // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
      body: (text ? JSON.parse(text) : undefined) as Record<string, any>,
      cookies: response.headers.getSetCookie(),
    };
  }

  /** The code from the last e-mail sent to an address. */
  const lastCode = (email: string) =>
    /(\d{6})/.exec([...outbox].reverse().find((m) => m.to === email)?.text ?? '')?.[1] ?? '';

  /** The cookie header value of a Set-Cookie list. */
  const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

  /** Signs a user in with the mailed code and creates their profile. */
  async function signUp(email: string, profileBody: Record<string, unknown> = { name: '' }) {
    await call('POST', '/api/auth/send-otp', { body: { email } });
    const verified = await call('POST', '/api/auth/verify-otp', { body: { email, token: lastCode(email) } });
    const token = verified.body.accessToken as string;
    const userId = verified.body.user.id as string;
    const created = await call('POST', '/api/users', { token, body: profileBody });
    return { token, userId, cookie: cookieOf(verified.cookies), created };
  }

  return { table, clock, outbox, deps, call, lastCode, cookieOf, signUp };
}
