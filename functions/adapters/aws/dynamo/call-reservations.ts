import type { CreditReservations } from '#functions/ports/credit-reservations';
import { ScanCommand, UpdateCommand } from './commands';
import { getItem, isConditionFailure, type TableRef } from './items';
import { keys } from './keys';

const MAX_ATTEMPTS = 20;

/** reservedCredits on profile items: found by a filtered scan (startup only), fixed conditionally. */
export function createDynamoCreditReservations(table: TableRef): CreditReservations {
  const { doc, tableName } = table;
  return {
    async listUsersWithReserved() {
      const users: string[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await doc.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: 'SK = :profile AND reservedCredits > :zero',
            ExpressionAttributeValues: { ':profile': keys.profile('').SK, ':zero': 0 },
            ProjectionExpression: 'PK',
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        for (const item of out.Items ?? []) {
          const pk = String(item.PK);
          users.push(pk.slice(keys.userPartition('').length));
        }
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return users;
    },
    async releaseExcess(userId, expected) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const profile = await getItem(table, keys.profile(userId), true);
        const reserved = typeof profile?.reservedCredits === 'number' ? profile.reservedCredits : 0;
        if (reserved <= expected) return 0;
        try {
          await doc.send(
            new UpdateCommand({
              TableName: tableName,
              Key: keys.profile(userId),
              UpdateExpression: 'SET reservedCredits = :expected',
              ConditionExpression: 'reservedCredits = :reserved',
              ExpressionAttributeValues: { ':expected': expected, ':reserved': reserved },
            }),
          );
          return reserved - expected;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      throw new Error(`reservedCredits of user ${userId} kept changing during recovery`);
    },
  };
}
