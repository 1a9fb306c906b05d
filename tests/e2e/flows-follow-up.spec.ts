import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

test('the follow-up question gets its full 500 characters, whatever the businesses picked', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.getByRole('button', { name: 'Load sample researches' }).click();
  await page.getByText('Swim lessons for a 6-year-old on weekends').click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);

  // The dialog reads when each business can be called again before the rows are picked.
  const limits = page.waitForResponse((r) => r.url().endsWith('/call-again'));
  await page.getByRole('button', { name: 'Follow-Up' }).click();
  expect((await limits).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Follow-Up Research' });
  const choices = dialog.locator('input[type=checkbox]:not([disabled])');
  await expect(choices.first()).toBeVisible();
  for (const choice of await choices.all()) await choice.check();
  const question = dialog.getByLabel('Your follow-up question');
  await question.fill('q'.repeat(520));
  await expect(question).toHaveValue('q'.repeat(500));
  await expect(dialog.getByText('500/500')).toBeVisible();

  await dialog.getByRole('button', { name: 'Review Asks' }).click();
  await expect(dialog.getByRole('heading', { name: 'What to ask each business' })).toBeVisible();
  await expect(dialog.getByText('Splitting your question...')).toBeHidden();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/research-extensions'));
  await dialog.getByRole('button', { name: 'Start Follow-Up' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog).toBeHidden();
});
