import type { Page } from '@playwright/test';
import { signUpAndOnboard, uniqueEmail } from './support/session';
import { expect, test } from './support/test';

async function signInThroughUi(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect(page.getByText('123456')).toBeVisible();
  await page.getByLabel('Digit 1').focus();
  await page.keyboard.type('123456');
}

test('a new user signs in, onboards with two children and an address, keeps the session, signs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('onboard');
  await signInThroughUi(page, email);

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('Your name').fill('  Dana Parent ');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Tell us about your children' })).toBeVisible();
  // A reload stays on the step it was on.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tell us about your children' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  for (const [i, child] of [
    ['Ava', '7', 'female'],
    ['Leo', '4', 'male'],
  ].entries()) {
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const card = page.getByRole('group', { name: `Child ${i + 1}` });
    await card.getByLabel('Name').fill(child[0] as string);
    await card.getByLabel('Age').fill(child[1] as string);
    await card.getByLabel('Gender').click();
    const gender = child[2] as string;
    await page
      .getByRole('option', { name: `${gender[0]?.toUpperCase()}${gender.slice(1)}`, exact: true })
      .click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Where are you located?' })).toBeVisible();
  // Going back to step 2 and on again must not duplicate the children.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('group', { name: 'Child 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText('Please enter your primary address')).toBeVisible();
  const primary = page.getByRole('group', { name: 'Primary Location' });
  await primary.getByLabel('Street address').fill('100 Queen St W');
  await primary.getByLabel('City').fill('Toronto');
  await primary.getByLabel('Province/State').fill('ON');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const refreshed = await page.request.post('/api/auth/refresh');
  const session = (await refreshed.json()) as { accessToken: string; user: { id: string } };
  const listed = await page.request.get(`/api/users/${session.user.id}/children`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const children = (await listed.json()) as { name: string }[];
  expect(children.map((c) => c.name).sort()).toEqual(['Ava', 'Leo']);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong code shows the server message and clears the boxes', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('wrong'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Digit 1').focus();
  await page.keyboard.type('000000');
  await expect(page.getByText('Invalid verification code')).toBeVisible();
  await expect(page.getByLabel('Digit 1')).toHaveValue('');
  await expect(page.getByLabel('Digit 1')).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('signUpAndOnboard lands on the dashboard and settings save the name', async ({ page }) => {
  const { email } = await signUpAndOnboard(page, { name: 'Sam Helper' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expect(page.getByLabel('Primary Address')).toHaveValue('100 Queen St W, Toronto, ON');
  await page.getByLabel('Full Name').fill('Sam Renamed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Sam Renamed');
});

test('rapid reloads of the dashboard that abort the token refresh keep the user signed in', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  for (let i = 0; i < 5; i += 1) {
    const refreshSent = page.waitForRequest((r) => r.url().endsWith('/api/auth/refresh'));
    await page.reload({ waitUntil: 'commit' });
    // Reload again as soon as the refresh is on its way, so its response (the new cookie) is lost.
    await refreshSent;
  }
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Researches' })).toBeVisible();
});
