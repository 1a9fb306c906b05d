import type { Page } from '@playwright/test';
import { newProfile } from '#functions/core/users/new-profile';
import type { AppConfig } from '#shared/contracts/config';
import { CLIENT_ID, type CognitoUser, POOL_ID, REGION, recordCognito } from './support/cognito-recorded';
import { expect, test } from './support/test';

// The local server sends the embedded default's policy (no Cognito endpoint); CloudFront's policy
// allows the pool's endpoint (tests/infra). The browser is told to ignore CSP for these pages only.
test.use({ bypassCSP: true });

const CLOUD_CONFIG: AppConfig = {
  useSamplePhone: false,
  sampleDestinationPhone: null,
  demoMode: false,
  simulatedCalls: false,
  auth: { provider: 'cognito', region: REGION, userPoolId: POOL_ID, userPoolClientId: CLIENT_ID },
  operator: {
    name: 'Askaround',
    jurisdiction: 'Ontario',
    supportEmail: 'help@example.com',
    postalAddress: '1 Main St',
  },
};

function profileOf(user: CognitoUser, onboarded: boolean) {
  const profile = { ...newProfile(user.sub, user.email, '2026-11-24T00:00:00.000Z'), credits: 100 };
  if (!onboarded) return profile;
  return {
    ...profile,
    name: 'Robin Parent',
    primaryStreet: '100 Queen St W',
    primaryCity: 'Toronto',
    primaryState: 'ON',
    onboardingCompleted: true,
  };
}

/** The cloud API as the SPA sees it: the runtime config says Cognito; the profile needs the pool's token. */
async function cloudApi(page: Page, user: CognitoUser, onboarded: boolean) {
  const bearers: string[] = [];
  const ownAuthCalls: string[] = [];
  await page.context().route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/config') return route.fulfill({ json: CLOUD_CONFIG });
    if (url.pathname.startsWith('/api/auth/')) {
      ownAuthCalls.push(url.pathname);
      return route.fulfill({ status: 404, json: { error: 'not_found', message: 'No such route' } });
    }
    const bearer = route.request().headers().authorization ?? '';
    bearers.push(bearer);
    const claims = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString() || '{}');
    if (claims.token_use !== 'access' || claims.sub !== user.sub)
      return route.fulfill({
        status: 401,
        json: { error: 'unauthorized', message: 'Your session has expired.' },
      });
    if (url.pathname === `/api/users/${user.sub}`) return route.fulfill({ json: profileOf(user, onboarded) });
    return route.fulfill({ status: 404, json: { error: 'not_found', message: 'Not found' } });
  });
  return { bearers, ownAuthCalls };
}

async function enterEmailAndCode(page: Page, email: string, code: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect(page.getByText(/Demo mode/)).toHaveCount(0);
  await page.getByLabel('Digit 1').focus();
  await page.keyboard.type(code);
}

test('a new parent is signed up and confirmed with the one code, keeps the session on reload and in a new tab', async ({
  page,
}) => {
  const user: CognitoUser = {
    sub: 'c0ffee00-0000-4000-8000-000000000001',
    email: 'new-parent@example.com',
    code: '482913',
    confirmed: false,
  };
  const cognito = await recordCognito(page, [user]);
  const api = await cloudApi(page, user, false);

  await enterEmailAndCode(page, user.email, user.code);
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(cognito.calls.map((c) => c.operation)).toEqual(['SignUp', 'ConfirmSignUp', 'InitiateAuth']);
  expect(cognito.calls[0]?.body).toMatchObject({
    Username: user.email,
    UserAttributes: [{ Name: 'email', Value: user.email }],
  });
  expect(cognito.calls[2]?.body).toMatchObject({ AuthFlow: 'USER_AUTH', Session: `confirm-${user.sub}` });
  expect(api.bearers.at(-1)).toMatch(/^Bearer ey/);

  await page.reload();
  await expect(page).toHaveURL(/\/onboarding$/);
  const secondTab = await page.context().newPage();
  await secondTab.goto('/login');
  await expect(secondTab).toHaveURL(/\/onboarding$/);
  expect(cognito.problems).toEqual([]);
  expect(api.ownAuthCalls).toEqual([]);
});

test('a returning parent signs in with an e-mailed code; a wrong code says so; sign-out revokes the refresh token', async ({
  page,
}) => {
  const user: CognitoUser = {
    sub: 'c0ffee00-0000-4000-8000-000000000002',
    email: 'returning@example.com',
    code: '135790',
    confirmed: true,
  };
  const cognito = await recordCognito(page, [user]);
  await cloudApi(page, user, true);

  await enterEmailAndCode(page, user.email, '000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  await page.getByLabel('Digit 1').focus();
  await page.keyboard.type(user.code);
  await expect(page).toHaveURL(/\/dashboard$/);
  const operations = cognito.calls.map((c) => c.operation);
  expect(operations).toEqual(['SignUp', 'InitiateAuth', 'RespondToAuthChallenge', 'RespondToAuthChallenge']);
  expect(cognito.calls[1]?.body).toMatchObject({
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME: user.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
  });
  expect(cognito.calls[3]?.body).toMatchObject({
    ChallengeName: 'EMAIL_OTP',
    ChallengeResponses: { USERNAME: user.email, EMAIL_OTP_CODE: user.code },
  });

  await page.goto('/help');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(cognito.calls.at(-1)).toMatchObject({
    operation: 'RevokeToken',
    body: { Token: expect.stringMatching(/^refresh-/) },
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(cognito.problems).toEqual([]);
});

test('Amplify refreshes an expired access token with the rotating refresh token', async ({ page }) => {
  const user: CognitoUser = {
    sub: 'c0ffee00-0000-4000-8000-000000000003',
    email: 'refresh@example.com',
    code: '246810',
    confirmed: true,
  };
  const cognito = await recordCognito(page, [user], { accessTokenSeconds: 2 });
  const api = await cloudApi(page, user, false);
  await enterEmailAndCode(page, user.email, user.code);
  await expect(page).toHaveURL(/\/onboarding$/);
  const firstBearer = api.bearers.at(-1);
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(cognito.calls.map((c) => c.operation)).toContain('GetTokensFromRefreshToken');
  expect(api.bearers.at(-1)).not.toBe(firstBearer);
  expect(cognito.problems).toEqual([]);
});
