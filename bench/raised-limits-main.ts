/**
 * Bench only: the same stack as `npm start` (DynamoDB Local under DATA_DIR, the real route table
 * and HTTP server) with the per-IP sign-in limits raised, so autocannon's 50 connections from one
 * loopback address measure sign-in itself rather than the 429 of the limiter. The limiter still
 * runs its conditional write on every request. Production limits are untouched.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';

import { join, resolve } from 'node:path';
import { ensureTable } from '#functions/adapters/aws/dynamo/client';
import { DEFAULT_SIGN_IN_LIMITS } from '#functions/core/auth/sign-in';
import { createApiHandler } from '#functions/http/dispatch';
import { buildRoutes } from '#functions/http/routes';
import { createLocalRuntime } from '#functions/runtime/local';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { parseSettings } from '#functions/runtime/settings';
import { startDynamoLocal } from '#infra/local/dynamodb-local';
import { createLocalServer } from '#infra/local/http-server';
import { ensureSpaBuilt, SPA_DIST } from '#infra/local/spa-build';
import { allContracts } from '#shared/contracts/index';

const BENCH_LIMIT = 1_000_000;

const settings = parseSettings(localSettingsSchema, process.env);
const dataDir = resolve(settings.DATA_DIR);
await ensureSpaBuilt(() => {});
const dynamo = await startDynamoLocal({ dataPath: join(dataDir, 'dynamodb') });
const runtime = createLocalRuntime({
  settings: { ...settings, DATA_DIR: dataDir },
  dynamoEndpoint: dynamo.endpoint,
});
await ensureTable(runtime.doc, settings.TABLE_NAME);
await runtime.start();
const deps = {
  ...runtime.deps,
  identity: {
    ...runtime.deps.identity,
    signInLimits: {
      ...DEFAULT_SIGN_IN_LIMITS,
      immediateCodesPerEmail: BENCH_LIMIT,
      sendsPerIpPerHour: BENCH_LIMIT,
      verifiesPerIpPerHour: BENCH_LIMIT,
    },
  },
};
const server = createLocalServer({
  contracts: allContracts,
  apiHandler: createApiHandler(buildRoutes(deps), deps.authenticate),
  staticRoot: SPA_DIST,
  localRoutes: runtime.localRoutes,
});
await new Promise<void>((done) => server.listen(settings.PORT, done));
process.on('SIGTERM', async () => {
  server.closeAllConnections();
  server.close();
  await runtime.stop();
  await dynamo.stop();
  process.exit(0);
});
