import type { VisualizationStore } from '#functions/ports/research-extras';
import { visualizationSchema } from '#shared/contracts/research-records';
import { DeleteCommand, PutCommand } from './commands';
import { parseItem, queryAll, type TableRef } from './items';
import { keys } from './keys';

/** Visualization items (`CALL#callId/VIZ#id`). */
export function createDynamoVisualizationStore(table: TableRef): VisualizationStore {
  const { doc, tableName } = table;
  const list = async (callId: string) => {
    const items = await queryAll(table, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.visualizationPartition(callId),
        ':prefix': keys.visualizationPrefix,
      },
    });
    return items
      .map((item) => parseItem(visualizationSchema, item))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  };
  return {
    async put(viz) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...keys.visualization(viz.callId, viz.id), entity: 'visualization', ...viz },
        }),
      );
    },
    listByCall: list,
    async deleteByCall(callId) {
      for (const viz of await list(callId)) {
        await doc.send(new DeleteCommand({ TableName: tableName, Key: keys.visualization(callId, viz.id) }));
      }
    },
  };
}
