import { type CreditLedgerStore, ledgerEntrySchema } from '#functions/ports/credit-ledger';
import { PutCommand, ScanCommand } from './commands';
import { toAccount } from './credit-account-item';
import { createStartCycle } from './credit-cycle';
import { createLedgerWrites } from './credit-ledger-writes';
import { getItem, isConditionFailure, parseItem, queryAll, type TableRef, transactWrite } from './items';
import { keys } from './keys';

/**
 * The credit ledger on the single table: the balance is the profile's `credits`, each change is
 * one TransactWrite of the balance (conditional on the value just read) with its ledger entries
 * and, for provider events, the processed-event marker, so an event applies once.
 */
export function createDynamoCreditLedgerStore(
  table: TableRef,
  now: () => Date = () => new Date(),
): CreditLedgerStore {
  const { doc, tableName: TableName } = table;

  const { eventPut, retrying } = createLedgerWrites(table, now);
  const startCycle = createStartCycle(table, now);

  return {
    async account(userId) {
      const item = await getItem(table, keys.profile(userId), true);
      return item ? toAccount(userId, item) : undefined;
    },
    async history(userId, limit = 200) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.ledgerPrefix },
        ScanIndexForward: false,
        ConsistentRead: true,
      });
      return items.slice(0, limit).map((item) => parseItem(ledgerEntrySchema, item));
    },
    startCycle,
    async setPlan({ userId, tier, customerId, eventId }) {
      return retrying(eventId, async () => {
        const item = await getItem(table, keys.profile(userId), true);
        if (!item) return 'no_account';
        await transactWrite(table, [
          {
            Update: {
              TableName,
              Key: keys.profile(userId),
              UpdateExpression: `SET subscriptionTier = :tier${customerId ? ', stripeCustomerId = :customer' : ''}`,
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: {
                ':tier': tier,
                ...(customerId ? { ':customer': customerId } : {}),
              },
            },
          },
          ...(customerId
            ? [
                {
                  Put: {
                    TableName,
                    Item: {
                      ...keys.stripeCustomer(customerId),
                      entity: 'stripeCustomer',
                      userId,
                      customerId,
                    },
                  },
                },
              ]
            : []),
          ...(eventId ? [eventPut(eventId)] : []),
        ]);
        return 'applied';
      });
    },
    async linkCustomer(userId, customerId) {
      try {
        await transactWrite(table, [
          {
            Update: {
              TableName,
              Key: keys.profile(userId),
              UpdateExpression: 'SET stripeCustomerId = :customer',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(stripeCustomerId)',
              ExpressionAttributeValues: { ':customer': customerId },
            },
          },
          {
            Put: {
              TableName,
              Item: { ...keys.stripeCustomer(customerId), entity: 'stripeCustomer', userId, customerId },
            },
          },
        ]);
        return customerId;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const existing = (await this.account(userId))?.stripeCustomerId;
        if (!existing) throw error;
        return existing;
      }
    },
    async userOfCustomer(customerId) {
      const item = await getItem(table, keys.stripeCustomer(customerId), true);
      return typeof item?.userId === 'string' ? item.userId : undefined;
    },
    async markEvent(eventId) {
      try {
        await doc.send(new PutCommand({ ...eventPut(eventId).Put }));
        return 'applied';
      } catch (error) {
        if (isConditionFailure(error)) return 'duplicate';
        throw error;
      }
    },
    async freeAccountsDue(before) {
      const userIds: string[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await doc.send(
          new ScanCommand({
            TableName,
            ExclusiveStartKey,
            ProjectionExpression: 'PK',
            FilterExpression:
              'SK = :profile AND subscriptionTier = :free AND (creditsCycleStart < :before OR (attribute_not_exists(creditsCycleStart) AND createdAt < :before))',
            ExpressionAttributeValues: { ':profile': 'PROFILE', ':free': 'free', ':before': before },
          }),
        );
        for (const item of out.Items ?? []) userIds.push(String(item.PK).replace(/^USER#/, ''));
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return userIds;
    },
  };
}
