import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard, uniqueEmail } from './support/session';

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  test('the login page, both steps', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expectAccessible(page, { label: 'login: e-mail step' });
    await page.getByLabel(/email/i).fill(uniqueEmail('a11y'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expectAccessible(page, { label: 'login: code step' });
  });

  test('every signed-in page', async ({ page }) => {
    await signUpAndOnboard(page);
    for (const [path, heading] of [
      ['/dashboard', 'Your Researches'],
      ['/settings', 'Account Settings'],
      ['/billing', /Billing/],
      ['/help', /Help/],
      ['/terms', /Terms/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectAccessible(page, { label: path });
    }
    await page.goto('/new-research');
    await expect(page.getByRole('heading', { name: 'New Research' }).first()).toBeVisible();
    await expectAccessible(page, { label: '/new-research' });
  });

  test('every signed-in page at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpAndOnboard(page);
    for (const path of ['/dashboard', '/settings', '/billing', '/help']) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await expectAccessible(page, { label: `${path} at 375 px` });
    }
  });
});
