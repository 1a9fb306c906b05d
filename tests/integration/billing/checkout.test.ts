import { beforeAll, describe, expect, it } from 'vitest';
import { createBillingFixture, PRICES } from './billing-fixture';

type Fixture = Awaited<ReturnType<typeof createBillingFixture>>;
let f: Fixture;

beforeAll(async () => {
  f = await createBillingFixture();
});

const startCheckout = (userId: string, tier: string, priceId: string) =>
  f.call('POST', '/api/stripe/create-checkout-session', { userId, body: JSON.stringify({ priceId, tier }) });

const sessionOf = (url: unknown) => new URL(String(url)).searchParams.get('session') ?? '';

describe('checkout through the demo checkout', () => {
  it('upgrades a free user to Pro: the balance is kept and the 500 sign-up credits are granted', async () => {
    const userId = await f.createUser();
    f.clock.current = new Date('2026-03-15T10:01:00Z');
    const started = await startCheckout(userId, 'pro', PRICES.pro);
    expect(started.status).toBe(200);
    expect(String(started.json.url)).toMatch(/^https?:\/\/localhost:3000\/billing\/demo-checkout\?session=/);
    const sessionId = sessionOf(started.json.url);
    const described = await f.call('GET', '/api/stripe/demo-checkout/{sessionId}', {
      userId,
      params: { sessionId },
    });
    expect(described.json).toEqual({ tier: 'pro', planName: 'Pro', price: 29, monthlyCredits: 150 });
    const confirmed = await f.call('POST', '/api/stripe/demo-checkout/{sessionId}/confirm', {
      userId,
      params: { sessionId },
    });
    expect(confirmed).toEqual({ status: 200, json: { tier: 'pro', credits: 600 } });
    const again = await f.call('POST', '/api/stripe/demo-checkout/{sessionId}/confirm', {
      userId,
      params: { sessionId },
    });
    expect(again.json).toEqual({ tier: 'pro', credits: 600 });
    const history = await f.call('GET', '/api/credits/history', { userId });
    expect(
      (history.json.entries as { amount: number; type: string }[]).map((e) => [e.amount, e.type]),
    ).toEqual([
      [500, 'credit'],
      [100, 'credit'],
    ]);
    const account = await f.call('GET', '/api/billing/account', { userId });
    expect(account.json).toMatchObject({
      tier: 'pro',
      credits: 600,
      hasBillingAccount: true,
      demoCheckout: true,
    });
    expect(account.json.nextRefillAt).toBe('2026-04-15T10:01:00.000Z');
  });

  it("answers 404 for another user's demo session and for a forged one", async () => {
    const owner = await f.createUser();
    const other = await f.createUser();
    const sessionId = sessionOf((await startCheckout(owner, 'enterprise', PRICES.enterprise)).json.url);
    const stolen = await f.call('POST', '/api/stripe/demo-checkout/{sessionId}/confirm', {
      userId: other,
      params: { sessionId },
    });
    expect(stolen.status).toBe(404);
    const forged = await f.call('GET', '/api/stripe/demo-checkout/{sessionId}', {
      userId: owner,
      params: { sessionId: `${sessionId.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged.status).toBe(404);
    expect((await f.ledger.account(other))?.tier).toBe('free');
  });

  it('refuses a price that is not the plan’s, and plans that are not higher', async () => {
    const userId = await f.createUser();
    expect((await startCheckout(userId, 'pro', PRICES.enterprise)).status).toBe(400);
    expect((await startCheckout(userId, 'free', 'price_x')).status).toBe(400);
    const sessionId = sessionOf((await startCheckout(userId, 'enterprise', PRICES.enterprise)).json.url);
    await f.call('POST', '/api/stripe/demo-checkout/{sessionId}/confirm', { userId, params: { sessionId } });
    const lower = await startCheckout(userId, 'pro', PRICES.pro);
    expect(lower.status).toBe(409);
    expect(lower.json.message).toBe('To move to a lower plan, please contact support.');
    expect((await startCheckout(userId, 'enterprise', PRICES.enterprise)).status).toBe(409);
  });

  it('opens the portal only for paid plans', async () => {
    const userId = await f.createUser();
    const free = await f.call('POST', '/api/stripe/create-portal-session', { userId });
    expect(free.status).toBe(409);
    const sessionId = sessionOf((await startCheckout(userId, 'pro', PRICES.pro)).json.url);
    await f.call('POST', '/api/stripe/demo-checkout/{sessionId}/confirm', { userId, params: { sessionId } });
    const paid = await f.call('POST', '/api/stripe/create-portal-session', { userId });
    expect(paid.status).toBe(200);
    expect(String(paid.json.url)).toMatch(/^https?:\/\/localhost:3000\/billing\?portal=demo$/);
  });

  it('requires sign-in for credit history', async () => {
    expect((await f.call('GET', '/api/credits/history')).status).toBe(401);
  });
});
