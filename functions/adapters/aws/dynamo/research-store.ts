import type { ResearchStore } from '#functions/ports/research-store';
import type { Research } from '#shared/contracts/research';
import { researchSchema } from '#shared/contracts/research-records';
import { DomainError } from '#shared/domain/errors';
import { DeleteCommand, PutCommand, ScanCommand, UpdateCommand } from './commands';
import { getItem, isConditionFailure, parseItem, queryAll, type TableRef } from './items';
import { keys } from './keys';

const ENTITY = 'research';

function toResearch(item: Record<string, unknown>): Research {
  return parseItem(researchSchema, item);
}

const notFound = () => new DomainError('not_found', 'Research not found');

/** Research items (`RESEARCH#id/META`, GSI1 by user and creation time). */
export function createDynamoResearchStore(table: TableRef): ResearchStore {
  const { doc, tableName } = table;

  async function updateFields(
    researchId: string,
    changes: Record<string, unknown>,
    extra: { expression: string; values: Record<string, unknown> } = { expression: '', values: {} },
  ) {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':now': new Date().toISOString(), ...extra.values };
    const sets = ['updatedAt = :now'];
    for (const [key, value] of Object.entries({ ...changes })) {
      if (value === undefined) continue;
      names[`#${key}`] = key;
      values[`:${key}`] = value;
      sets.push(`#${key} = :${key}`);
    }
    try {
      const out = await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.research(researchId),
          UpdateExpression: `SET ${sets.join(', ')}${extra.expression}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toResearch(out.Attributes ?? {});
    } catch (error) {
      if (isConditionFailure(error)) throw notFound();
      throw error;
    }
  }

  return {
    async put(research) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.research(research.id),
            ...keys.researchByUser(research.userId, research.createdAt),
            entity: ENTITY,
            ...research,
          },
        }),
      );
    },
    async get(researchId) {
      const item = await getItem(table, keys.research(researchId), true);
      return item ? toResearch(item) : null;
    },
    async listByUser(userId) {
      const items = await queryAll(table, {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId),
          ':prefix': keys.researchByUserPrefix,
        },
        ScanIndexForward: false,
      });
      return items.map(toResearch);
    },
    async listActive() {
      const found: Research[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await doc.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: 'entity = :entity AND #status IN (:pending, :running)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':entity': ENTITY,
              ':pending': 'pending',
              ':running': 'in_progress',
            },
            ExclusiveStartKey,
          }),
        );
        found.push(...(out.Items ?? []).map(toResearch));
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return found;
    },
    update: (researchId, changes) => updateFields(researchId, changes),
    addCalls: (researchId, count, status) =>
      updateFields(
        researchId,
        { status, completedAt: null, stopRequested: false },
        { expression: ', totalCalls = totalCalls + :added', values: { ':added': count } },
      ),
    async delete(researchId) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: keys.research(researchId) }));
    },
  };
}
