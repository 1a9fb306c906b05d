import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';
import { wizardStepTwo } from './support/wizard';

const LONG_NAME = 'Askaround Local Research';

test('the long display name is the page title, the sign-in header and named in the Terms', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(new RegExp(`^${LONG_NAME}`));
  await expect(page.getByText(LONG_NAME, { exact: true })).toBeVisible();
  await signUpAndOnboard(page);
  await page.goto('/terms');
  await expect(page.getByText(`using ${LONG_NAME} (the service)`)).toBeVisible();
});

test('at 375 px the header shows the plan name beside the credits, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpAndOnboard(page);
  const header = page.locator('header');
  await expect(header.getByTestId('account-credits')).toHaveText('100');
  await expect(header.getByTestId('account-plan')).toBeVisible();
  await expect(header.getByTestId('account-plan')).toHaveText('Free');
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
});

test("the local 'seed' flag loads the sample researches once", async ({ page }) => {
  await signUpAndOnboard(page);
  await page.evaluate(() => window.localStorage.setItem('seed', '1'));
  const seeded = page.waitForResponse((r) => r.url().endsWith('/api/demo/seed') && r.status() === 200);
  await page.reload();
  await seeded;
  await expect(page.getByText('Swim lessons for a 6-year-old on weekends')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('seed'))).toBeNull();
});

test('a new demo account can load the sample researches from the empty dashboard', async ({ page }) => {
  await signUpAndOnboard(page);
  await expect(page.getByRole('heading', { name: 'No researches yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Load sample researches' }).click();
  await expect(page.getByText('Daycare openings for a toddler this fall')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load sample researches' })).toBeHidden();
});

test('wizard step 2 says how many businesses of which kind will be called and the most it costs', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  const step2 = await wizardStepTwo(
    page,
    'Not swimming this time: any gymnastics clubs with open gym on Saturdays?',
  );
  const plan = step2.getByTestId('call-plan');
  await expect(plan).toHaveText(
    'We will call up to 5 gymnastics clubs within 5 miles of Toronto, ON. Each answered call costs 3 credits: at most 15 credits. You have 100 credits.',
  );
  await expect(step2).not.toContainText('test number');
  const phone = step2.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('+14165550100');
  await phone.press('Enter');
  await phone.fill('+14165550101');
  await expect(plan).toHaveText(
    'We will call the 2 numbers you added. Each answered call costs 3 credits: at most 6 credits. You have 100 credits.',
  );
});

test('wizard step 2 keeps a number that cannot be called in its field and says why', async ({ page }) => {
  await signUpAndOnboard(page);
  const step2 = await wizardStepTwo(page, 'Do you have swim lessons on Saturdays?');
  const phone = step2.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toHaveAttribute('placeholder', '+1 416 555 0100');
  await phone.fill('416 555');
  await phone.press('Enter');
  await expect(phone).toHaveValue('416 555');
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number, e.g. +1 416 555 0100');
  await step2.getByRole('button', { name: 'Start Research' }).click();
  await expect(page).toHaveURL(/\/new-research$/);
  await expect(step2.getByRole('list', { name: 'Phone numbers' })).toBeHidden();
});
