import { expectNoSidewaysScroll, expectWithinWidth, numbersFor, QUESTION, tokenFor } from './screens-support';
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
    await expectWithinWidth(page.getByLabel(`Digit ${digit}`), 320, `digit ${digit}`);
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
  await expectWithinWidth(dialog, 375, 'Credits & Subscription');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, { label: 'credits dialog at 375' });
});

test('every dialog of a research and of Settings fits a 375 px screen', async ({ page }) => {
  test.setTimeout(150_000);
  const { email } = await signUpAndOnboard(page);
  const token = await tokenFor(page, email);
  const created = await page.request.post('/api/researches', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: QUESTION, location: 'Toronto, ON', phoneNumbers: numbersFor([['answers']], 7900) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/research/${id}`);
  await expect(page.getByRole('button', { name: 'Extend' })).toBeVisible({ timeout: 60_000 });
  const dialogs: [string, string][] = [
    ['Follow-Up', 'Follow-Up Research'],
    ['Extend', 'Extend Research'],
    ['Delete', 'Delete this research?'],
  ];
  for (const [button, name] of dialogs) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectWithinWidth(dialog, 375, name);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.goto('/settings');
  await page.getByRole('region', { name: 'Children' }).getByRole('button', { name: 'Add child' }).click();
  const child = page.getByRole('dialog', { name: 'Add a child' });
  await expect(child).toBeVisible();
  await expectWithinWidth(child, 375, 'Add a child');
  await expectNoSidewaysScroll(page);
});
