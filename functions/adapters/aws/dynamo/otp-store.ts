import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { OtpStore, RateLimiter } from '../../../ports/otp-store';
import { epochSeconds, getItem, isConditionFailure, parseItem, type TableRef } from './items';
import { keys } from './keys';

const otpSchema = z.object({
  email: z.string(),
  codeHash: z.string(),
  attempts: z.number().int(),
});

/** Pending sign-in codes, one per e-mail, expiring through the table's TTL. */
export function createDynamoOtpStore(table: TableRef): OtpStore {
  const { doc, tableName: TableName } = table;
  return {
    async put(record) {
      await doc.send(
        new PutCommand({ TableName, Item: { ...keys.otp(record.email), entity: 'otp', ...record } }),
      );
    },
    async get(email) {
      const item = await getItem(table, keys.otp(email), true);
      // parseItem drops the TTL attribute; the record carries it.
      return item ? { ...parseItem(otpSchema, item), expiresAt: Number(item.expiresAt) } : undefined;
    },
    async addAttempt(email, max) {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.otp(email),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'attribute_exists(PK) AND attempts < :max',
            ExpressionAttributeValues: { ':one': 1, ':max': max },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(out.Attributes?.attempts);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async delete(email) {
      await doc.send(new DeleteCommand({ TableName, Key: keys.otp(email) }));
    },
  };
}

/** Fixed-window counters: one conditional increment per event, no scans. */
export function createDynamoRateLimiter(table: TableRef): RateLimiter {
  const { doc, tableName: TableName } = table;
  return {
    async hit(bucket, limit, windowSeconds, now) {
      const start = Math.floor(epochSeconds(now) / windowSeconds) * windowSeconds;
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.rateLimit(bucket, start),
            UpdateExpression: 'ADD hits :one SET expiresAt = :exp',
            ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
            ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':exp': start + windowSeconds },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
