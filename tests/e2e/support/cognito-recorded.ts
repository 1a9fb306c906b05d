import type { Page, Route } from '@playwright/test';

/**
 * Amazon Cognito's user pool API as the SPA meets it, answered from recorded response shapes
 * (Cognito API reference: SignUp, ConfirmSignUp, InitiateAuth, RespondToAuthChallenge,
 * GetTokensFromRefreshToken, RevokeToken). Every request is checked against the operation's
 * request shape before it is answered; a request of the wrong shape fails the test.
 */
export const REGION = 'us-east-1';
export const POOL_ID = `${REGION}_AbCdEfGhI`;
export const CLIENT_ID = '4example0client0id0000000';
const ENDPOINT = `https://cognito-idp.${REGION}.amazonaws.com/`;

export interface CognitoUser {
  sub: string;
  email: string;
  /** The code Cognito "e-mailed". */
  code: string;
  confirmed: boolean;
}

interface RecordedCall {
  operation: string;
  body: Record<string, unknown>;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with Cognito's claims; the SPA never checks signatures, the API is answered by the test. */
function jwt(claims: Record<string, unknown>): string {
  return `${b64url({ kid: 'recorded', alg: 'RS256' })}.${b64url(claims)}.c2lnbmF0dXJl`;
}

function tokens(user: CognitoUser, expiresIn: number, generation: number) {
  const now = Math.floor(Date.now() / 1000);
  const iss = `https://cognito-idp.${REGION}.amazonaws.com/${POOL_ID}`;
  const common = {
    sub: user.sub,
    iss,
    iat: now,
    auth_time: now,
    exp: now + expiresIn,
    origin_jti: `jti-${user.sub}`,
  };
  return {
    AccessToken: jwt({
      ...common,
      token_use: 'access',
      client_id: CLIENT_ID,
      username: user.sub,
      scope: 'aws.cognito.signin.user.admin',
      jti: `a${generation}`,
    }),
    IdToken: jwt({
      ...common,
      token_use: 'id',
      aud: CLIENT_ID,
      email: user.email,
      email_verified: true,
      'cognito:username': user.sub,
    }),
    RefreshToken: `refresh-${user.sub}-${generation}`,
    ExpiresIn: expiresIn,
    TokenType: 'Bearer',
  };
}

type Shape = Record<string, 'string' | 'object' | 'array'>;

/** The required members of each request, and members the SPA must never send (a secret hash, a password). */
const REQUESTS: Record<string, { required: Shape; forbidden?: string[] }> = {
  SignUp: {
    required: { ClientId: 'string', Username: 'string', UserAttributes: 'array' },
    forbidden: ['Password', 'SecretHash'],
  },
  ConfirmSignUp: {
    required: { ClientId: 'string', Username: 'string', ConfirmationCode: 'string' },
    forbidden: ['SecretHash'],
  },
  ResendConfirmationCode: { required: { ClientId: 'string', Username: 'string' } },
  InitiateAuth: {
    required: { ClientId: 'string', AuthFlow: 'string', AuthParameters: 'object' },
    forbidden: ['SecretHash'],
  },
  RespondToAuthChallenge: {
    required: {
      ClientId: 'string',
      ChallengeName: 'string',
      ChallengeResponses: 'object',
      Session: 'string',
    },
  },
  GetTokensFromRefreshToken: {
    required: { ClientId: 'string', RefreshToken: 'string' },
    forbidden: ['ClientSecret'],
  },
  RevokeToken: { required: { ClientId: 'string', Token: 'string' } },
};

function checkShape(operation: string, body: Record<string, unknown>): string | null {
  const spec = REQUESTS[operation];
  if (!spec) return `unexpected operation ${operation}`;
  for (const [key, type] of Object.entries(spec.required)) {
    const value = body[key];
    const actual = Array.isArray(value) ? 'array' : typeof value;
    if (actual !== type) return `${operation}.${key} should be ${type}, got ${actual}`;
  }
  for (const key of spec.forbidden ?? []) if (key in body) return `${operation} must not send ${key}`;
  if (body.ClientId !== CLIENT_ID) return `${operation} sent ClientId ${String(body.ClientId)}`;
  return null;
}

const error = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });

/** Serves the Cognito API for the given users; returns every request the SPA made, in order. */
export async function recordCognito(
  page: Page,
  users: CognitoUser[],
  opts: { accessTokenSeconds?: number } = {},
) {
  const calls: RecordedCall[] = [];
  const problems: string[] = [];
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const sessions = new Map<string, CognitoUser>();
  const refreshTokens = new Map<string, CognitoUser>();
  let generation = 0;
  const issue = (user: CognitoUser) => {
    generation += 1;
    const result = tokens(user, opts.accessTokenSeconds ?? 3600, generation);
    refreshTokens.set(result.RefreshToken, user);
    return result;
  };

  const answer = (operation: string, body: Record<string, unknown>): { status: number; body: unknown } => {
    const username = String(
      body.Username ?? (body.AuthParameters as Record<string, string> | undefined)?.USERNAME ?? '',
    );
    const user = byEmail.get(username);
    switch (operation) {
      case 'SignUp': {
        if (user?.confirmed)
          return error('UsernameExistsException', 'An account with the given email already exists.');
        if (!user) return error('InvalidParameterException', 'unknown test user');
        const attributes = body.UserAttributes as { Name: string; Value: string }[];
        if (!attributes.some((a) => a.Name === 'email' && a.Value === user.email))
          return error('InvalidParameterException', 'email attribute missing');
        return {
          status: 200,
          body: {
            UserConfirmed: false,
            UserSub: user.sub,
            CodeDeliveryDetails: {
              DeliveryMedium: 'EMAIL',
              AttributeName: 'email',
              Destination: 'p***@e***',
            },
          },
        };
      }
      case 'ResendConfirmationCode':
        return {
          status: 200,
          body: {
            CodeDeliveryDetails: {
              DeliveryMedium: 'EMAIL',
              AttributeName: 'email',
              Destination: 'p***@e***',
            },
          },
        };
      case 'ConfirmSignUp': {
        if (!user || body.ConfirmationCode !== user.code)
          return error('CodeMismatchException', 'Invalid verification code provided, please try again.');
        user.confirmed = true;
        const session = `confirm-${user.sub}`;
        sessions.set(session, user);
        return { status: 200, body: { Session: session } };
      }
      case 'InitiateAuth': {
        if (body.AuthFlow !== 'USER_AUTH')
          return error('InvalidParameterException', `flow ${String(body.AuthFlow)}`);
        if (typeof body.Session === 'string') {
          const signedUp = sessions.get(body.Session);
          if (!signedUp) return error('NotAuthorizedException', 'Invalid session');
          return { status: 200, body: { AuthenticationResult: issue(signedUp), ChallengeParameters: {} } };
        }
        const params = body.AuthParameters as Record<string, string>;
        if (params.PREFERRED_CHALLENGE !== 'EMAIL_OTP')
          return error('InvalidParameterException', 'expected EMAIL_OTP');
        if (!user) return error('NotAuthorizedException', 'Incorrect username or password.');
        const session = `otp-${user.sub}-${Date.now()}`;
        sessions.set(session, user);
        return {
          status: 200,
          body: {
            ChallengeName: 'EMAIL_OTP',
            Session: session,
            ChallengeParameters: {
              CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
              CODE_DELIVERY_DESTINATION: 'r***@e***',
              USERNAME: user.sub,
            },
          },
        };
      }
      case 'RespondToAuthChallenge': {
        const challenged = sessions.get(String(body.Session));
        const responses = body.ChallengeResponses as Record<string, string>;
        if (body.ChallengeName !== 'EMAIL_OTP' || !challenged)
          return error('NotAuthorizedException', 'Invalid session for the user.');
        if (responses.EMAIL_OTP_CODE !== challenged.code)
          return error('CodeMismatchException', 'Invalid code or auth state for the user.');
        return { status: 200, body: { AuthenticationResult: issue(challenged), ChallengeParameters: {} } };
      }
      case 'GetTokensFromRefreshToken': {
        const owner = refreshTokens.get(String(body.RefreshToken));
        if (!owner) return error('NotAuthorizedException', 'Invalid Refresh Token');
        refreshTokens.delete(String(body.RefreshToken));
        return { status: 200, body: { AuthenticationResult: issue(owner) } };
      }
      case 'RevokeToken':
        refreshTokens.delete(String(body.Token));
        return { status: 200, body: {} };
      default:
        return error('InvalidAction', operation);
    }
  };

  await page.route(ENDPOINT, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 200, headers: cors() });
    const target = request.headers()['x-amz-target'] ?? '';
    const operation = target.replace('AWSCognitoIdentityProviderService.', '');
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    calls.push({ operation, body });
    if (!/^application\/x-amz-json-1\.1/.test(request.headers()['content-type'] ?? ''))
      problems.push(`${operation}: content-type ${request.headers()['content-type']}`);
    const shapeProblem = checkShape(operation, body);
    if (shapeProblem) problems.push(shapeProblem);
    const reply = answer(operation, body);
    await route.fulfill({
      status: reply.status,
      headers: {
        ...cors(),
        'content-type': 'application/x-amz-json-1.1',
        ...(reply.status >= 400
          ? { 'x-amzn-errortype': String((reply.body as { __type: string }).__type) }
          : {}),
      },
      body: JSON.stringify(reply.body),
    });
  });
  return { calls, problems };
}

function cors() {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage',
  };
}
