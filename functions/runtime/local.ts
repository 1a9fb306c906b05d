import { join } from 'node:path';
import { createDocumentClient } from '../adapters/aws/dynamo/client';
import type { DocumentClient } from '../adapters/aws/dynamo/document-client';
import { createDynamoSessionStore } from '../adapters/aws/dynamo/session-store';
import { createLocalPlaces } from '../adapters/local/directory/local-places';
import { createOutboxMailer } from '../adapters/local/outbox-mailer';
import { createScriptedModel } from '../adapters/local/scripted-model/scripted-model';
import { createModelAskDeriver } from '../core/asks/derive-asks';
import { parseAsksLater } from '../core/asks/parse-asks-later';
import { createAccessTokens } from '../core/auth/access-token';
import type { AppDeps } from '../http/app-deps';
import { createApiHandler } from '../http/dispatch';
import type { RouteDef } from '../http/route';
import { buildRoutes } from '../http/routes';
import { systemClock } from '../ports/clock';
import { createLanguageModel } from './language-model';
import { createLocalBilling } from './local-billing';
import { createLocalCallMedia } from './local-calls';
import { createLocalIdentity } from './local-identity';
import { createLocalResearch, researchConfigFrom } from './local-research';
import type { LocalRoute } from './local-route';
import { loadOrCreateSecret } from './local-secrets';
import type { LocalSettings } from './local-settings';
import { operatorFrom } from './settings';

export interface LocalRuntimeOptions {
  settings: LocalSettings;
  /** DynamoDB Local's endpoint, e.g. `http://127.0.0.1:8000`. */
  dynamoEndpoint: string;
}

export interface LocalRuntime {
  deps: AppDeps;
  doc: DocumentClient;
  apiHandler: ReturnType<typeof createApiHandler>;
  /** The implemented routes of the route table. */
  routes: RouteDef[];
  /** Routes only the local runtime serves (the signed recording files). */
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
  const billing = createLocalBilling({
    table: { doc, tableName: settings.TABLE_NAME },
    dataDir,
    stripe: settings,
    clock: systemClock,
  });
  const model = createLanguageModel(settings);
  // The embedded default splits questions with the parser; a configured model derives them.
  const deriveAsks =
    settings.MODEL_PROVIDER === 'scripted' ? parseAsksLater : createModelAskDeriver(model, parseAsksLater);
  const deps: AppDeps = {
    appConfig: {
      useSamplePhone: settings.USE_SAMPLE_PHONE,
      sampleDestinationPhone: settings.SAMPLE_DESTINATION_PHONE ?? null,
      demoMode: settings.DEMO_MODE,
      simulatedCalls: true,
      auth: { provider: 'own' },
      operator: operatorFrom(settings),
    },
    authenticate: (token) => accessTokens.verify(token),
    clock: systemClock,
    mailer: createOutboxMailer(dataDir),
    identity: createLocalIdentity({ doc, tableName: settings.TABLE_NAME }, dataDir, accessTokens),
    places: createLocalPlaces({ callCountries: settings.ALLOWED_CALL_COUNTRIES }),
    chat: {
      model: createScriptedModel(),
      sessions: createDynamoSessionStore({ doc, tableName: settings.TABLE_NAME }),
      deriveAsks,
    },
    billing: billing.deps,
    research: undefined as unknown as AppDeps['research'],
  };
  const media = createLocalCallMedia(settings);
  const research = createLocalResearch({
    table: { doc, tableName: settings.TABLE_NAME },
    config: researchConfigFrom(settings, `http://localhost:${settings.PORT}`),
    model,
    deriveAsks,
    mailer: deps.mailer,
    places: deps.places,
    clock: systemClock,
    recordings: media.recordings,
    renderRecording: media.renderRecording,
    speed: media.speed,
    visualize: media.visualize,
  });
  deps.research = research.http;
  const routes = buildRoutes(deps);
  const apiHandler = createApiHandler(routes, deps.authenticate);
  return {
    deps,
    doc,
    apiHandler,
    routes,
    localRoutes: [...media.localRoutes],
    start: async () => {
      await billing.start();
      await research.engine.recover();
    },
    stop: async () => {
      await billing.stop();
      // Executions end with the process; a restart resumes them (functions/core/research/recover.ts).
      await research.engine.workflow.drop();
      await research.network.hangUpAll();
    },
  };
}
