import type { Page } from '@playwright/test';
import { answerLine } from '#functions/adapters/local/phone-network/answer-lines';
import { factFor } from '#functions/adapters/local/phone-network/facts';
import { personaFor } from '#functions/adapters/local/phone-network/persona';
import { parseAsks } from '#functions/core/asks/parse-asks';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

const QUESTION = 'How much is a group lesson, how much is a private lesson, and how much is a trial class?';
const ASKS = parseAsks(QUESTION);

/**
 * Numbers whose simulated business answers and quotes the given count of prices in dollars, one per
 * wanted count in order: two prices make a comparison, three a bar chart (functions/core/call/visualize.ts).
 */
function numbersQuoting(priceCounts: number[], seed: number): string[] {
  const numbers: string[] = [];
  for (let n = seed; numbers.length < priceCounts.length; n += 1) {
    const phone = `+1416555${String(n).padStart(4, '0')}`;
    const persona = personaFor(phone, `Business ${numbers.length + 1}`);
    const quoted = ASKS.filter((ask) => {
      const fact = factFor(persona, ask);
      return fact.status === 'answered' && !fact.unclearFirst && answerLine(fact, persona).includes('$');
    });
    if (persona.line === 'answers' && quoted.length === priceCounts[numbers.length]) numbers.push(phone);
  }
  return numbers;
}

/** Quick form with the profile's street address as the location, then the numbers; ends on the research. */
async function createResearch(page: Page, numbers: string[]) {
  await page.goto('/new-research');
  await page.getByRole('button', { name: 'Quick form' }).click();
  const step1 = page.getByRole('dialog', { name: 'New Research' });
  await step1.getByLabel('What do you want to research?').fill(QUESTION);
  await step1.getByRole('button', { name: 'Next' }).click();
  const step2 = page.getByRole('dialog', { name: 'What to Ask' });
  const phone = step2.getByRole('textbox', { name: 'Phone number' });
  for (const number of numbers) {
    await phone.fill(number);
    await phone.press('Enter');
  }
  await expect(step2.getByRole('list', { name: 'Phone numbers' }).getByRole('listitem')).toHaveCount(
    numbers.length,
  );
  await step2.getByRole('button', { name: 'Start Research' }).click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);
}

test('visualizations of calls are drawn as charts, and Extend works around the profile street address', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const liveSaves: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/preferences/live-updates/'))
      liveSaves.push(request.postDataJSON());
  });
  await createResearch(page, numbersQuoting([2, 3], 500));
  await expect(page.getByText(/^Found \d+ (partial )?matches$/)).toBeVisible({ timeout: 180_000 });
  await expect(page.locator('header p', { hasText: '100 Queen St W, Toronto' })).toBeVisible();

  const figures = page.locator('figure[data-visualization-type]');
  const generate = page.getByRole('button', { name: 'Generate visualization' });
  await expect(generate).toHaveCount(2, { timeout: 30_000 });
  for (const card of await page.locator('article[aria-label^="Business"]').all()) {
    await card.getByRole('button', { name: 'Generate visualization' }).click();
    await expect(card.locator('figure[data-visualization-type]')).toBeVisible({ timeout: 20_000 });
  }
  await expect(figures).toHaveCount(2);

  const types = new Set<string>();
  for (const figure of await figures.all()) {
    const type = (await figure.getAttribute('data-visualization-type')) ?? '';
    types.add(type);
    await expect(figure.locator('figcaption')).toHaveText(/^(Options|Prices) at Business \d/);
    const svg = figure.locator('svg.recharts-surface');
    await expect(svg).toBeVisible();
    const box = await svg.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    // Each quoted price is one drawn bar with a real height or width.
    const bars = figure.locator('.recharts-bar-rectangle path');
    await expect(bars).toHaveCount(type === 'bar' ? 3 : 2);
    for (const bar of await bars.all()) {
      expect(((await bar.getAttribute('d')) ?? '').length).toBeGreaterThan(10);
    }
  }
  expect([...types].sort()).toEqual(['bar', 'comparison']);
  // At 375 px the charts shrink with the page instead of overflowing it.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const svg of await page.locator('figure svg.recharts-surface').all()) {
    await expect.poll(async () => (await svg.boundingBox())?.width ?? 999).toBeLessThanOrEqual(343);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The research searched around the profile's street address; Extend finds businesses near it,
  // and live updates, switched off when the research completed, come back on.
  await page.getByRole('button', { name: 'Extend' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend Research' });
  await extend.getByLabel('Additional context').fill('Also ask about weekend classes.');
  await extend.getByRole('button', { name: 'Review Asks' }).click();
  await expect(extend.getByRole('textbox', { name: 'Question 1', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await extend.getByRole('button', { name: 'Extend Research' }).click();
  await expect(extend).toBeHidden({ timeout: 30_000 });
  const bar = page.getByRole('progressbar', { name: 'Calls completed' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuemax')), { timeout: 30_000 })
    .toBeGreaterThan(2);
  await expect(page.getByRole('switch', { name: 'Live updates' })).toBeChecked();
  expect(liveSaves).toEqual([{ enabled: false }, { enabled: true }]);
});
