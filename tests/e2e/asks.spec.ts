import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Ask } from '#shared/contracts/asks';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';
import { wizardStepTwo } from './support/wizard';

const SCREENS = join(import.meta.dirname, '../../test-results/screens');
const QUESTION =
  'For my 6 year old: do you have Saturday swim classes, what is the monthly fee, and is there a sibling discount?';
const NUMBERS = ['+14165550121', '+14165550122', '+14165550123'];

/** No sideways scroll of the page itself: only the comparison's own box may scroll. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
}

/** Creates a research with these asks through the API for the signed-in e-mail. */
async function createWithAsks(page: Page, email: string, asks: Ask[]): Promise<string> {
  const verified = await page.request.post('/api/auth/verify-otp', { data: { email, token: '123456' } });
  const { accessToken } = (await verified.json()) as { accessToken: string };
  const created = await page.request.post('/api/researches', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query: QUESTION, location: 'Toronto, ON', phoneNumbers: NUMBERS, asks },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

for (const width of [1280, 375]) {
  test(`the wizard shows the derived asks, takes edits and starts with them (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signUpAndOnboard(page);
    const step2 = await wizardStepTwo(page, QUESTION);
    const asks = step2.getByRole('list', { name: 'Things to ask' }).getByRole('listitem');
    await expect(asks.first()).toBeVisible();
    expect(await asks.count()).toBeGreaterThanOrEqual(3);
    await expectAccessible(page, { label: `wizard asks (${width} px)` });
    if (width === 375) await shoot(page, 'wizard-asks-375');

    const count = await asks.count();
    await step2
      .getByLabel('Question 1', { exact: true })
      .fill('Do you have swim classes on Saturday mornings?');
    await step2.getByRole('button', { name: `Remove question ${count}` }).click();
    await step2.getByRole('button', { name: 'Another question' }).click();
    const added = step2.getByLabel(`Question ${count}`, { exact: true });
    await expect(added).toBeFocused();
    await added.fill('How long is each class?');
    await step2.getByRole('combobox', { name: `Answer type of question ${count}` }).click();
    await page.getByRole('option', { name: 'Duration' }).click();
    for (const number of NUMBERS) {
      await step2.getByRole('textbox', { name: 'Phone number' }).fill(number);
      await step2.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await step2.getByRole('button', { name: 'Start Research' }).click();

    await expect(page).toHaveURL(/\/research\/[\w-]+$/);
    const comparison = page.getByRole('table');
    await expect(comparison.getByRole('columnheader', { name: /Saturday mornings/ })).toBeVisible({
      timeout: 120_000,
    });
    await expect(comparison.getByRole('columnheader', { name: /How long is each class/ })).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
  });
}

test('answers by ask with their quotes, compared and linked to the transcript, at 1280 and 375 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await signUpAndOnboard(page);
  const asks: Ask[] = [
    { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
    { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
    { key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' },
  ];
  const id = await createWithAsks(page, email, asks);
  await page.goto(`/research/${id}`);
  await expect(page.getByRole('button', { name: 'Extend' })).toBeVisible({ timeout: 180_000 });

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Business',
    ...asks.map((a) => new RegExp(a.label.replace(/\?/g, '\\?'))),
  ]);
  // One row per business, and no cell left blank.
  const rows = table.getByRole('rowheader');
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.count()).toBeLessThanOrEqual(NUMBERS.length);
  for (const cell of await table.getByRole('cell').allInnerTexts()) expect(cell.trim()).not.toBe('');

  // Each call card lists every ask with an answer or a status.
  const answers = page.getByRole('heading', { name: 'Answers', exact: true }).first().locator('xpath=..');
  for (const ask of asks) await expect(answers.locator('dt', { hasText: ask.label })).toBeVisible();
  // A confidence shows only beside an answer its quote backs.
  for (const answer of await answers.locator('dl > div').all()) {
    if ((await answer.locator('a[data-answer-turn]').count()) > 0) {
      await expect(answer.locator('dd').first()).toContainText(/\d+% confidence/);
    } else await expect(answer).not.toContainText('% confidence');
  }
  await expectAccessible(page, { label: 'research page with answers (1280 px)' });

  // At 375 px only the comparison's own box scrolls sideways, the business names staying in view.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(table).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  const name = rows.first();
  const before = await name.boundingBox();
  const scrolled = await table.evaluate((el) => {
    const box = el.parentElement as HTMLElement;
    box.scrollLeft = box.scrollWidth;
    return box.scrollLeft;
  });
  expect(scrolled, 'the comparison scrolls in its own box').toBeGreaterThan(0);
  expect((await name.boundingBox())?.x).toBe(before?.x);
  await table.evaluate((el) => {
    (el.parentElement as HTMLElement).scrollLeft = 0;
  });
  // The answers and their quotes read at 375 px too.
  for (const ask of asks) await expect(answers.locator('dt', { hasText: ask.label })).toBeVisible();
  await expect(page.getByRole('link', { name: /\(show in the transcript\)/ }).first()).toBeVisible();
  await expectAccessible(page, { label: 'research page with answers (375 px)' });
  await shoot(page, 'research-answers-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A cell links to its quote: the quote shows on hover and the transcript turn holding it is highlighted.
  const quoted = table.locator('a[data-answer-turn]').first();
  await quoted.hover();
  const tip = (await page.getByRole('tooltip').first().textContent()) ?? '';
  const quote = (/“(.+)”/.exec(tip)?.[1] ?? '').trim();
  expect(quote.length).toBeGreaterThan(0);
  await quoted.click();
  const turn = page.locator('li[aria-current="true"]');
  await expect(turn).toBeInViewport();
  expect((await turn.textContent())?.toLowerCase()).toContain(quote.toLowerCase());
});
