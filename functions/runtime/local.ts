import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../adapters/aws/dynamo/client';
import { createAccessTokens } from '../core/auth/access-token';
import type { AppDeps } from '../http/app-deps';
import { createApiHandler } from '../http/dispatch';
import type { RouteDef } from '../http/route';
import { buildRoutes } from '../http/routes';
import type { LocalRoute } from './local-route';
import { loadOrCreateSecret } from './local-secrets';
import type { LocalSettings } from './settings';

export interface LocalRuntimeOptions {
  settings: LocalSettings;
  /** DynamoDB Local's endpoint, e.g. `http://127.0.0.1:8000`. */
  dynamoEndpoint: string;
}

export interface LocalRuntime {
  deps: AppDeps;
  doc: DynamoDBDocumentClient;
  apiHandler: ReturnType<typeof createApiHandler>;
  /** The implemented routes of the route table. */
  routes: RouteDef[];
  /** Routes only the local runtime serves (signed recording files, the demo checkout page). */
  localRoutes: LocalRoute[];
  /** Starts background work once the table exists (resuming research executions, refill timers). */
  start(): Promise<void>;
  /** Stops background work (timers, workflow executions). */
  stop(): Promise<void>;
}

/** Wires every port to its local adapter: the embedded runtime behind `npm start`. */
export function createLocalRuntime({ settings, dynamoEndpoint }: LocalRuntimeOptions): LocalRuntime {
  const dataDir = settings.DATA_DIR;
  const doc = createDocumentClient({ endpoint: dynamoEndpoint });
  const accessTokens = createAccessTokens(loadOrCreateSecret(join(dataDir), 'jwt-signing'));
  const deps: AppDeps = {
    appConfig: {
      useSamplePhone: settings.USE_SAMPLE_PHONE,
      sampleDestinationPhone: settings.SAMPLE_DESTINATION_PHONE ?? null,
      demoMode: settings.DEMO_MODE,
      simulatedCalls: true,
    },
    authenticate: (token) => accessTokens.verify(token),
  };
  const routes = buildRoutes(deps);
  const apiHandler = createApiHandler(routes, deps.authenticate);
  return { deps, doc, apiHandler, routes, localRoutes: [], start: async () => {}, stop: async () => {} };
}
