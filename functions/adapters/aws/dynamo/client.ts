import { type AwsAccess, createAwsClient } from '../signed/aws-client';
import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand } from './commands';
import { DocumentClient } from './document-client';
import { createTableInput, TABLE_KEYS } from './table-schema';

/** DynamoDB Local at `endpoint`, e.g. `http://127.0.0.1:8000` (any credentials do), or DynamoDB as `AwsAccess` reaches it. */
export type DynamoConnection = { endpoint: string } | AwsAccess;

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** A document client that drops undefined attributes, for the repositories. */
export function createDocumentClient(connection: DynamoConnection): DocumentClient {
  const access: AwsAccess =
    'credentials' in connection
      ? connection
      : { region: 'us-east-1', endpoint: connection.endpoint, credentials: () => LOCAL_CREDENTIALS };
  return new DocumentClient(createAwsClient({ ...access, service: 'dynamodb' }));
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
