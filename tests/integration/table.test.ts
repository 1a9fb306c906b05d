import { describe, expect, it } from 'vitest';
import { ensureTable } from '#functions/adapters/aws/dynamo/client';
import { PutCommand } from '#functions/adapters/aws/dynamo/commands';
import { epochSeconds, getItem, parseItem, queryAll } from '#functions/adapters/aws/dynamo/items';
import * as z from '#shared/zod';
import { createTestTable } from './support/table';

describe('the single table on DynamoDB Local', () => {
  it('is created once and found the second time', async () => {
    const table = await createTestTable();
    expect(await ensureTable(table.doc, table.tableName)).toBe(false);
  });

  it('hides items whose TTL has passed, on get and on query', async () => {
    const table = await createTestTable();
    const past = epochSeconds(new Date()) - 10;
    const future = epochSeconds(new Date()) + 600;
    await table.doc.send(
      new PutCommand({ TableName: table.tableName, Item: { PK: 'X#1', SK: 'A', expiresAt: past } }),
    );
    await table.doc.send(
      new PutCommand({ TableName: table.tableName, Item: { PK: 'X#1', SK: 'B', expiresAt: future } }),
    );
    expect(await getItem(table, { PK: 'X#1', SK: 'A' })).toBeUndefined();
    expect(await getItem(table, { PK: 'X#1', SK: 'B' })).toBeDefined();
    const items = await queryAll(table, {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'X#1' },
    });
    expect(items.map((i) => i.SK)).toEqual(['B']);
  });

  it('parses items with the entity schema and strips key attributes', () => {
    const schema = z.strictObject({ name: z.string() });
    expect(parseItem(schema, { PK: 'U#1', SK: 'P', GSI1PK: 'x', name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(() => parseItem(schema, { PK: 'U#1', SK: 'P', name: 42 })).toThrow();
  });
});
