import type { Locator, Page } from '@playwright/test';

/** Opens the quick-form wizard, fills step 1 (the question, a custom location) and returns step 2. */
export async function wizardStepTwo(
  page: Page,
  question: string,
  location = 'Toronto, ON',
): Promise<Locator> {
  await page.goto('/new-research');
  await page.getByRole('button', { name: 'Quick form' }).click();
  const step1 = page.getByRole('dialog', { name: 'New Research' });
  await step1.getByLabel('What do you want to research?').fill(question);
  await step1.getByRole('radio', { name: /Custom location/ }).click();
  await step1.getByPlaceholder('City, State or ZIP code').fill(location);
  await step1.getByRole('button', { name: 'Next' }).click();
  return page.getByRole('dialog', { name: 'What to Ask' });
}
