import { researchIdOfCall } from '#functions/core/research/ids';
import type { ConversationStore } from '#functions/ports/call-conversation';
import type { CallStore, CallSummaryItem, StoredCall } from '#functions/ports/call-store';
import { readCallContext, readCaller } from './call-context';
import { callItem, callSummaryItemSchema, storedCallSchema } from './call-item';
import { BatchWriteCommand, DeleteCommand, UpdateCommand } from './commands';
import { getItem, isConditionFailure, parseItem, queryAll, type TableRef } from './items';
import { keys } from './keys';

const toCall = (item: Record<string, unknown>): StoredCall => parseItem(storedCallSchema, item);
const toSummary = (item: Record<string, unknown>): CallSummaryItem => parseItem(callSummaryItemSchema, item);

/** Every stored attribute but the turns, as a projection (the names are placeholders: some are reserved words). */
const summaryAttributes = Object.keys(callSummaryItemSchema.shape);
const summaryProjection = {
  ProjectionExpression: summaryAttributes.map((_, i) => `#a${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(summaryAttributes.map((name, i) => [`#a${i}`, name])),
};

function setExpression(changes: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${key}`] = key;
    values[`:${key}`] = value;
    sets.push(`#${key} = :${key}`);
  }
  return { names, values, sets };
}

const sortCalls = <T extends { createdAt: string; id: string }>(calls: T[]) =>
  calls.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));

/** Call items (`RESEARCH#id/CALL#callId`, GSI1 by contact id); also the conversation's store. */
export function createDynamoCallStore(table: TableRef): CallStore & ConversationStore {
  const { doc, tableName } = table;

  async function update(
    researchId: string,
    callId: string,
    changes: Record<string, unknown>,
    from?: string[],
  ) {
    const { names, values, sets } = setExpression(changes);
    if (from) {
      names['#status'] = 'status';
      from.forEach((status, i) => {
        values[`:from${i}`] = status;
      });
    }
    const contact = typeof changes.contactId === 'string' ? keys.callByContact(changes.contactId) : null;
    if (contact) {
      sets.push('GSI1PK = :gsi1pk', 'GSI1SK = :gsi1sk');
      values[':gsi1pk'] = contact.GSI1PK;
      values[':gsi1sk'] = contact.GSI1SK;
    }
    const inList = from?.map((_, i) => `:from${i}`).join(', ');
    try {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.call(researchId, callId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: from
            ? `attribute_exists(PK) AND #status IN (${inList})`
            : 'attribute_exists(PK)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  const queryCalls = (researchId: string, projection?: typeof summaryProjection) =>
    queryAll(table, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.researchPartition(researchId), ':prefix': keys.callPrefix },
      ConsistentRead: true,
      ...projection,
    });

  async function get(researchId: string, callId: string) {
    const item = await getItem(table, keys.call(researchId, callId), true);
    return item ? toCall(item) : null;
  }

  async function findById(callId: string) {
    const researchId = researchIdOfCall(callId);
    return researchId ? get(researchId, callId) : null;
  }

  return {
    async putMany(calls) {
      for (let i = 0; i < calls.length; i += 25) {
        const chunk = calls.slice(i, i + 25).map((call) => ({ PutRequest: { Item: callItem(call) } }));
        let pending: typeof chunk | undefined = chunk;
        while (pending?.length) {
          const out = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
          pending = out.UnprocessedItems?.[tableName] as typeof chunk | undefined;
        }
      }
    },
    get,
    findById,
    async findByContact(contactId) {
      const items = await queryAll(table, {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
        ExpressionAttributeValues: { ':pk': keys.callByContact(contactId).GSI1PK, ':sk': 'CALL' },
      });
      return items[0] ? toCall(items[0]) : null;
    },
    async listByResearch(researchId) {
      return sortCalls((await queryCalls(researchId)).map(toCall));
    },
    async listSummariesByResearch(researchId) {
      return sortCalls((await queryCalls(researchId, summaryProjection)).map(toSummary));
    },
    async update(researchId, callId, changes) {
      await update(researchId, callId, changes);
    },
    transition: (researchId, callId, from, changes) => update(researchId, callId, changes, from),
    async delete(researchId, callId) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: keys.call(researchId, callId) }));
    },
    readCaller: (call) => readCaller(table, call),
    async getCallContext(callId) {
      const call = await findById(callId);
      return call ? readCallContext(table, call) : null;
    },
    async appendTurns(callId, turns, after) {
      const researchId = researchIdOfCall(callId);
      if (!researchId || turns.length === 0) return true;
      const counted =
        after === undefined
          ? ''
          : after === 0
            ? ' AND (attribute_not_exists(turns) OR size(turns) = :after)'
            : ' AND size(turns) = :after';
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.call(researchId, callId),
            UpdateExpression: 'SET turns = list_append(if_not_exists(turns, :empty), :turns)',
            ConditionExpression: `attribute_exists(PK)${counted}`,
            ExpressionAttributeValues: {
              ':empty': [],
              ':turns': turns,
              ...(after === undefined ? {} : { ':after': after }),
            },
          }),
        );
        return true;
      } catch (error) {
        if (after !== undefined && isConditionFailure(error)) return false;
        throw error;
      }
    },
    async setOutcome(callId, outcome) {
      const researchId = researchIdOfCall(callId);
      if (researchId) await update(researchId, callId, { outcome });
    },
  };
}
