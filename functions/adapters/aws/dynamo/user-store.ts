import type { LedgerEntry } from '#functions/ports/credit-ledger';
import type { ProfileChanges, UserStore } from '#functions/ports/user-store';
import { childSchema, profileSchema } from '#shared/contracts/user-records';
import type { Child, Profile } from '#shared/contracts/users';
import * as z from '#shared/zod';
import { DeleteCommand, PutCommand, UpdateCommand } from './commands';
import { getItem, isConditionFailure, parseItem, queryAll, type TableRef, transactWrite } from './items';
import { keys } from './keys';

const claimSchema = z.object({ userId: z.string(), email: z.string() });

/** Profiles, e-mail claims and children in the single table. */
export function createDynamoUserStore(table: TableRef): UserStore {
  const { doc, tableName: TableName } = table;
  return {
    async findUserIdByEmail(email) {
      const item = await getItem(table, keys.emailClaim(email), true);
      return item ? parseItem(claimSchema, item).userId : undefined;
    },
    async claimEmail(email, userId, createdAt) {
      try {
        await transactWrite(table, [
          {
            Put: {
              TableName,
              Item: { ...keys.emailClaim(email), entity: 'emailClaim', userId, email, createdAt },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName,
              Item: { ...keys.identity(userId), entity: 'identity', userId, email, createdAt },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ]);
        return userId;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const winner = await this.findUserIdByEmail(email);
        if (!winner) throw error;
        return winner;
      }
    },
    async getEmail(userId) {
      const item = await getItem(table, keys.identity(userId), true);
      return item ? parseItem(claimSchema, item).email : undefined;
    },
    async getProfile(userId) {
      const item = await getItem(table, keys.profile(userId), true);
      return item ? parseItem(profileSchema, item) : undefined;
    },
    async createProfile(profile: Profile, welcome: LedgerEntry) {
      try {
        await transactWrite(table, [
          {
            Put: {
              TableName,
              Item: { ...keys.profile(profile.id), entity: 'profile', ...profile },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName,
              Item: {
                ...keys.emailClaim(profile.email),
                entity: 'emailClaim',
                userId: profile.id,
                email: profile.email,
                createdAt: profile.createdAt,
              },
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :uid',
              ExpressionAttributeValues: { ':uid': profile.id },
            },
          },
          {
            Put: {
              TableName,
              Item: {
                ...keys.ledgerEntry(profile.id, welcome.createdAt, welcome.id),
                entity: 'ledger',
                ...welcome,
              },
            },
          },
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async updateProfile(userId, changes: ProfileChanges) {
      const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const sets = entries.map(([name, value], i) => {
        names[`#f${i}`] = name;
        values[`:v${i}`] = value;
        return `#f${i} = :v${i}`;
      });
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.profile(userId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return out.Attributes ? parseItem(profileSchema, out.Attributes) : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async listChildren(userId) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.childPrefix },
        ConsistentRead: true,
      });
      return items
        .map((item) => parseItem(childSchema, item))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async getChild(userId, childId) {
      const item = await getItem(table, keys.child(userId, childId), true);
      return item ? parseItem(childSchema, item) : undefined;
    },
    async putChild(child: Child) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...keys.child(child.userId, child.id), entity: 'child', ...child },
        }),
      );
    },
    async deleteChild(userId, childId) {
      const out = await doc.send(
        new DeleteCommand({ TableName, Key: keys.child(userId, childId), ReturnValues: 'ALL_OLD' }),
      );
      return out.Attributes !== undefined;
    },
  };
}
