import { beforeAll, describe, expect, it } from 'vitest';
import { createDynamoCreditLedgerStore } from '#functions/adapters/aws/dynamo/credit-ledger-store';
import { createDynamoUserStore } from '#functions/adapters/aws/dynamo/user-store';
import { createConfirmedUserRegistration } from '#functions/core/auth/confirmed-user';
import { createPostConfirmationHandler } from '#functions/events/cognito-post-confirmation';
import { systemClock } from '#functions/ports/clock';
import { createTestTable } from '../support/table';

type Table = Awaited<ReturnType<typeof createTestTable>>;
let table: Table;

beforeAll(async () => {
  table = await createTestTable('cognito');
});

/** The PostConfirmation event as Cognito sends it (AWS Lambda developer guide, Cognito triggers). */
function confirmationEvent(sub: string, email: string, triggerSource = 'PostConfirmation_ConfirmSignUp') {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_AbCdEfGhI',
    userName: sub,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: '4example0client0id0000000' },
    triggerSource,
    request: { userAttributes: { sub, email, email_verified: 'true', 'cognito:user_status': 'CONFIRMED' } },
    response: {},
  };
}

function handler() {
  const users = createDynamoUserStore(table);
  return createPostConfirmationHandler(createConfirmedUserRegistration({ users, clock: systemClock }));
}

describe('Cognito post-confirmation trigger', () => {
  it('creates the profile with 100 welcome credits exactly once under parallel deliveries', async () => {
    const event = confirmationEvent('sub-parallel', 'Parent@Example.com');
    const results = await Promise.all(Array.from({ length: 10 }, () => handler()(event)));
    expect(results.every((r) => r === event)).toBe(true);
    const profile = await createDynamoUserStore(table).getProfile('sub-parallel');
    expect(profile).toMatchObject({ email: 'parent@example.com', credits: 100, subscriptionTier: 'free' });
    const ledger = createDynamoCreditLedgerStore(table, () => new Date());
    const history = await ledger.history('sub-parallel');
    expect(history.filter((e) => e.kind === 'welcome_bonus')).toHaveLength(1);
  });

  it('leaves password-reset confirmations alone', async () => {
    const event = confirmationEvent(
      'sub-reset',
      'reset@example.com',
      'PostConfirmation_ConfirmForgotPassword',
    );
    expect(await handler()(event)).toBe(event);
    expect(await createDynamoUserStore(table).getProfile('sub-reset')).toBeUndefined();
  });

  it('refuses an e-mail that already belongs to another account', async () => {
    await handler()(confirmationEvent('sub-first', 'taken@example.com'));
    await expect(handler()(confirmationEvent('sub-second', 'taken@example.com'))).rejects.toThrow(
      'already belongs to another account',
    );
    expect(await createDynamoUserStore(table).getProfile('sub-second')).toBeUndefined();
  });

  it('rejects an event without an e-mail', async () => {
    const event = confirmationEvent('sub-none', 'x@example.com');
    event.request.userAttributes.email = '';
    await expect(handler()(event)).rejects.toThrow();
  });
});
