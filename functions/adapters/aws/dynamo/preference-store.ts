import type { PreferenceStore } from '#functions/ports/research-extras';
import { DeleteCommand, PutCommand } from './commands';
import { getItem, type TableRef } from './items';
import { keys } from './keys';

/** Live-updates preference items (`USER#id/PREF#LIVE#researchId`). */
export function createDynamoPreferenceStore(table: TableRef): PreferenceStore {
  const { doc, tableName } = table;
  return {
    async getLiveUpdates(userId, researchId) {
      const item = await getItem(table, keys.liveUpdatesPref(userId, researchId));
      return typeof item?.enabled === 'boolean' ? item.enabled : null;
    },
    async putLiveUpdates(userId, researchId, enabled) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.liveUpdatesPref(userId, researchId),
            entity: 'preference',
            enabled,
            updatedAt: new Date().toISOString(),
          },
        }),
      );
    },
    async deleteLiveUpdates(userId, researchId) {
      await doc.send(
        new DeleteCommand({ TableName: tableName, Key: keys.liveUpdatesPref(userId, researchId) }),
      );
    },
  };
}
