import type { RefreshTokenRecord, RefreshTokenStore } from '#functions/ports/refresh-token-store';
import * as z from '#shared/zod';
import { PutCommand, TransactWriteCommand } from './commands';
import { getItem, isConditionFailure, parseItem, type TableRef } from './items';
import { keys } from './keys';

const recordSchema = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  familyId: z.string(),
  rotatedAt: z.optional(z.string()),
  successorHash: z.optional(z.string()),
});

/** Hashed refresh tokens with rotation and family revocation. */
export function createDynamoRefreshTokenStore(table: TableRef): RefreshTokenStore {
  const { doc, tableName: TableName } = table;
  const tokenItem = (r: RefreshTokenRecord) => ({
    ...keys.refreshToken(r.tokenHash),
    entity: 'refreshToken',
    ...r,
  });
  const familyUpdate = (familyId: string, expiresAt: number) => ({
    Update: {
      TableName,
      Key: keys.refreshFamily(familyId),
      UpdateExpression: 'SET expiresAt = :exp',
      ConditionExpression: 'revoked = :false',
      ExpressionAttributeValues: { ':exp': expiresAt, ':false': false },
    },
  });
  /** Marks a live token rotated to `nextHash`; fails if it is missing or already rotated. */
  const retire = (tokenHash: string, nextHash: string, at: string) => ({
    Update: {
      TableName,
      Key: keys.refreshToken(tokenHash),
      UpdateExpression: 'SET rotatedAt = :at, successorHash = :next',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(rotatedAt)',
      ExpressionAttributeValues: { ':at': at, ':next': nextHash },
    },
  });
  const putNew = (record: Parameters<typeof tokenItem>[0]) => ({
    Put: { TableName, Item: tokenItem(record), ConditionExpression: 'attribute_not_exists(PK)' },
  });
  /** Runs a transaction whose condition failures mean "not allowed" rather than an error. */
  const conditional = async (command: TransactWriteCommand) => {
    try {
      await doc.send(command);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  return {
    /**
     * The token and its family in one transaction: on DynamoDB Local, whose writes queue on one
     * writer, it costs one write where two puts cost two (bench/README.md, sign-in).
     */
    async create(record) {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            putNew(record),
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
      return conditional(
        new TransactWriteCommand({
          TransactItems: [
            retire(old.tokenHash, next.tokenHash, at),
            familyUpdate(old.familyId, next.expiresAt),
            putNew(next),
          ],
        }),
      );
    },
    async reissue(old, successor, next, at) {
      return conditional(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName,
                Key: keys.refreshToken(old.tokenHash),
                UpdateExpression: 'SET successorHash = :next',
                ConditionExpression: 'successorHash = :successor',
                ExpressionAttributeValues: { ':next': next.tokenHash, ':successor': successor.tokenHash },
              },
            },
            // The unused successor is retired as if rotated to `next`.
            retire(successor.tokenHash, next.tokenHash, at),
            familyUpdate(old.familyId, next.expiresAt),
            putNew(next),
          ],
        }),
      );
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
