import { createAwsClient } from '../signed/aws-client';
import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand } from './commands';
import { DocumentClient } from './document-client';
import { createTableInput, TABLE_KEYS } from './table-schema';

export interface DynamoConnection {
  /** Set for DynamoDB Local, e.g. `http://127.0.0.1:8000`. */
  endpoint?: string;
  region?: string;
}

/** A document client that drops undefined attributes, for the repositories. */
export function createDocumentClient({ endpoint, region = 'us-east-1' }: DynamoConnection): DocumentClient {
  return new DocumentClient(
    createAwsClient({
      service: 'dynamodb',
      region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
  );
}

/** Creates the table (with TTL) when it does not exist; returns whether it was created. */
export async function ensureTable(doc: DocumentClient, tableName: string): Promise<boolean> {
  try {
    await doc.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'ResourceNotFoundException') throw error;
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
