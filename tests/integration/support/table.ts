import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createDocumentClient, ensureTable } from '#functions/adapters/aws/dynamo/client';
import type { TableRef } from '#functions/adapters/aws/dynamo/items';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** A fresh table on the run's DynamoDB Local, for one test file. */
export async function createTestTable(prefix = 'test'): Promise<TableRef & { endpoint: string }> {
  const endpoint = inject('dynamoEndpoint');
  const doc = createDocumentClient({ endpoint });
  const tableName = `${prefix}-${randomUUID()}`;
  await ensureTable(doc, tableName);
  return { doc, tableName, endpoint };
}
