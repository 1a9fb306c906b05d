import type { Page } from '@playwright/test';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

async function send(page: Page, text: string) {
  await page.goto('/new-research');
  const input = page.getByPlaceholder('Describe what you want to research...');
  await input.fill(text);
  await input.press('Enter');
  return page.getByRole('complementary', { name: 'Research Data' });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('businesses named with numbers in chat are callable at once', async ({ page }) => {
  await signUpAndOnboard(page);
  const panel = await send(
    page,
    'Please phone Sunny Swim School 647 555 0123 and Bright Aquatics 647-555-0456',
  );
  await expect(
    page.getByText(/I'll call Sunny Swim School \(\+1 \(647\) 555-0123\) and Bright Aquatics/),
  ).toBeVisible();
  await expect(page.getByText(/Where should I look/)).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Places to Call (2)' })).toBeVisible();
  const cards = panel.getByTestId('place-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Sunny Swim School');
  await expect(cards.nth(0).getByRole('textbox', { name: 'Phone' })).toHaveValue('+16475550123');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Bright Aquatics');
  await expect(cards.nth(1).getByRole('textbox', { name: 'Phone' })).toHaveValue('+16475550456');
  await expect(panel.getByTestId('search-place-card')).toHaveCount(0);
  const start = page.getByRole('button', { name: 'Start Research' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);
  await expect(page.getByText('Sunny Swim School').first()).toBeVisible();
});

test('a search card appears when the parent asks to find businesses, and can be removed (and brought back)', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  const panel = await send(page, "Call Joe's Pizza (416-555-0199) and find two more pizzerias near Toronto");
  const search = panel.getByTestId('search-place-card');
  await expect(search).toBeVisible();
  await expect(panel.getByTestId('place-card').getByRole('heading')).toHaveText("Joe's Pizza");
  await expect(panel.getByTestId('place-card').getByRole('textbox', { name: 'Phone' })).toHaveValue(
    '+14165550199',
  );
  await expect(page.getByRole('button', { name: 'Start Research' })).toBeDisabled();
  await expect(panel.getByTestId('call-plan')).toHaveText(
    'Find the businesses of each search with "Map It - Find Businesses", or remove the search, to start. We will call the business in Places to Call. Each answered call costs 3 credits: at most 3 credits. You have 100 credits.',
  );
  await search.getByRole('button', { name: /^Remove the search / }).click();
  await expect(search).toHaveCount(0);
  const undo = panel.getByRole('button', { name: /^Undo removing / });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toBeVisible();
  await search.getByRole('button', { name: /^Remove the search / }).click();
  await expect(search).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Research' })).toBeEnabled();
});
