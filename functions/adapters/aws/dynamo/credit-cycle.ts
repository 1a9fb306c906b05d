import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type CycleChange, type LedgerEntry, ledgerEntrySchema } from '../../../ports/credit-ledger';
import { toAccount } from './credit-account-item';
import { createLedgerWrites } from './credit-ledger-writes';
import { getItem, type TableRef } from './items';
import { keys } from './keys';

/**
 * A new credit cycle in one TransactWrite: the unused balance expires (credits held for calls in
 * progress stay), the grant is added, the cycle start moves, and the event (if any) is recorded.
 * The write is conditional on the balance, the held credits and the cycle start just read.
 */
export function createStartCycle(table: TableRef, now: () => Date) {
  const { doc, tableName: TableName } = table;
  const { eventPut, entryPut, retrying } = createLedgerWrites(table, now);
  return async function startCycle(change: CycleChange) {
    return retrying(change.eventId, async () => {
      const item = await getItem(table, keys.profile(change.userId), true);
      if (!item) return 'no_account';
      const account = toAccount(change.userId, item);
      if (change.onlyIfCycleBefore && account.cycleStart >= change.onlyIfCycleBefore) return 'not_due';
      const expired = Math.max(0, account.credits - account.reservedCredits);
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
        ...(change.grant > 0
          ? [entry(change.grant, change.grantKind, change.grantDescription, afterExpiry + change.grant, 1)]
          : []),
      ];
      const hadCycle = typeof item.creditsCycleStart === 'string';
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName,
                Key: keys.profile(change.userId),
                UpdateExpression: `SET credits = :after, creditsCycleStart = :cycle${change.tier ? ', subscriptionTier = :tier' : ''}`,
                ConditionExpression: `credits = :balance AND (reservedCredits = :reserved OR (attribute_not_exists(reservedCredits) AND :reserved = :zero)) AND ${
                  hadCycle ? 'creditsCycleStart = :oldCycle' : 'attribute_not_exists(creditsCycleStart)'
                }`,
                ExpressionAttributeValues: {
                  ':after': afterExpiry + change.grant,
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
          ],
        }),
      );
      return 'applied';
    });
  };
}
