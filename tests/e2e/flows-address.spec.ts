import type { Page } from '@playwright/test';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

const SAVED = 'Settings saved successfully!';

async function save(page: Page, label: 'Primary Address' | 'Secondary Address', line: string) {
  await page.getByLabel(label).fill(line);
  await page.getByRole('button', { name: 'Save Changes' }).click();
}

test('an address saved in Settings is what Settings, a reload and the wizard use next', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/settings');
  const primary = page.getByLabel('Primary Address');
  const secondary = page.getByLabel('Secondary Address');
  await expect(primary).toHaveValue('100 Queen St W, Toronto, ON');

  for (const [line, saved] of [
    ['123 Main St Springfield IL 62701', '123 Main St, Springfield, IL 62701'],
    ['55 Bloor St W, Toronto, ON M4W 1A5', '55 Bloor St W, Toronto, ON M4W 1A5'],
  ] as const) {
    await save(page, 'Primary Address', line);
    await expect(page.getByRole('status')).toHaveText(SAVED);
    await expect(primary).toHaveValue(saved);
    await page.reload();
    await expect(primary).toHaveValue(saved);
  }
  await save(page, 'Secondary Address', 'Mississauga, ON');
  await expect(page.getByRole('status')).toHaveText(SAVED);
  await page.reload();
  await expect(secondary).toHaveValue('Mississauga, ON');

  await page.goto('/new-research');
  await page.getByRole('button', { name: 'Quick form' }).click();
  const step1 = page.getByRole('dialog', { name: 'New Research' });
  await expect(step1.getByRole('radio', { name: /Primary location/ })).toHaveAccessibleName(
    /55 Bloor St W, Toronto, ON M4W 1A5/,
  );
  await expect(step1.getByRole('radio', { name: /Secondary location/ })).toHaveAccessibleName(
    /Mississauga, ON/,
  );

  // Clearing the secondary address clears it everywhere.
  await page.goto('/settings');
  await save(page, 'Secondary Address', '');
  await expect(page.getByRole('status')).toHaveText(SAVED);
  await page.reload();
  await expect(secondary).toHaveValue('');
});

test('an address that cannot be saved gets a clear error, never a false success', async ({ page }) => {
  const { userId } = await signUpAndOnboard(page);
  await page.goto('/settings');
  const primary = page.getByLabel('Primary Address');
  for (const [line, message] of [
    ['Toronto, ZZ', '"ZZ" is not a US state or Canadian province.'],
    ['Mississauga, ON', 'Please add the street to your primary address'],
    ['Toronto', 'Please add the street to your primary address'],
    ['', 'Please enter your primary address'],
  ] as const) {
    await save(page, 'Primary Address', line);
    await expect(page.getByText(message, { exact: false })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  }
  await page.reload();
  await expect(primary).toHaveValue('100 Queen St W, Toronto, ON');

  // The API refuses the same lines with the same messages.
  const token = await page.evaluate(async () => {
    const refreshed = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
    return ((await refreshed.json()) as { accessToken: string }).accessToken;
  });
  for (const [line, message] of [
    ['123 Main St', /^Add the city after the street/],
    ['Mississauga, ON', /^Please add the street to your primary address/],
  ] as const) {
    const refused = await page.request.patch(`/api/users/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { primaryAddress: line },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(message);
  }
});
