import { expectNoSidewaysScroll, numbersFor, QUESTION, tokenFor, useKilometres } from './screens-support';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';
import { wizardStepTwo } from './support/wizard';

test('a finished research says who was reached, tries the others again, charges live and can be deleted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await signUpAndOnboard(page);
  const credits = page.getByTestId('account-credits').filter({ visible: true });
  await expect(credits).toHaveText('100');
  const numbers = numbersFor([['answers'], ['voicemail', 'no_answer']], 7100);
  const token = await tokenFor(page, email);
  const created = await page.request.post('/api/researches', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: QUESTION, location: 'Toronto, ON', phoneNumbers: numbers },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.getByRole('link', { name: 'Researches' }).click();
  await page.goto(`/research/${id}`);

  await expect(page.getByText(/Simulated calls\./)).toBeVisible();
  const outcomes = page.getByTestId('call-outcomes');
  await expect(outcomes).toHaveText(/^2 businesses: 1 reached, 1 (went to voicemail|didn't answer)\.$/, {
    timeout: 60_000,
  });
  // The sidebar learnt of the charge without a reload.
  await expect(credits).toHaveText('97');
  await expect(page.getByText('Found 1 partial match')).toBeVisible();
  const answered = page.getByRole('article', { name: 'Business 1' });
  await expect(answered.getByText('Simulated call')).toBeVisible();
  await answered.getByRole('button', { name: 'Show transcript' }).click();
  await expect(answered.getByText(/Simulated call: the business's side was generated/)).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Download recording of Business 1' })).toBeVisible();
  const time = answered.getByTestId(/^recording-time-/);
  await expect(time).toHaveText(/^0:00 \/ \d+:\d\d$/);
  await answered.getByRole('button', { name: 'Play recording of Business 1' }).click();
  await expect(
    answered.getByRole('slider', { name: 'Position in the recording of Business 1' }),
  ).toBeEnabled();
  await expectAccessible(page, { label: 'research page' });

  await page.getByRole('button', { name: 'Try again (1 business)' }).click();
  await expect(page.getByText('In Progress').first()).toBeVisible();
  await expect(outcomes).toHaveText(/^2 businesses: \d reached/, { timeout: 60_000 });
  await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('article', { name: 'Business 2' })).toHaveCount(2);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this research?' });
  await expectNoSidewaysScroll(page);
  await confirm.getByRole('button', { name: 'Delete research' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/research/${id}`);
  await expect(page.getByRole('heading', { name: 'Research not found' })).toBeVisible();
});

test('the wizard reads numbers in the question, checks postal codes and uses the distance unit', async ({
  page,
}) => {
  const { userId, email } = await signUpAndOnboard(page);
  await useKilometres(page, userId, email);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/new-research');
  await page.getByRole('button', { name: 'Quick form' }).click();
  const step1 = page.getByRole('dialog', { name: 'New Research' });
  await step1
    .getByLabel('What do you want to research?')
    .fill(`${QUESTION} Call 416-555-7101 and (416) 555-7102.`);
  await expect(step1.getByText('Search radius: 8 km')).toBeVisible();
  await step1.getByRole('radio', { name: /Custom location/ }).click();
  await step1.getByPlaceholder('City, State or ZIP code').fill('Toronto 12345');
  await step1.getByRole('button', { name: 'Next' }).click();
  await expect(step1.getByText(/12345 is a US ZIP code/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, { label: 'wizard at 375' });
  await step1.getByPlaceholder('City, State or ZIP code').fill('Toronto, ON M5V 2T6');
  await step1.getByRole('button', { name: 'Next' }).click();
  const step2 = page.getByRole('dialog', { name: 'What to Ask' });
  await expect(step2.getByRole('list', { name: 'Phone numbers' }).getByRole('listitem')).toHaveCount(2);
  await step2.getByRole('button', { name: 'Start Research' }).click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);
  await expect(page.getByText(/Toronto, ON M5V 2T6 · 8 km/)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

for (const width of [1280, 375]) {
  test(`a research the wizard searched shows each business's distance in the unit of the settings (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { userId, email } = await signUpAndOnboard(page);
    await useKilometres(page, userId, email);
    await page.setViewportSize({ width, height: 850 });
    await (await wizardStepTwo(page, 'Do you have swim lessons on Saturdays?'))
      .getByRole('button', { name: 'Start Research' })
      .click();
    await expect(page).toHaveURL(/\/research\/[\w-]+$/);
    const calls = page.locator('article[aria-label]');
    await expect(calls.first()).toBeVisible({ timeout: 30_000 });
    for (const call of await calls.all()) await expect(call).toContainText(/ · [\d.]+ km away/);
    await expect(page.getByText(/miles? away/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, { label: `research with distances (${width} px)` });
  });
}
