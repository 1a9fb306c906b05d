import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { RefreshTokenRecord, RefreshTokenStore } from '../../../ports/refresh-token-store';
import { getItem, isConditionFailure, parseItem, type TableRef } from './items';
import { keys } from './keys';

const recordSchema = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  familyId: z.string(),
  rotatedAt: z.string().optional(),
});

/** Hashed refresh tokens with rotation and family revocation. */
export function createDynamoRefreshTokenStore(table: TableRef): RefreshTokenStore {
  const { doc, tableName: TableName } = table;
  const tokenItem = (r: RefreshTokenRecord) => ({
    ...keys.refreshToken(r.tokenHash),
    entity: 'refreshToken',
    ...r,
  });
  return {
    async create(record) {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: tokenItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
            {
              Put: {
                TableName,
                Item: {
                  ...keys.refreshFamily(record.familyId),
                  entity: 'refreshFamily',
                  userId: record.userId,
                  revoked: false,
                  expiresAt: record.expiresAt,
                },
              },
            },
          ],
        }),
      );
    },
    async get(tokenHash) {
      const item = await getItem(table, keys.refreshToken(tokenHash), true);
      // parseItem drops the TTL attribute; the record carries it.
      return item ? { ...parseItem(recordSchema, item), expiresAt: Number(item.expiresAt) } : undefined;
    },
    async rotate(old, next, at) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName,
                  Key: keys.refreshToken(old.tokenHash),
                  UpdateExpression: 'SET rotatedAt = :at',
                  ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(rotatedAt)',
                  ExpressionAttributeValues: { ':at': at },
                },
              },
              {
                Update: {
                  TableName,
                  Key: keys.refreshFamily(old.familyId),
                  UpdateExpression: 'SET expiresAt = :exp',
                  ConditionExpression: 'revoked = :false',
                  ExpressionAttributeValues: { ':exp': next.expiresAt, ':false': false },
                },
              },
              { Put: { TableName, Item: tokenItem(next), ConditionExpression: 'attribute_not_exists(PK)' } },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async isFamilyRevoked(familyId) {
      const item = await getItem(table, keys.refreshFamily(familyId), true);
      return !item || item.revoked === true;
    },
    async revokeFamily(familyId, expiresAt) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...keys.refreshFamily(familyId), entity: 'refreshFamily', revoked: true, expiresAt },
        }),
      );
    },
  };
}
