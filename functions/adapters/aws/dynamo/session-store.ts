import type { SessionStore } from '#functions/ports/session-store';
import { chatMessageSchema, sessionMetadataSchema } from '#shared/contracts/chat';
import * as z from '#shared/zod';
import { PutCommand, UpdateCommand } from './commands';
import { epochSeconds, getItem, isConditionFailure, type TableRef } from './items';
import { keys } from './keys';

/** Sessions are kept for 30 days after their last change. */
const SESSION_TTL_SECONDS = 30 * 24 * 3600;
const messagesSchema = z.array(chatMessageSchema);
const expiry = (now: Date) => epochSeconds(now) + SESSION_TTL_SECONDS;

/** Chat session items: `SESSION#id/META` (owner, metadata) and `SESSION#id/MESSAGES`. */
export function createDynamoSessionStore(table: TableRef): SessionStore {
  const { doc, tableName } = table;
  return {
    async claim(sessionId, userId, now) {
      const at = now.toISOString();
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.sessionMeta(sessionId),
            UpdateExpression:
              'SET userId = :u, entity = :e, createdAt = if_not_exists(createdAt, :now), updatedAt = :now, GSI1PK = :gpk, GSI1SK = :gsk, expiresAt = :exp',
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :u',
            ExpressionAttributeValues: {
              ':u': userId,
              ':e': 'session',
              ':now': at,
              ':exp': expiry(now),
              ':gpk': keys.sessionByUser(userId, at).GSI1PK,
              ':gsk': keys.sessionByUser(userId, at).GSI1SK,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async ownerOf(sessionId) {
      const item = await getItem(table, keys.sessionMeta(sessionId));
      return typeof item?.userId === 'string' ? item.userId : null;
    },
    async getMessages(sessionId) {
      const item = await getItem(table, keys.sessionMessages(sessionId));
      if (typeof item?.messagesJson !== 'string') return [];
      return messagesSchema.parse(JSON.parse(item.messagesJson));
    },
    async putMessages(sessionId, messages, now) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.sessionMessages(sessionId),
            entity: 'sessionMessages',
            messagesJson: JSON.stringify(messages),
            updatedAt: now.toISOString(),
            expiresAt: expiry(now),
          },
        }),
      );
    },
    async getMetadata(sessionId) {
      const item = await getItem(table, keys.sessionMeta(sessionId));
      if (typeof item?.metadataJson !== 'string') return null;
      return sessionMetadataSchema.parse(JSON.parse(item.metadataJson));
    },
    async putMetadata(sessionId, metadata, now) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.sessionMeta(sessionId),
          UpdateExpression: 'SET metadataJson = :m, updatedAt = :now, expiresAt = :exp',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':m': JSON.stringify(metadata),
            ':now': now.toISOString(),
            ':exp': expiry(now),
          },
        }),
      );
    },
  };
}
