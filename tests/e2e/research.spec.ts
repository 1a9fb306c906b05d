import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { personaFor } from '#functions/adapters/local/phone-network/persona';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

const SCREENS = join(import.meta.dirname, '../../test-results/screens');
const QUESTION = 'How much are swim lessons for a 5 year old?';

/** Numbers whose simulated business picks up for this question (the simulation is deterministic). */
function answeringNumbers(count: number, seed: number): string[] {
  const numbers: string[] = [];
  for (let n = seed; numbers.length < count; n += 1) {
    const phone = `+1416555${String(n).padStart(4, '0')}`;
    if (personaFor(phone, `Business ${numbers.length + 1}`).line === 'answers') numbers.push(phone);
  }
  return numbers;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
}

/** Dashboard → New Research → Quick form → both wizard steps; ends on the new research's page. */
async function createInWizard(page: Page, numbers: string[], screenshots = false) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'New Research' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/new-research$/);
  await page.getByRole('button', { name: 'Quick form' }).click();
  const step1 = page.getByRole('dialog', { name: 'New Research' });
  await step1.getByLabel('What do you want to research?').fill(QUESTION);
  // The custom-location path of the wizard (the profile's street address is covered in visualizations.spec.ts).
  await step1.getByRole('radio', { name: /Custom location/ }).click();
  await step1.getByPlaceholder('City, State or ZIP code').fill('Toronto, ON');
  if (screenshots) await shoot(page, 'wizard');
  await step1.getByRole('button', { name: 'Next' }).click();
  const step2 = page.getByRole('dialog', { name: 'What to Ask' });
  const phone = step2.getByRole('textbox', { name: 'Phone number' });
  for (const [i, number] of numbers.entries()) {
    await phone.fill(number);
    if (i % 2 === 0) await phone.press('Enter');
    else await step2.getByRole('button', { name: 'Add' }).click();
  }
  await expect(step2.getByRole('list', { name: 'Phone numbers' }).getByRole('listitem')).toHaveCount(
    numbers.length,
  );
  await step2.getByRole('button', { name: 'Start Research' }).click();
  await expect(page).toHaveURL(/\/research\/[\w-]+$/);
}

/** Plays the first recording: the audio element learns a duration above zero, then pauses. */
async function expectRecordingPlays(page: Page) {
  await page
    .getByRole('button', { name: /^Play recording of / })
    .first()
    .click({ timeout: 15_000 });
  // A polled evaluate, not waitForFunction: that one evals a string, which the page's CSP forbids.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('audio')].some((a) => a.duration > 0)), {
      timeout: 15_000,
    })
    .toBe(true);
  const pause = page.getByRole('button', { name: /^Pause recording of / }).first();
  await expect(pause).toBeVisible();
  await pause.click();
}

const progressValue = async (bar: Locator) => Number(await bar.getAttribute('aria-valuenow'));
const SUMMARY =
  /^(Found \d+ (partial )?match(es)?|Inconclusive: \d+ of \d+ businesses answered|No responses received)$/;

test('a research made in the Quick form is followed live, explained by evidence, followed up and extended', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  await createInWizard(page, answeringNumbers(3, 100), true);

  // Progress moves without a reload: the marker set on this document must survive.
  await page.evaluate('window.sameDocument = true');
  const bar = page.getByRole('progressbar', { name: 'Calls completed' });
  await expect(bar).toHaveAttribute('aria-valuemax', '3');
  const seen = new Set<number>([await progressValue(bar)]);
  await expect
    .poll(
      async () => {
        seen.add(await progressValue(bar));
        return Math.max(...seen);
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(3);
  expect(seen.size, `progress values seen: ${[...seen].join(', ')}`).toBeGreaterThan(1);
  await expect(page.getByText('Found 3 matches')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate('window.sameDocument === true')).toBe(true);
  await expect(page.getByRole('heading', { name: 'All Calls (3)' })).toBeVisible();

  // A transcript opens, scrolling inside its 16rem panel.
  await page.getByRole('button', { name: 'Show transcript' }).first().click();
  await expect(page.getByTestId('transcript').first()).toBeVisible();

  await expectRecordingPlays(page);

  // An evidence link shows its quote on hover and lands on the quoted, highlighted turn.
  // Calls with answers link each answer to its quote; calls without, each extracted value.
  const evidence = page.locator('a[data-answer-turn], a[data-evidence-turn]').first();
  await evidence.hover();
  const tip = (await page.getByRole('tooltip').first().textContent()) ?? '';
  const quote = (/“(.+)”/.exec(tip)?.[1] ?? tip).trim();
  expect(quote.length).toBeGreaterThan(0);
  await evidence.click();
  const turn = page.locator('li[aria-current="true"]');
  await expect(turn).toBeVisible();
  await expect(turn).toBeInViewport();
  await expect(turn).toBeFocused();
  expect((await turn.textContent())?.toLowerCase()).toContain(quote.toLowerCase());
  await shoot(page, 'research-detail');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Follow-up on two businesses.
  await page.getByRole('button', { name: 'Follow-Up' }).click();
  const followUp = page.getByRole('dialog', { name: 'Follow-Up Research' });
  const choices = followUp.locator('input[type=checkbox]:not([disabled])');
  await choices.nth(0).check();
  await choices.nth(1).check();
  await followUp.getByLabel('Your follow-up question').fill('Do you have any weekend openings?');
  // The asks split from the follow-up are shown for review before any call starts.
  await followUp.getByRole('button', { name: 'Review Asks' }).click();
  await expect(followUp.getByLabel('Question 1', { exact: true })).toHaveValue(/weekend openings/i);
  await followUp.getByRole('button', { name: 'Start Follow-Up' }).click();
  await expect(followUp).toBeHidden();
  await expect(bar).toHaveAttribute('aria-valuemax', '5');
  await expect(page.getByRole('heading', { name: 'All Calls (5)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Follow-up', { exact: true })).toHaveCount(2);
  await expect(page.getByText(SUMMARY)).toBeVisible({ timeout: 150_000 });

  // Extend with new businesses near the same location.
  await page.getByRole('button', { name: 'Extend' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend Research' });
  await extend.getByLabel('Additional context').fill('Also ask whether they offer a sibling discount.');
  await extend.getByRole('button', { name: 'Review Asks' }).click();
  await expect(extend.getByRole('textbox', { name: 'Question 1', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await extend.getByRole('button', { name: 'Extend Research' }).click();
  await expect(extend).toBeHidden();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuemax')), { timeout: 30_000 })
    .toBeGreaterThan(5);
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
});

test('a running research is stopped mid-way after the confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  await createInWizard(page, answeringNumbers(8, 300));
  await page.getByRole('button', { name: 'Stop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop this research?' });
  await confirm.getByRole('button', { name: 'Stop Research' }).click();
  // Stopping hangs up the calls in flight first, which can take a while on a busy machine.
  await expect(confirm).toBeHidden({ timeout: 60_000 });
  await expect(page.getByText('Incomplete', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restart Research' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Live updates' })).toHaveCount(0);
  const bar = page.getByRole('progressbar', { name: 'Calls completed' });
  expect(await progressValue(bar)).toBeLessThan(8);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Researches' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(QUESTION.replace(/\?/g, '\\?')) })).toBeVisible();
  await shoot(page, 'dashboard');
});
