import { GeoPlacesClient } from '@aws-sdk/client-geo-places';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { LanguageModel } from 'ai';
import type { Capability } from '../../shared/contracts';
import { createCloudLanguageModel } from '../adapters/aws/bedrock-model';
import { createDocumentClient } from '../adapters/aws/dynamo/client';
import { createDynamoCreditLedgerStore } from '../adapters/aws/dynamo/credit-ledger-store';
import { createDynamoOtpStore, createDynamoRateLimiter } from '../adapters/aws/dynamo/otp-store';
import { createDynamoRefreshTokenStore } from '../adapters/aws/dynamo/refresh-token-store';
import { createDynamoSessionStore } from '../adapters/aws/dynamo/session-store';
import { createDynamoUserStore } from '../adapters/aws/dynamo/user-store';
import { createLocationPlaces } from '../adapters/aws/location-places';
import { createSesMailer } from '../adapters/aws/ses-mailer';
import { createStripePayments } from '../adapters/aws/stripe-payments';
import { createDemoPayments } from '../adapters/local/demo-payments';
import { createAccessTokens } from '../core/auth/access-token';
import type { BillingDeps } from '../core/billing/deps';
import type { AppDeps } from '../http/app-deps';
import { type ApiHandler, createApiHandler } from '../http/dispatch';
import { buildRoutes } from '../http/routes';
import { type Clock, systemClock } from '../ports/clock';
import type { Places } from '../ports/places';
import { type CloudResearch, createCloudResearch } from './cloud-research';
import { type AppKeys, loadAppKeys, loadOriginSecret, loadStripeEnv } from './cloud-secrets';
import { type CloudRuntimeSettings, cloudRuntimeSettingsSchema } from './cloud-settings';
import { ConfigError, operatorFrom, parseSettings } from './settings';
import { stripeSettingsOf } from './stripe-settings';

/** The typed place of each capability's cloud adapters that tests (or another deployment) may swap. */
export interface CloudAdapterFactories {
  /** Amazon Location Places v2 (chat/places capability). */
  places(settings: CloudRuntimeSettings): Places;
  model(settings: CloudRuntimeSettings): LanguageModel;
}

export const defaultCloudAdapters: CloudAdapterFactories = {
  places: (settings) => createLocationPlaces(new GeoPlacesClient({ region: settings.AWS_REGION })),
  model: (settings) =>
    createCloudLanguageModel({ region: settings.AWS_REGION, modelId: settings.BEDROCK_MODEL_ID }),
};

export interface CloudRuntime {
  settings: CloudRuntimeSettings;
  deps: AppDeps;
  research: CloudResearch;
  /** The request pipeline of one capability's routes (one Lambda function per capability). */
  apiHandler(capability: Capability): ApiHandler;
}

/** Wires every port to its AWS adapter from the function's environment and secrets. */
export async function createCloudRuntime(
  env: Record<string, string | undefined>,
  adapters: CloudAdapterFactories = defaultCloudAdapters,
  clock: Clock = systemClock,
): Promise<CloudRuntime> {
  const preliminary = parseSettings(cloudRuntimeSettingsSchema, env);
  const secretsClient = new SecretsManagerClient({ region: preliminary.AWS_REGION });
  const [keys, stripeEnv, originSecret] = await Promise.all([
    loadAppKeys(secretsClient, preliminary.APP_KEYS_SECRET_ARN),
    loadStripeEnv(secretsClient, preliminary.STRIPE_SECRET_ARN),
    loadOriginSecret(secretsClient, preliminary.ORIGIN_VERIFY_SECRET_ARN),
  ]);
  const settings = parseSettings(cloudRuntimeSettingsSchema, { ...env, ...stripeEnv });
  const region = settings.AWS_REGION;
  const table = { doc: createDocumentClient({ region }), tableName: settings.TABLE_NAME };
  const accessTokens = createAccessTokens(keys.jwtSigningKey);
  const mailer = createSesMailer({ client: new SESv2Client({ region }), from: settings.MAIL_FROM });
  const model = adapters.model(settings);
  const places = adapters.places(settings);
  const research = createCloudResearch({ settings, table, model, mailer, places, clock });
  const deps: AppDeps = {
    appConfig: {
      useSamplePhone: settings.USE_SAMPLE_PHONE,
      sampleDestinationPhone: settings.SAMPLE_DESTINATION_PHONE ?? null,
      demoMode: settings.DEMO_MODE,
      simulatedCalls: false,
      operator: operatorFrom(settings),
    },
    authenticate: (token) => accessTokens.verify(token),
    clock,
    mailer,
    identity: {
      users: createDynamoUserStore(table),
      otps: createDynamoOtpStore(table),
      rateLimiter: createDynamoRateLimiter(table),
      refreshTokens: createDynamoRefreshTokenStore(table),
      accessTokens,
      otpKey: keys.otpHmacKey,
    },
    places,
    chat: { model, sessions: createDynamoSessionStore(table) },
    billing: cloudBilling(
      settings,
      keys,
      createDynamoCreditLedgerStore(table, () => clock.now()),
      clock,
    ),
    research: research.http,
  };
  const handlers = new Map<Capability, ApiHandler>();
  return {
    settings,
    deps,
    research,
    apiHandler(capability) {
      const cached = handlers.get(capability);
      if (cached) return cached;
      // Behind CloudFront (the stack sets the origin secret on API functions): direct calls to
      // API Gateway are refused and the viewer address header gives the client IP.
      const handler = createApiHandler(buildRoutes(deps, [capability]), deps.authenticate, {
        originSecret,
      });
      handlers.set(capability, handler);
      return handler;
    },
  };
}

function cloudBilling(
  settings: CloudRuntimeSettings,
  keys: AppKeys,
  ledger: BillingDeps['ledger'],
  clock: Clock,
): BillingDeps {
  const stripe = stripeSettingsOf(settings);
  if (stripe === 'partial') {
    throw new ConfigError(
      'The Stripe secret must hold STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_ENTERPRISE together',
    );
  }
  if (stripe) return { ledger, payments: createStripePayments(stripe), clock };
  // Until the operator stores Stripe keys, checkout is the labelled demo (docs/deploy.md).
  const demo = createDemoPayments({
    sessionKey: keys.derive('demo-checkout'),
    webhookSecret: `whsec_${Buffer.from(keys.derive('demo-webhook')).toString('hex')}`,
    priceIds: { pro: 'price_demo_pro', enterprise: 'price_demo_enterprise' },
    now: () => clock.now(),
  });
  return { ledger, payments: demo, demoCheckout: demo, clock };
}

let cached: Promise<CloudRuntime> | undefined;

/** The runtime of this Lambda execution environment, built once on the first invocation. */
export function loadCloudRuntime(): Promise<CloudRuntime> {
  cached ??= createCloudRuntime(process.env).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
