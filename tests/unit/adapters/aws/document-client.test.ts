import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentClient } from '#functions/adapters/aws/dynamo/client';
import { PutCommand, QueryCommand, TransactWriteCommand } from '#functions/adapters/aws/dynamo/commands';
import { FakeAwsError, fakeAws, receivedRequests } from './support/fake-aws';

const aws = fakeAws();
const doc = createDocumentClient(aws.access('us-east-1'));
const TableName = 'Askaround';

/** The body of the one request sent, as it went on the wire: with DynamoDB's attribute values. */
const wireBody = () => JSON.parse(receivedRequests()[0]?.body ?? '') as unknown;

beforeEach(() => {
  aws.reset();
  aws.install();
});
afterEach(() => aws.restore());

describe('DynamoDB document client', () => {
  it('puts an item without its undefined attributes', async () => {
    await doc.send(new PutCommand({ TableName, Item: { pk: 'u#1', sk: 'profile', name: undefined, n: 2 } }));
    expect(wireBody()).toEqual({
      TableName,
      Item: { pk: { S: 'u#1' }, sk: { S: 'profile' }, n: { N: '2' } },
    });
  });

  it("gives a query's items and last key as plain values", async () => {
    aws.on('dynamodb:Query', () => ({
      Items: [{ pk: 'u#1', sk: 'a', tags: new Set(['x']), n: 1 }],
      Count: 1,
      LastEvaluatedKey: { pk: 'u#1', sk: 'a' },
    }));
    const out = await doc.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'u#1' },
        ExclusiveStartKey: { pk: 'u#1', sk: '0' },
      }),
    );
    expect(out).toEqual({
      Items: [{ pk: 'u#1', sk: 'a', tags: new Set(['x']), n: 1 }],
      Count: 1,
      LastEvaluatedKey: { pk: 'u#1', sk: 'a' },
    });
    expect(wireBody()).toMatchObject({
      ExpressionAttributeValues: { ':pk': { S: 'u#1' } },
      ExclusiveStartKey: { pk: { S: 'u#1' }, sk: { S: '0' } },
    });
  });

  it("gives a cancelled transaction's reasons with their items as plain values", async () => {
    aws.on('dynamodb:TransactWriteItems', () => {
      throw new FakeAwsError('TransactionCanceledException', 'Transaction cancelled', {
        CancellationReasons: [
          { Code: 'ConditionalCheckFailed', Message: 'failed', Item: { pk: 'c#1', balance: 3 } },
          { Code: 'None' },
        ],
      });
    });
    const write = doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk: 'c#1', balance: 2 }, ConditionExpression: 'balance > :z' } },
          { Delete: { TableName, Key: { pk: 'r#1' } } },
        ],
      }),
    );
    await expect(write).rejects.toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [
        { Code: 'ConditionalCheckFailed', Message: 'failed', Item: { pk: 'c#1', balance: 3 } },
        { Code: 'None' },
      ],
    });
  });
});
