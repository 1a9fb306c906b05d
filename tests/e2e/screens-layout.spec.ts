import { expectNoSidewaysScroll } from './screens-support';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard, uniqueEmail } from './support/session';
import { expect, test } from './support/test';

test('the sign-in code boxes fit a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('narrow'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  for (let digit = 1; digit <= 6; digit += 1) {
    const box = await page.getByLabel(`Digit ${digit}`).boundingBox();
    expect(box, `digit ${digit} is not shown`).not.toBeNull();
    expect(box?.x ?? -1, `digit ${digit} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `digit ${digit} ends right of the screen`).toBeLessThanOrEqual(
      320,
    );
  }
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, { label: 'sign-in code at 320' });
});

test('no page scrolls sideways at 375 px, and dialogs fit', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/dashboard', '/settings', '/billing', '/help', '/terms', '/new-research']) {
    await page.goto(path);
    await expect(page.locator('main, #root').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expect(page.locator('body')).not.toContainText(/establishment/i);
  }
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /credits, .* plan\. Open credits and subscription/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, { label: 'credits dialog at 375' });
});
