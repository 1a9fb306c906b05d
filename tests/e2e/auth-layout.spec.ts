import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/session';
import { expect, test } from './support/test';

/** Signs in through the API and creates a profile with only a name. */
async function signInWithNameOnly(page: Page) {
  const email = uniqueEmail('jump');
  await page.request.post('/api/auth/send-otp', { data: { email } });
  const verified = await page.request.post('/api/auth/verify-otp', { data: { email, token: '123456' } });
  const { accessToken } = (await verified.json()) as { accessToken: string };
  const created = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: 'Named Parent' },
  });
  expect(created.status()).toBe(201);
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.use({ viewport: { width: 375, height: 740 } });

test('login fits a 375 px screen and has no serious accessibility violations on either step', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(uniqueEmail('a11y'));
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByLabel('Digit 1')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a user with a name but no address starts onboarding at step 3, which fits 375 px', async ({ page }) => {
  await signInWithNameOnly(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where are you located?' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('button', { name: 'Add child' }).click();
  expect(await fitsWidth(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});
