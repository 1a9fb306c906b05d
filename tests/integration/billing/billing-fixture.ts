import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import Stripe from 'stripe';
import { createDynamoCreditLedgerStore } from '#functions/adapters/aws/dynamo/credit-ledger-store';
import { createDynamoUserStore } from '#functions/adapters/aws/dynamo/user-store';
import { createDemoPayments } from '#functions/adapters/local/demo-payments';
import type { BillingDeps } from '#functions/core/billing/deps';
import { newProfile, welcomeEntry } from '#functions/core/users/new-profile';
import { createBillingRoutes } from '#functions/http/billing';
import { createApiHandler } from '#functions/http/dispatch';
import { createTestTable } from '../support/table';

export const WEBHOOK_SECRET = 'whsec_integration_test_secret';
export const PRICES = { pro: 'price_test_pro', enterprise: 'price_test_enterprise' };

/** Billing on a fresh DynamoDB Local table, the demo payments, a settable clock and the API. */
export async function createBillingFixture(start = new Date('2026-03-15T10:00:00Z')) {
  const table = await createTestTable('billing');
  const clock = { current: start, now: () => clock.current };
  const ledger = createDynamoCreditLedgerStore(table, () => clock.now());
  const users = createDynamoUserStore(table);
  const demo = createDemoPayments({
    sessionKey: randomBytes(32),
    webhookSecret: WEBHOOK_SECRET,
    priceIds: PRICES,
    now: () => clock.now(),
  });
  const deps: BillingDeps = { ledger, payments: demo, demoCheckout: demo, clock };
  const api = createApiHandler(createBillingRoutes({ billing: deps }), async (token) =>
    token.startsWith('user:') ? token.slice(5) : null,
  );

  /** A profile with the 100 welcome credits and its ledger entry, as sign-up writes them. */
  async function createUser(createdAt = clock.now()) {
    const id = `u${randomUUID().replaceAll('-', '')}`;
    const at = createdAt.toISOString();
    const profile = { ...newProfile(id, `${id}@example.com`, at), name: 'Test', onboardingCompleted: true };
    await users.createProfile(profile, welcomeEntry(id, at));
    return id;
  }

  /** Calls a billing route as API Gateway would. */
  async function call(
    method: string,
    resource: string,
    opts: {
      userId?: string;
      body?: string;
      headers?: Record<string, string>;
      params?: Record<string, string>;
    } = {},
  ) {
    const path = resource.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(opts.params?.[name] ?? ''),
    );
    const event: APIGatewayProxyEvent = {
      resource,
      path,
      httpMethod: method,
      headers: {
        host: 'localhost:3000',
        ...(opts.userId ? { authorization: `Bearer user:${opts.userId}` } : {}),
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      multiValueHeaders: {},
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: opts.params ?? null,
      stageVariables: null,
      body: opts.body ?? null,
      isBase64Encoded: false,
      requestContext: {} as APIGatewayProxyEvent['requestContext'],
    };
    const response = await api(event);
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  /** Posts a payload to the webhook signed with `secret` (the right one by default). */
  function deliver(payload: string, secret = WEBHOOK_SECRET) {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return call('POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': signature } });
  }

  const sumOfLedger = async (userId: string) =>
    (await ledger.history(userId)).reduce((sum, entry) => sum + entry.amount, 0);

  return { table, clock, ledger, demo, deps, createUser, call, deliver, sumOfLedger };
}

/** An `invoice.paid` event for a customer and price, as Stripe's API 2025+ shapes it. */
export function invoicePaidEvent(
  customer: string,
  price: string,
  periodStart: Date,
  reason = 'subscription_create',
) {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'invoice.paid',
    data: {
      object: {
        id: `in_${randomUUID().slice(0, 8)}`,
        object: 'invoice',
        customer,
        billing_reason: reason,
        lines: {
          data: [
            {
              period: { start: periodStart.getTime() / 1000, end: 0 },
              pricing: { price_details: { price } },
            },
          ],
        },
      },
    },
  });
}
