import { expectAccessible } from './support/axe';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

test('a free user upgrades to Pro through the demo checkout', async ({ page }) => {
  await signUpAndOnboard(page);
  await expect(page.getByTestId('account-credits').first()).toHaveText('100');

  await page.getByRole('button', { name: 'Upgrade' }).first().click();
  const chooser = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('listitem', { name: 'Free plan' }).getByRole('button')).toBeDisabled();
  await chooser.getByRole('listitem', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL(/\/billing\/demo-checkout\?session=/);
  await expect(page.getByText('Demo checkout — no real payment')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
  await expectAccessible(page, { label: 'demo checkout' });
  await page.getByRole('button', { name: 'Pay $29 (demo)' }).click();

  await expect(page).toHaveURL(/\/billing\?checkout=success$/);
  await expect(page.getByTestId('billing-plan')).toHaveText('Pro');
  await expect(page.getByTestId('billing-credits')).toHaveText('600');
  await expect(page.getByTestId('account-credits').first()).toHaveText('600');
  await expect(page.getByTestId('account-plan').first()).toHaveText('Pro');
  const history = page.getByRole('list', { name: 'Credit history entries' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Pro plan: sign-up credits');
  await expect(history.getByRole('listitem').nth(0)).toContainText('+500');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Welcome bonus');
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await expectAccessible(page, { label: 'billing page' });

  await page.getByRole('button', { name: 'Change Plan' }).click();
  const change = page.getByRole('dialog', { name: 'Change Plan' });
  await expect(change.getByRole('listitem', { name: 'Pro plan' }).getByRole('button')).toHaveText(
    'Current Plan',
  );
  await expect(change.getByRole('listitem', { name: 'Pro plan' }).getByRole('button')).toBeDisabled();
  await expect(change.getByRole('listitem', { name: 'Enterprise plan' }).getByRole('button')).toHaveText(
    'Upgrade',
  );
});

test('a free user sees no Manage Subscription and the next refill on the 1st', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Free');
  await expect(page.getByRole('button', { name: 'Change Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const expected = first.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByRole('region', { name: 'Next Refill' })).toContainText(expected);
  await expect(page.getByRole('region', { name: 'Next Refill' })).toContainText('+12 credits');
});

test('help keeps one FAQ answer open at a time, and a second click closes it', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/help');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const credits = faq.getByRole('button', { name: 'How do credits work?' });
  const rollover = faq.getByRole('button', { name: 'Do unused credits roll over?' });
  await credits.click();
  await expect(credits).toHaveAttribute('aria-expanded', 'true');
  await rollover.click();
  await expect(rollover).toHaveAttribute('aria-expanded', 'true');
  await expect(credits).toHaveAttribute('aria-expanded', 'false');
  await rollover.click();
  await expect(rollover).toHaveAttribute('aria-expanded', 'false');
});

test('on a 375 px phone the header credits open Credits & Subscription', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const header = page.locator('header');
  await header.getByRole('button', { name: /100 credits, Free plan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Credits & Subscription' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('+12 credits')).toBeVisible();
  await expect(
    dialog.getByRole('listitem', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }),
  ).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.keyboard.press('Escape');
  await page.goto('/billing');
  await expect(page.getByTestId('billing-credits')).toHaveText('100');
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test("Help's search for refund shows only matching questions", async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/help');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  // Eight topics of the product, plus what happens to businesses that were not reached.
  await expect(faq.getByRole('button')).toHaveCount(9);
  await page.getByRole('searchbox', { name: 'Search for help' }).fill('REFUND');
  await expect(faq.getByRole('button')).toHaveCount(1);
  await expect(faq.getByRole('button')).toHaveText('Can I get a refund?');
  await faq.getByRole('button', { name: 'Can I get a refund?' }).click();
  await expect(
    faq.getByText('Credits are non-refundable and non-transferable.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for help' }).fill('zebra');
  await expect(faq.getByText('No results found for “zebra”')).toBeVisible();
  await expectAccessible(page, { label: 'help page' });
});

test('the terms page has 16 sections, Back and Contact Support', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/help');
  await page.getByRole('link', { name: 'View terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(16);
  await expect(page.getByText('You must be 18 years of age or older')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:support@askaround\.app/,
  );
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/help$/);
});
