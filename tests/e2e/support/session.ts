import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A fresh e-mail address, unique across tests and runs. */
export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

/**
 * Signs a fresh user in through the API (so the refresh cookie lands in the browser context),
 * creates and completes their profile, then opens /dashboard and waits for it.
 */
export async function signUpAndOnboard(
  page: Page,
  opts: { email?: string; name?: string } = {},
): Promise<{ email: string; userId: string }> {
  const email = opts.email ?? uniqueEmail();
  const api = page.request;
  const sent = await api.post('/api/auth/send-otp', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const verified = await api.post('/api/auth/verify-otp', { data: { email, token: '123456' } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { accessToken, user } = (await verified.json()) as { accessToken: string; user: { id: string } };
  const headers = { authorization: `Bearer ${accessToken}` };
  const created = await api.post('/api/users', { headers, data: { name: '' } });
  expect([201, 409], await created.text()).toContain(created.status());
  const patched = await api.patch(`/api/users/${user.id}`, {
    headers,
    data: {
      name: opts.name ?? 'Test Parent',
      primaryStreet: '100 Queen St W',
      primaryCity: 'Toronto',
      primaryState: 'ON',
      onboardingCompleted: true,
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Researches' })).toBeVisible();
  return { email, userId: user.id };
}
