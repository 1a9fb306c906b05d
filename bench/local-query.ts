import { createDocumentClient, ensureTable } from '#functions/adapters/aws/dynamo/client';
import { PutCommand, QueryCommand } from '#functions/adapters/aws/dynamo/commands';
import { startDynamoLocal } from '#infra/local/dynamodb-local';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * DynamoDB Local alone: `connections` loops, each running one Query of `items` items of
 * `itemBytes` bytes each (one partition) back to back for `seconds`, against a fresh DynamoDB
 * Local in this process. What the call list's own query costs on the same machine without the
 * HTTP server, the token check or the JSON response.
 */
export async function measureLocalQuery(options: {
  items: number;
  itemBytes: number;
  connections: number;
  seconds: number;
}): Promise<{ p50: number; p99: number; perSecond: number }> {
  const dynamo = await startDynamoLocal();
  try {
    const doc = createDocumentClient({ endpoint: dynamo.endpoint });
    const TableName = 'bench-query';
    await ensureTable(doc, TableName);
    const filler = 'x'.repeat(Math.max(0, options.itemBytes - 60));
    for (let i = 0; i < options.items; i++) {
      await doc.send(new PutCommand({ TableName, Item: { PK: 'RESEARCH#bench', SK: `CALL#${i}`, filler } }));
    }
    const query = () =>
      doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': 'RESEARCH#bench', ':sk': 'CALL#' },
        }),
      );
    for (let i = 0; i < 20; i++) await query();
    const times: number[] = [];
    const until = performance.now() + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          await query();
          times.push(performance.now() - started);
        }
      }),
    );
    times.sort((a, b) => a - b);
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      perSecond: times.length / options.seconds,
    };
  } finally {
    await dynamo.stop();
  }
}
