import type { Page } from '@playwright/test';
import { planChangePolicy } from '#shared/domain/plans';
import { signUpAndOnboard } from './support/session';
import { expect, test } from './support/test';

async function payDemo(page: Page, price: string) {
  await expect(page).toHaveURL(/\/billing\/demo-checkout\?session=/);
  await page.getByRole('button', { name: `Pay ${price} (demo)` }).click();
  await expect(page).toHaveURL(/\/billing\?checkout=success$/);
}

test('upgrades never lower the balance and grant each plan its sign-up credits once', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.getByRole('button', { name: 'Upgrade' }).first().click();
  const chooser = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(chooser.getByRole('listitem', { name: 'Pro plan' })).toContainText('500 credits at sign-up');
  await expect(chooser.getByRole('listitem', { name: 'Enterprise plan' })).toContainText(
    '2,000 credits at sign-up',
  );
  await chooser.getByRole('listitem', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }).click();
  await payDemo(page, '$29');
  await expect(page.getByTestId('billing-credits')).toHaveText('600');

  await page.getByRole('button', { name: 'Change Plan' }).click();
  const change = page.getByRole('dialog', { name: 'Change Plan' });
  await expect(change.getByRole('listitem', { name: 'Enterprise plan' })).toContainText(
    '2,000 credits at sign-up',
  );
  await change
    .getByRole('listitem', { name: 'Enterprise plan' })
    .getByRole('button', { name: 'Upgrade' })
    .click();
  await payDemo(page, '$99');
  await expect(page.getByTestId('billing-plan')).toHaveText('Enterprise');
  await expect(page.getByTestId('billing-credits')).toHaveText('2600');
  const history = page.getByRole('list', { name: 'Credit history entries' });
  await expect(history).not.toContainText('Unused credits expired');
  await expect(history.getByRole('listitem').nth(0)).toContainText('Enterprise plan: sign-up credits');

  // Pro is now lower: its button sends the parent to support.
  await page.getByRole('button', { name: 'Change Plan' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Change Plan' })
      .getByRole('listitem', { name: 'Pro plan' })
      .getByRole('link'),
  ).toHaveText('Contact Support');
});

test('the billing page and the FAQ state the same plan-change rule', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/billing');
  await expect(page.getByText(planChangePolicy())).toBeVisible();
  await page.goto('/help');
  await page.getByRole('button', { name: 'How do I change my plan?' }).click();
  await expect(page.getByText(planChangePolicy(), { exact: false })).toBeVisible();
});
