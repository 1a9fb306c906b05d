import { answeringNumbers, closeDialog, createResearchViaApi, openDialog } from './support/a11y-dialogs';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard, uniqueEmail } from './support/session';
import { expect, test } from './support/test';

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

  test('the account dialogs: Credits & Subscription and Choose Your Plan', async ({ page }) => {
    await signUpAndOnboard(page);
    await openDialog(page, /Open credits and subscription/, 'Credits & Subscription');
    await expectAccessible(page, { label: 'Credits & Subscription dialog' });
    await closeDialog(page, 'Credits & Subscription');
    await openDialog(page, 'Upgrade', 'Choose Your Plan');
    await expectAccessible(page, { label: 'Choose Your Plan dialog' });
    await closeDialog(page, 'Choose Your Plan');
  });

  test('the new-research wizard, both steps', async ({ page }) => {
    await signUpAndOnboard(page);
    await page.goto('/new-research');
    const step1 = await openDialog(page, 'Quick form', 'New Research');
    await expectAccessible(page, { label: 'wizard: New Research step' });
    await step1.getByLabel('What do you want to research?').fill('How much are swim lessons?');
    await step1.getByRole('radio', { name: /Custom location/ }).click();
    await step1.getByPlaceholder('City, State or ZIP code').fill('Toronto, ON');
    await step1.getByRole('button', { name: 'Next' }).click();
    const step2 = page.getByRole('dialog', { name: 'What to Ask' });
    await expect(step2).toBeVisible();
    await step2.getByRole('textbox', { name: 'Phone number' }).fill('+14165550100');
    await step2.getByRole('button', { name: 'Add' }).click();
    await expect(step2.getByRole('list', { name: 'Phone numbers' }).getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, { label: 'wizard: What to Ask step' });
  });

  test('the research page running (Stop confirmation) and completed (Follow-Up, Extend)', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { email } = await signUpAndOnboard(page);
    // Enough calls that the research is still running while axe checks it on a slow, busy machine;
    // the confirmation is opened first, while the Stop button surely shows.
    const running = await createResearchViaApi(page, email, answeringNumbers(16, 700));
    await page.goto(`/research/${running}`);
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await openDialog(page, 'Stop', 'Stop this research?');
    await expectAccessible(page, { label: 'Stop confirmation dialog' });
    await closeDialog(page, 'Stop this research?');
    await expectAccessible(page, { label: 'research page, in progress' });

    const done = await createResearchViaApi(page, email, answeringNumbers(2, 760));
    await page.goto(`/research/${done}`);
    await expect(page.getByRole('button', { name: 'Extend' })).toBeVisible({ timeout: 120_000 });
    await expectAccessible(page, { label: 'research page, completed' });
    await openDialog(page, 'Follow-Up', 'Follow-Up Research');
    await expectAccessible(page, { label: 'Follow-Up dialog' });
    await closeDialog(page, 'Follow-Up Research');
    await openDialog(page, 'Extend', 'Extend Research');
    await expectAccessible(page, { label: 'Extend dialog' });
    await closeDialog(page, 'Extend Research');
  });

  test('the continue-previous-chat modal', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpAndOnboard(page);
    await page.goto('/new-research');
    const input = page.getByPlaceholder('Describe what you want to research...');
    await input.fill('Swim lessons for my 6 year old near Toronto');
    await input.press('Enter');
    await expect(page.getByText(/I found \d+ swim schools/)).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, { label: '/new-research with a chat' });
    await expect(input).toBeEnabled();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'New Research' }).filter({ visible: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Continue Previous Chat?' })).toBeVisible();
    await expectAccessible(page, { label: 'Continue Previous Chat? dialog' });
  });
});
