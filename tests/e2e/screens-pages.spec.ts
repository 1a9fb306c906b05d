import { expectNoSidewaysScroll } from './screens-support';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

test('terms and help name the operator and say how long a research takes', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  const terms = page.getByRole('main');
  await expect(terms).toContainText('governed by the laws of the Province of Ontario, Canada');
  await expect(terms).toContainText('support@askaround.app or to Askaround, 100 Queen St W');
  await expect(terms).not.toContainText(/\[(Company Name|Jurisdiction|Street Address)\]/);
  await expectAccessible(page, { label: 'terms' });

  await page.goto('/help');
  await page.getByRole('button', { name: 'How long does a research take?' }).click();
  await expect(page.getByText(/normally done in 3 to 5 minutes/)).toBeVisible();
  await page.getByRole('button', { name: 'What happens when a business does not answer?' }).click();
  await expect(page.getByText(/Choose Try again to call those businesses once more/)).toBeVisible();
  await expect(page.getByText('Write to support@askaround.app. We reply within 24 hours.')).toBeVisible();
  await expectAccessible(page, { label: 'help' });
});

test('unknown pages and researches say so, with a way back', async ({ page }) => {
  await signUpAndOnboard(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/research/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Research not found' })).toBeVisible();
    await expectAccessible(page, { label: `research not found at ${width}` });
  }
  await page.getByRole('link', { name: 'Back to your researches' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Account Settings: children with years and months, and preferences the app uses', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/settings');
  const children = page.getByRole('region', { name: 'Children' });
  await expect(children.getByText('No children added yet.')).toBeVisible();

  await children.getByRole('button', { name: 'Add child' }).click();
  const add = page.getByRole('dialog', { name: 'Add a child' });
  await add.getByLabel('Name').fill('Mia');
  await add.getByLabel('Age (years)').fill('0');
  await add.getByRole('button', { name: 'Save child' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please enter the child age in years and months');
  await add.getByLabel('and months').selectOption('8');
  await add.getByLabel('Needs (optional)').fill('Allergic to peanuts');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, { label: 'add child dialog' });
  await add.getByRole('button', { name: 'Save child' }).click();
  await expect(add).toBeHidden();
  await expect(children.getByText('8 months')).toBeVisible();
  await expect(children.getByText('Needs: Allergic to peanuts')).toBeVisible();

  await children.getByRole('button', { name: 'Edit Mia' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit child' });
  await edit.getByLabel('Age (years)').fill('4');
  await edit.getByLabel('and months').selectOption('6');
  await edit.getByLabel('Gender (optional)').selectOption('female');
  await edit.getByRole('button', { name: 'Save child' }).click();
  await expect(children.getByText('4 years 6 months · female')).toBeVisible();

  const share = page.getByRole('switch', { name: 'Share child details on calls' });
  await expect(share).toHaveAttribute('aria-checked', 'false');
  await share.click();
  await expect(share).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'Kilometres' }).check();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Share child details on calls' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('radio', { name: 'Kilometres' })).toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, { label: 'settings at 375' });

  await page.getByRole('region', { name: 'Children' }).getByRole('button', { name: 'Remove Mia' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove child' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No children added yet.')).toBeVisible();
});

test('a dropped connection shows an offline notice, keeps the user signed in and resumes', async ({
  page,
  context,
}) => {
  await signUpAndOnboard(page);
  await context.setOffline(true);
  await expect(page.getByText(/You're offline/)).toBeVisible();
  // The server is unreachable on a reload: the signed-in user still sees their pages, not the sign-in form.
  await context.setOffline(false);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Researches' })).toBeVisible();
  await expect(page.getByRole('button', { name: /send code/i })).toHaveCount(0);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await page.unroute('**/api/**');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Test Parent');
});
