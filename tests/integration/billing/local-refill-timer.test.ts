import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDynamoCreditLedgerStore } from '#functions/adapters/aws/dynamo/credit-ledger-store';
import { createLocalBilling } from '#functions/runtime/local-billing';
import { createBillingFixture } from './billing-fixture';

describe('the local runtime billing', () => {
  it('catches up a missed monthly refill when it starts', async () => {
    const f = await createBillingFixture(new Date('2026-01-20T00:00:00Z'));
    const userId = await f.createUser();
    const clock = { now: () => new Date('2026-03-04T09:00:00Z') };
    const billing = createLocalBilling({
      table: f.table,
      dataDir: mkdtempSync(join(tmpdir(), 'billing-')),
      stripe: {},
      clock,
    });
    expect(billing.deps.payments.demo).toBe(true);
    await billing.start();
    billing.stop();
    const account = await createDynamoCreditLedgerStore(f.table).account(userId);
    expect(account).toMatchObject({ credits: 12, cycleStart: '2026-03-01T00:00:00.000Z' });
  });

  it('refuses a partial Stripe configuration', async () => {
    const f = await createBillingFixture();
    expect(() =>
      createLocalBilling({
        table: f.table,
        dataDir: tmpdir(),
        stripe: { STRIPE_SECRET_KEY: 'sk_test_1' },
        clock: f.clock,
      }),
    ).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_ENTERPRISE together/,
    );
  });
});
