import { test as baseTest } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '#shared/contracts/security-headers';
import { expect, isCspViolation, test } from './support/test';

test('the root path ends at /login with the brand and "Welcome"', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Askaround Local Research', { exact: true })).toBeVisible();
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

// Plain Playwright here: this test provokes a violation on purpose, which the shared fixture would fail.
baseTest(
  'the page runs under the production Content-Security-Policy, and a violation is reported',
  async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (isCspViolation(message)) violations.push(message.text());
    });
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(violations).toEqual([]);
    // An injected inline script: the policy allows scripts from the app's own files only.
    const inlineRan = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inlineRan = "yes"';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return document.body.dataset.inlineRan === 'yes';
    });
    expect(inlineRan).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  },
);
