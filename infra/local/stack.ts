import { join, resolve } from 'node:path';
import { ensureTable } from '#functions/adapters/aws/dynamo/client';
import { createLocalRuntime } from '#functions/runtime/local';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { parseSettings } from '#functions/runtime/settings';
import { allContracts } from '#shared/contracts/index';
import { startDynamoLocal } from './dynamodb-local';
import { isPortBusy } from './free-port';
import { createLocalServer } from './http-server';
import { ensureSpaBuilt, SPA_DIST } from './spa-build';

export interface LocalStack {
  url: string;
  stop(): Promise<void>;
}

/** Starts everything `npm start` runs; each failure is one line saying what to do. */
export async function startLocalStack(
  env: Record<string, string | undefined>,
  log: (line: string) => void,
): Promise<LocalStack> {
  const settings = parseSettings(localSettingsSchema, env);
  const port = settings.PORT;
  if (await isPortBusy(port)) {
    throw new Error(
      `Port ${port} is already in use: stop the other program or run with PORT=<another port>.`,
    );
  }
  const dataDir = resolve(settings.DATA_DIR);
  await ensureSpaBuilt(log);
  const dynamo = await startDynamoLocal({ dataPath: join(dataDir, 'dynamodb') });
  try {
    const runtime = createLocalRuntime({
      settings: { ...settings, DATA_DIR: dataDir },
      dynamoEndpoint: dynamo.endpoint,
    });
    if (await ensureTable(runtime.doc, settings.TABLE_NAME)) log(`Created table ${settings.TABLE_NAME}.`);
    await runtime.start();
    const server = createLocalServer({
      contracts: allContracts,
      apiHandler: runtime.apiHandler,
      staticRoot: SPA_DIST,
      localRoutes: runtime.localRoutes,
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, done);
    });
    const url = `http://localhost:${port}`;
    log(
      `Askaround is running at ${url} (demo mode: ${settings.DEMO_MODE ? 'on' : 'off'}, simulated calls, data in ${dataDir})`,
    );
    return {
      url,
      async stop() {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
        await runtime.stop();
        await dynamo.stop();
      },
    };
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
