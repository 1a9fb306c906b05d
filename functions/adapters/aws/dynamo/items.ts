import type * as z from '#shared/zod';
import {
  GetCommand,
  type NativeAttributeValue,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from './commands';
import type { DocumentClient } from './document-client';
import { TABLE_KEYS } from './table-schema';

/** What every repository factory receives. */
export interface TableRef {
  doc: DocumentClient;
  tableName: string;
}

type Item = Record<string, NativeAttributeValue>;

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'expiresAt', 'entity'] as const;

/** One write of a transaction: a Put, Update, Delete or ConditionCheck with its table name. */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Writes `items` together or not at all (one TransactWrite). */
export async function transactWrite(table: TableRef, items: TransactItem[]): Promise<void> {
  await table.doc.send(new TransactWriteCommand({ TransactItems: items }));
}

/** Seconds since the epoch, the unit of the TTL attribute. */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** True when an item's TTL has passed: emulators do not delete expired items, so reads filter them. */
function isExpired(item: Item, now = new Date()): boolean {
  const ttl = item[TABLE_KEYS.ttlAttribute];
  return typeof ttl === 'number' && ttl <= epochSeconds(now);
}

/** Removes the table's key attributes and parses the rest with the entity schema. */
export function parseItem<S extends z.ZodMiniType>(schema: S, item: Item): z.infer<S> {
  const data: Item = { ...item };
  for (const key of KEY_ATTRIBUTES) delete data[key];
  return schema.parse(data);
}

/** Reads one item by key; undefined when missing or expired. */
export async function getItem(table: TableRef, key: { PK: string; SK: string }, consistent = false) {
  const out = await table.doc.send(
    new GetCommand({ TableName: table.tableName, Key: key, ConsistentRead: consistent }),
  );
  if (!out.Item || isExpired(out.Item)) return undefined;
  return out.Item;
}

/** Runs a query to the end, following pagination, dropping expired items. */
export async function queryAll(
  table: TableRef,
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const out = await table.doc.send(
      new QueryCommand({ ...input, TableName: table.tableName, ExclusiveStartKey }),
    );
    items.push(...(out.Items ?? []).filter((item) => !isExpired(item)));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** True for the error DynamoDB raises when a condition expression fails. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}
