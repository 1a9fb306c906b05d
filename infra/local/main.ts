/**
 * `npm start`: the whole product on one port, in demo mode, with simulated calls.
 * Builds the SPA when stale, starts DynamoDB Local under DATA_DIR, creates the table,
 * and serves the SPA and every implemented route of the route table.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

import { startLocalStack } from './stack';

try {
  const stack = await startLocalStack(process.env, (line) => console.log(line));
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping...`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  console.error(`Askaround could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
