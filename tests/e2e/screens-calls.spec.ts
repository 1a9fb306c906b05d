import type { Page } from '@playwright/test';
import { numbersFor, QUESTION, tokenFor } from './screens-support';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';
import { wizardStepTwo } from './support/wizard';

/** Creates a research through the API for the signed-in parent; returns its id. */
async function createResearch(page: Page, token: string, data: Record<string, unknown>) {
  const created = await page.request.post('/api/researches', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: QUESTION, location: 'Toronto, ON', ...data },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('credits on the dashboard and the billing page go down while calls are charged, without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndOnboard(page);
  const token = await tokenFor(page, email);
  const header = page.getByTestId('account-credits').filter({ visible: true });
  // Each answered call is charged 3 credits once it ends.
  await createResearch(page, token, { phoneNumbers: numbersFor([['answers']], 7300) });
  await page.goto('/dashboard');
  await expect(header).toHaveText('100');
  await expect(header).toHaveText('97', { timeout: 60_000 });

  await createResearch(page, token, { phoneNumbers: numbersFor([['answers']], 7350) });
  await page.goto('/billing');
  await expect(page.getByTestId('billing-credits')).toHaveText('97');
  await expect(page.getByTestId('billing-credits')).toHaveText('94', { timeout: 60_000 });
  await expect(header).toHaveText('94');
  await expect(page.getByTestId('billing-plan')).toHaveText(/Free/);
});

test('the agent tells businesses about the child only when the Settings switch allows it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUpAndOnboard(page);
  const token = await tokenFor(page, email);
  const child = await page.request.post('/api/children', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Sam', age: 6, gender: 'male', needs: 'Peanut allergy' },
  });
  expect(child.status(), await child.text()).toBe(201);

  for (const [share, seed] of [
    [true, 7400],
    [false, 7500],
  ] as const) {
    await page.goto('/settings');
    const sharing = page.getByRole('switch', { name: 'Share child details on calls' });
    await expect(sharing).toHaveAttribute('aria-checked', String(!share));
    await sharing.click();
    await expect(sharing).toHaveAttribute('aria-checked', String(share));

    const step2 = await wizardStepTwo(page, QUESTION);
    await step2.getByRole('textbox', { name: 'Phone number' }).fill(numbersFor([['answers']], seed)[0] ?? '');
    await step2.getByRole('button', { name: 'Add', exact: true }).click();
    await step2.getByRole('button', { name: 'Start Research' }).click();
    await expect(page).toHaveURL(/\/research\/[\w-]+$/);

    const call = page.locator('article[aria-label]').first();
    await expect(call.getByRole('button', { name: 'Show transcript' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 60_000 });
    await call.getByRole('button', { name: 'Show transcript' }).click();
    const transcript = call.getByRole('region', { name: /^Transcript of / });
    await expect(transcript).toContainText('This call may be recorded.');
    if (share)
      await expect(transcript).toContainText("It's for their 6-year-old son, who has peanut allergy.");
    else await expect(transcript).not.toContainText(/peanut|6-year-old|\bson\b/);
  }
});

test('a recording lasts as long as the call says', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndOnboard(page);
  const token = await tokenFor(page, email);
  const id = await createResearch(page, token, { phoneNumbers: numbersFor([['answers']], 7800) });
  await page.goto(`/research/${id}`);
  const call = page.getByRole('article', { name: 'Business 1' });
  const play = call.getByRole('button', { name: 'Play recording of Business 1' });
  await expect(play).toBeVisible({ timeout: 60_000 });
  const time = call.getByTestId(/^recording-time-/);
  const total = ((await time.textContent()) ?? '').split(' / ')[1];
  expect(total).toMatch(/^\d+:\d\d$/);
  await play.click();
  const audio = call.locator('audio');
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(0);
  const seconds = await audio.evaluate((el: HTMLAudioElement) => Math.round(el.duration));
  const [minutes, rest] = (total ?? '0:00').split(':').map(Number);
  expect(Math.abs(seconds - ((minutes ?? 0) * 60 + (rest ?? 0)))).toBeLessThanOrEqual(1);
});

test('a recording whose audio cannot be loaded says so', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndOnboard(page);
  const token = await tokenFor(page, email);
  const id = await createResearch(page, token, { phoneNumbers: numbersFor([['answers']], 7600) });
  await page.route(
    (url) => url.searchParams.has('signature'),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(`/research/${id}`);
  const call = page.getByRole('article', { name: 'Business 1' });
  const play = call.getByRole('button', { name: 'Play recording of Business 1' });
  await expect(play).toBeVisible({ timeout: 60_000 });
  await play.click();
  await expect(call.getByRole('alert')).toHaveText('The recording could not be loaded.');
  await expectAccessible(page, { label: 'research page with a failed recording' });
});

test('the raw JSON of a chat shows only once developer mode is on in Settings', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndOnboard(page);
  await page.goto('/new-research');
  const input = page.getByPlaceholder('Describe what you want to research...');
  await input.fill('Find swim schools near Toronto. What is the monthly fee?');
  await input.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Research Data' });
  await expect(panel.getByText('Original query')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText('View Raw JSON')).toHaveCount(0);

  await page.goto('/settings');
  const developer = page.getByRole('switch', { name: 'Developer mode' });
  await expect(developer).toHaveAttribute('aria-checked', 'false');
  await developer.click();
  await expect(developer).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('link', { name: 'Researches' }).click();
  await page.getByRole('link', { name: 'New Research' }).filter({ visible: true }).first().click();
  await page
    .getByRole('dialog', { name: 'Continue Previous Chat?' })
    .getByRole('button', { name: 'Continue Previous' })
    .click();
  await expect(panel.getByText('View Raw JSON')).toBeVisible();
  await expectAccessible(page, { label: 'chat with raw JSON' });
});

test('Extend places every call it promises and asks what the added context asks', async ({ page }) => {
  test.setTimeout(240_000);
  const { email } = await signUpAndOnboard(page);
  const token = await tokenFor(page, email);
  const id = await createResearch(page, token, { phoneNumbers: numbersFor([['answers']], 7700) });
  await page.goto(`/research/${id}`);
  await page.getByRole('button', { name: 'Extend' }).click({ timeout: 60_000 });
  const extend = page.getByRole('dialog', { name: 'Extend Research' });
  await expect(extend.getByText('Add context and we will call 5 more businesses.')).toBeVisible();
  await extend.getByLabel('Additional context').fill('Also, do you offer a sibling discount?');
  await extend.getByRole('button', { name: 'Review Asks' }).click();
  // The research's asks, then the question the context adds.
  await expect(extend.getByRole('textbox', { name: 'Question 1', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(extend.getByRole('textbox', { name: /^Question \d$/ }).last()).toHaveValue(
    /sibling discount/i,
  );
  await extend.getByRole('button', { name: 'Extend Research' }).click();
  await expect(extend).toBeHidden({ timeout: 30_000 });
  const bar = page.getByRole('progressbar', { name: 'Calls completed' });
  await expect(bar).toHaveAttribute('aria-valuemax', '6', { timeout: 30_000 });
  await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 180_000 });
  await expect(page.locator('article[aria-label]')).toHaveCount(6);
  await expect(
    page.getByRole('table').getByRole('columnheader', { name: /sibling discount/i }),
  ).toBeVisible();
});
