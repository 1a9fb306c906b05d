import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTableInput, TABLE_KEYS } from './table-schema';

export interface DynamoConnection {
  /** Set for DynamoDB Local, e.g. `http://127.0.0.1:8000`. */
  endpoint?: string;
  region?: string;
}

/** A document client that drops undefined attributes, for the repositories. */
export function createDocumentClient({
  endpoint,
  region = 'us-east-1',
}: DynamoConnection): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

/** Creates the table (with TTL) when it does not exist; returns whether it was created. */
export async function ensureTable(doc: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  try {
    await doc.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await doc.send(new CreateTableCommand(createTableInput(tableName)));
  await doc.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
