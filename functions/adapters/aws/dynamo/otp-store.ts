import type { OtpStore, RateLimiter } from '#functions/ports/otp-store';
import * as z from '#shared/zod';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from './commands';
import { epochSeconds, getItem, isConditionFailure, parseItem, type TableRef } from './items';
import { keys } from './keys';

const otpSchema = z.object({
  email: z.string(),
  codeHash: z.string(),
  attempts: z.int(),
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
    async consume(email, codeHash) {
      try {
        await doc.send(
          new DeleteCommand({
            TableName,
            Key: keys.otp(email),
            ConditionExpression: 'codeHash = :hash',
            ExpressionAttributeValues: { ':hash': codeHash },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async delete(email) {
      await doc.send(new DeleteCommand({ TableName, Key: keys.otp(email) }));
    },
  };
}

/** Fixed-window counters and backoff items: one conditional write per event, no scans. */
export function createDynamoRateLimiter(table: TableRef): RateLimiter {
  const { doc, tableName: TableName } = table;
  const readBackoff = async (bucket: string) =>
    (await doc.send(new GetCommand({ TableName, Key: keys.backoff(bucket), ConsistentRead: true }))).Item;
  return {
    async spaceOut(bucket, backoff, now) {
      const stored = await readBackoff(bucket);
      // An item past its quiet time (TTL deletion is lazy) counts as none.
      const live = stored && Number(stored.expiresAt) > epochSeconds(now);
      const events = live ? Number(stored.events) : 0;
      const nextAt = live ? Number(stored.nextAt) : 0;
      if (nextAt > now.getTime()) return { allowed: false, nextAt: new Date(nextAt) };
      const following = now.getTime() + backoff.waitSeconds(events + 1) * 1000;
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.backoff(bucket),
            UpdateExpression: 'SET events = :events, nextAt = :next, expiresAt = :exp',
            // Written only over what was read: of parallel events exactly one passes.
            ConditionExpression: stored
              ? 'events = :readEvents AND nextAt = :readNext'
              : 'attribute_not_exists(PK)',
            ExpressionAttributeValues: {
              ':events': events + 1,
              ':next': following,
              ':exp': Math.ceil(following / 1000) + backoff.resetSeconds,
              ...(stored ? { ':readEvents': stored.events, ':readNext': stored.nextAt } : {}),
            },
          }),
        );
        return { allowed: true, nextAt: new Date(following) };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const winner = await readBackoff(bucket);
        return { allowed: false, nextAt: new Date(Math.max(Number(winner?.nextAt) || 0, now.getTime())) };
      }
    },
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
