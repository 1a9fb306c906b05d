import { randomUUID } from 'node:crypto';
import { type CycleChange, type LedgerEntry, ledgerEntrySchema } from '#functions/ports/credit-ledger';
import { toAccount } from './credit-account-item';
import { createLedgerWrites } from './credit-ledger-writes';
import { getItem, type TableRef, transactWrite } from './items';
import { keys } from './keys';

/**
 * A new credit cycle in one TransactWrite: the unused balance expires (credits held for calls in
 * progress stay) unless kept, the grant (or a plan's first-time sign-up credits) is added, the
 * cycle start moves, and the event (if any) is recorded. The write is conditional on the balance,
 * the held credits, the cycle start and the plans already given sign-up credits, as just read.
 */
export function createStartCycle(table: TableRef, now: () => Date) {
  const { tableName: TableName } = table;
  const { eventPut, entryPut, retrying } = createLedgerWrites(table, now);
  return async function startCycle(change: CycleChange) {
    return retrying(change.eventId, async () => {
      const item = await getItem(table, keys.profile(change.userId), true);
      if (!item) return 'no_account';
      const account = toAccount(change.userId, item);
      if (change.onlyIfCycleBefore && account.cycleStart >= change.onlyIfCycleBefore) return 'not_due';
      const expired = change.keepBalance ? 0 : Math.max(0, account.credits - account.reservedCredits);
      const signedUp: unknown[] = Array.isArray(item.signUpTiers) ? item.signUpTiers : [];
      const signUp = change.signUp && !signedUp.includes(change.signUp.tier) ? change.signUp : undefined;
      const grant = signUp
        ? { amount: signUp.credits, kind: 'welcome_bonus' as const, description: signUp.description }
        : { amount: change.grant, kind: change.grantKind, description: change.grantDescription };
      const afterExpiry = account.credits - expired;
      const at = now();
      const entry = (
        amount: number,
        kind: LedgerEntry['kind'],
        description: string,
        balanceAfter: number,
        ms: number,
      ) =>
        ledgerEntrySchema.parse({
          id: randomUUID(),
          userId: change.userId,
          amount,
          kind,
          description,
          balanceAfter,
          createdAt: new Date(at.getTime() + ms).toISOString(),
        });
      const entries = [
        ...(expired > 0 ? [entry(-expired, 'cycle_expiry', 'Unused credits expired', afterExpiry, 0)] : []),
        ...(grant.amount > 0
          ? [entry(grant.amount, grant.kind, grant.description, afterExpiry + grant.amount, 1)]
          : []),
      ];
      const hadCycle = typeof item.creditsCycleStart === 'string';
      await transactWrite(table, [
        {
          Update: {
            TableName,
            Key: keys.profile(change.userId),
            UpdateExpression: `SET credits = :after, creditsCycleStart = :cycle${change.tier ? ', subscriptionTier = :tier' : ''}${
              signUp ? ', signUpTiers = list_append(if_not_exists(signUpTiers, :none), :signUpTier)' : ''
            }`,
            ConditionExpression: `credits = :balance AND (reservedCredits = :reserved OR (attribute_not_exists(reservedCredits) AND :reserved = :zero)) AND ${
              hadCycle ? 'creditsCycleStart = :oldCycle' : 'attribute_not_exists(creditsCycleStart)'
            }${signUp ? ' AND (attribute_not_exists(signUpTiers) OR NOT contains(signUpTiers, :signUpTierName))' : ''}`,
            ExpressionAttributeValues: {
              ':after': afterExpiry + grant.amount,
              ...(signUp
                ? { ':none': [], ':signUpTier': [signUp.tier], ':signUpTierName': signUp.tier }
                : {}),
              ':cycle': change.cycleStart,
              ':balance': account.credits,
              ':reserved': account.reservedCredits,
              ':zero': 0,
              ...(hadCycle ? { ':oldCycle': item.creditsCycleStart } : {}),
              ...(change.tier ? { ':tier': change.tier } : {}),
            },
          },
        },
        ...entries.map(entryPut),
        ...(change.eventId ? [eventPut(change.eventId)] : []),
      ]);
      return 'applied';
    });
  };
}
