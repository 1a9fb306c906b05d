import { tokenFor, useKilometres } from './screens-support';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

const QUESTION = 'Swim lessons near Toronto. In January, what is the monthly fee?';

test("a chat research keeps the parent's question and the place it named", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { userId, email } = await signUpAndOnboard(page);
  // The profile lives elsewhere, so the research's place can only come from the question.
  const token = await tokenFor(page, email);
  const moved = await page.request.patch(`/api/users/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { primaryStreet: '1 Rideau St', primaryCity: 'Ottawa', primaryState: 'ON' },
  });
  expect(moved.status()).toBe(200);
  await page.goto('/new-research');
  const input = page.getByPlaceholder('Describe what you want to research...');
  await input.fill(QUESTION);
  await input.press('Enter');
  await expect(page.locator('[data-search-status="found"]').first()).toHaveText(/^Found \d+ business(es)?$/);
  const panel = page.getByRole('complementary', { name: 'Research Data' });
  await expect(panel.getByTestId('search-place-card')).toBeVisible();
  await expect(panel.getByText('View Raw JSON')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Map It - Find Businesses' }).click();
  const results = panel.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toContainText(/ · [\d.]+ miles? away/);
  await results.nth(0).getByRole('checkbox').check();
  await panel.getByRole('button', { name: /Confirm Selection \(1 place/ }).click();
  await page.getByRole('button', { name: 'Start Research' }).click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUESTION);
  await expect(page.getByText(/^Toronto · 5 miles$/)).toBeVisible();
});

test('a chat research searches near the place said within the radius said, or the place picked in the card', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  await page.goto('/new-research');
  const input = page.getByPlaceholder('Describe what you want to research...');
  await input.fill('Swim lessons for my 6 year old');
  await input.press('Enter');
  await expect(page.getByText(/Where should I look/)).toBeVisible();
  await input.fill('Mississauga, ON please, within about 10 miles');
  await input.press('Enter');
  await expect(page.locator('[data-search-status="found"]').first()).toHaveText(/^Found \d+ business(es)?$/);
  const panel = page.getByRole('complementary', { name: 'Research Data' });
  const card = panel.getByTestId('search-place-card');
  await expect(card.getByText(/^Location:/)).toHaveText('Location: Mississauga, ON');

  // A place picked in the card is saved: it is still the card's after a reload.
  await card.getByRole('button', { name: 'Enter a location...' }).click();
  await card.getByRole('textbox', { name: 'Custom location' }).fill('Oakvil');
  const saved = page.waitForResponse((r) => r.url().endsWith('/metadata') && r.request().method() === 'POST');
  await card.getByRole('button', { name: /^Oakville, ON/ }).click();
  await expect(card.getByText(/^Location:/)).toHaveText(/^Location: Oakville, ON/);
  const picked = (await card.getByText(/^Location:/).textContent())?.replace('Location: ', '') ?? '';
  await saved;
  // A reload continues the session it shows.
  await page.reload();
  await expect(card.getByText(/^Location:/)).toHaveText(`Location: ${picked}`);
  // A later message is read again, and the chat's place does not replace the one picked by hand.
  const reread = page.waitForResponse(
    (r) => r.url().endsWith('/metadata') && r.request().method() === 'POST',
  );
  await input.fill('Do they have classes on Saturdays?');
  await input.press('Enter');
  await reread;
  await expect(card.getByText(/^Location:/)).toHaveText(`Location: ${picked}`);

  await card.getByRole('button', { name: 'Map It - Find Businesses' }).click();
  const results = panel.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await results.nth(0).getByRole('checkbox').check();
  await panel.getByRole('button', { name: /Confirm Selection \(1 place/ }).click();
  await page.getByRole('button', { name: 'Start Research' }).click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);
  await expect(page.getByText(`${picked} · 10 miles`, { exact: true })).toBeVisible();
});

test('chat search results show distances in the unit of the settings', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { userId, email } = await signUpAndOnboard(page);
  await useKilometres(page, userId, email);
  await page.goto('/new-research');
  const input = page.getByPlaceholder('Describe what you want to research...');
  await input.fill('Find swim schools near Toronto. What is the monthly fee?');
  await input.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Research Data' });
  await panel.getByRole('button', { name: 'Map It - Find Businesses' }).click();
  const results = panel.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toContainText(/ · [\d.]+ km away/);
  await expect(panel.getByText(/miles? away/)).toHaveCount(0);
});

test('a chat search that finds nothing says so, never that it is done', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/new-research');
  const input = page.getByPlaceholder('Describe what you want to research...');
  await input.fill('Find swim schools near Qqxzzyville. What is the monthly fee?');
  await input.press('Enter');
  const status = page.locator('[data-search-status]').first();
  await expect(status).toHaveAttribute('data-search-status', 'failed', { timeout: 60_000 });
  await expect(status).toHaveText(/^(No businesses found|Business search failed)/);
  await expect(page.getByText(/search done|Found \d+ business/)).toHaveCount(0);
});
