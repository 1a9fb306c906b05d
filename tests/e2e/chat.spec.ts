import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

const SCREENS = join(import.meta.dirname, '../../test-results/screens');
const PROMPT = 'Swim lessons for my 6 year old near Toronto';

async function chatAboutSwimLessons(page: Page) {
  await page.goto('/new-research');
  await expect(page.getByRole('heading', { name: 'Start Your Research' })).toBeVisible();
  const input = page.getByPlaceholder('Describe what you want to research...');
  await input.fill(PROMPT);
  await input.press('Enter');
  await expect(page.getByText(/I found \d+ swim schools near Toronto with phone numbers/)).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Research Data' });
  await expect(panel.getByTestId('search-place-card')).toBeVisible();
  return panel;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a chat about swim lessons ends in a research calling three confirmed businesses', async ({ page }) => {
  await signUpAndOnboard(page);
  const panel = await chatAboutSwimLessons(page);
  await expect(panel.getByText(PROMPT, { exact: true })).toBeVisible();
  await expect(panel.getByText('Search', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Research' })).toBeDisabled();
  await page.screenshot({ path: join(SCREENS, 'chat-1280.png') });
  await expectAccessible(page, { label: 'chat screen' });

  await panel.getByRole('button', { name: 'Map It - Find Businesses' }).click();
  const results = panel.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThanOrEqual(3);
  for (const text of await results.allInnerTexts()) expect(text).toMatch(/\+1 \(\d{3}\) 555-01\d{2}/);
  for (const i of [0, 1, 2]) await results.nth(i).getByRole('checkbox').check();
  await expect(panel.getByText(/^3 selected/)).toBeVisible();

  await panel.getByRole('button', { name: 'Confirm Selection (3 places)' }).click();
  await expect(panel.getByRole('heading', { name: 'Places to Call (3)' })).toBeVisible();
  await expect(panel.getByTestId('place-card')).toHaveCount(3);
  await expect(panel.getByTestId('search-place-card')).toHaveCount(0);

  // At 375 px the panel opens in place of the chat and holds the same places.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Show Research Data (3)' }).click();
  await expect(panel.getByTestId('place-card').first()).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'chat-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Back to chat' }).click();
  await expect(page.getByPlaceholder('Describe what you want to research...')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  const start = page.getByRole('button', { name: 'Start Research' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);
  await expect(page.getByRole('progressbar')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('research_session_id'))).toBeNull();
});

test('coming back offers to continue the previous chat, and both choices behave as described', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await chatAboutSwimLessons(page);
  await expect(page.getByPlaceholder('Describe what you want to research...')).toBeEnabled();
  const firstId = await page.evaluate(() => sessionStorage.getItem('research_session_id'));

  // In-app navigation (a full reload would also work, but rapid reloads race the token refresh).
  const comeBack = async () => {
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'New Research' }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Continue Previous Chat?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Swim schools near Toronto')).toBeVisible();
    return dialog;
  };
  await (await comeBack()).getByRole('button', { name: 'Continue Previous' }).click();
  await expect(page.getByText(PROMPT).first()).toBeVisible();
  await expect(page.getByText(/I found \d+ swim schools/)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('research_session_id'))).toBe(firstId);

  await (await comeBack()).getByRole('button', { name: 'Start New Chat' }).click();
  await expect(page.getByRole('heading', { name: 'Start Your Research' })).toBeVisible();
  const secondId = await page.evaluate(() => sessionStorage.getItem('research_session_id'));
  expect(secondId).toMatch(/^session_\d+_[a-z0-9]{7}$/);
  expect(secondId).not.toBe(firstId);
});
