import { expect, test } from '@playwright/test';

test('the root path ends at /login with the brand and "Welcome"', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Askaround', { exact: true })).toBeVisible();
  await expect(page.getByText('Real answers from local businesses')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('an unknown path redirects to /login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
});

test('a private page sends a visitor to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
