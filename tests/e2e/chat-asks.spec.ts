import type { Page } from '@playwright/test';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

const PIANO =
  "I'm looking for piano teachers for my 8 year old. Do you have Saturday morning lessons, what does a 30-minute lesson cost, and is there a registration fee?";

async function say(page: Page, text: string) {
  const input = page.getByPlaceholder('Describe what you want to research...');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Research Data' });
const askFields = (page: Page) => panelOf(page).getByRole('textbox', { name: /^Question \d$/ });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a place typed in the chat is the search location, and the saved address is offered', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404 && r.url().includes('/api/sessions/')) failed.push(r.url());
  });
  await signUpAndOnboard(page);
  await page.goto('/new-research');
  await say(page, PIANO);
  await expect(page.getByText(/Where should I look for music schools\?/)).toBeVisible();
  const card = panelOf(page).getByTestId('search-place-card');
  await expect(card.getByText('Please enter a location to search.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Map It - Find Businesses' })).toBeDisabled();
  await say(page, 'Toronto, ON');
  await expect(page.getByText(/I found \d+ music schools near Toronto, ON/)).toBeVisible();
  await expect(card.getByText(/^Location:/)).toHaveText('Location: Toronto, ON');
  await expect(card.getByRole('button', { name: 'Map It - Find Businesses' })).toBeEnabled();
  await expect(card.getByRole('button', { name: '100 Queen St W, Toronto, ON' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('the assistant describes and adds to the asks as edited in the card, and a reload keeps them', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.goto('/new-research');
  await say(page, PIANO);
  await expect(page.getByText(/Where should I look for music schools\?/)).toBeVisible();
  await expect(askFields(page)).toHaveCount(3);
  await askFields(page).nth(2).fill('How much is the registration fee?');
  await panelOf(page).getByRole('button', { name: 'Another question' }).click();
  await askFields(page).nth(3).fill('Do you teach complete beginners?');
  await say(page, 'Toronto, ON');
  await expect(
    page.getByText(
      /I'll ask each of them: .*How much is the registration fee\? .*Do you teach complete beginners\?/,
    ),
  ).toBeVisible();

  await say(page, 'Please also ask whether a parent has to stay during the lesson.');
  await expect(askFields(page)).toHaveCount(5);
  await expect(askFields(page).nth(4)).toHaveValue(/parent have to stay during the lesson\?$/i);
  await expect(page.getByText(/I added .*parent have to stay during the lesson/i)).toBeVisible();

  await expect(page.getByPlaceholder('Describe what you want to research...')).toBeEnabled();
  await page.reload();
  await expect(page.getByText('Please also ask whether a parent has to stay')).toBeVisible();
  await expect(askFields(page)).toHaveCount(5);
  await expect(askFields(page).nth(2)).toHaveValue('How much is the registration fee?');
  await expect(
    panelOf(page)
      .getByTestId('search-place-card')
      .getByText(/^Location:/),
  ).toHaveText('Location: Toronto, ON');
});
