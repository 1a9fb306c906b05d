import type { Contract } from '#shared/contracts/define';
import type { Capability } from '#shared/contracts/index';
import { createCognitoAuthenticate } from '../adapters/aws/cognito-access-tokens';
import { createSecretsClient, type SecretsClient } from '../adapters/aws/secrets';
import { type ApiHandler, createApiHandler } from '../http/dispatch';
import type { RouteDef } from '../http/route';
import { cloudAws } from './cloud-aws';
import { type AppKeys, loadAppKeys, loadOriginSecret } from './cloud-secrets';
import { type CloudRuntimeSettings, readCloudSettings, required } from './cloud-settings';
import { ConfigError } from './settings';

/** What a capability's composition root is given to wire its routes. */
export interface ApiWiring {
  settings: CloudRuntimeSettings;
  /** The keys derived from the app-keys secret; loaded only where the stack set its ARN (the demo checkout). */
  keys: AppKeys | null;
  secrets: SecretsClient;
}

export interface ApiFunctionSpec {
  capability: Capability;
  /** The capability's contracts (its `<capability>Contracts`; imported alone, not the whole index). */
  contracts: readonly Contract[];
  routes(wiring: ApiWiring): RouteDef[] | Promise<RouteDef[]>;
}

/**
 * One API function's request pipeline: its capability's routes wired from its own environment,
 * the CloudFront origin check, and, where its routes need a signed-in user, the check of the
 * user pool's access tokens (the user is the token's `sub`).
 * Fails (ConfigError) when the routes are not exactly the capability's contracts.
 */
export async function createApiFunction(
  env: Record<string, string | undefined>,
  spec: ApiFunctionSpec,
): Promise<ApiHandler> {
  const settings = readCloudSettings(env);
  const secrets = createSecretsClient(cloudAws(settings.AWS_REGION));
  const { contracts } = spec;
  const authenticate = contracts.some((c) => c.auth)
    ? createCognitoAuthenticate({
        userPoolId: required(settings, 'USER_POOL_ID'),
        clientId: required(settings, 'USER_POOL_CLIENT_ID'),
      })
    : () => Promise.resolve(null);
  const [originSecret, keys] = await Promise.all([
    settings.ORIGIN_VERIFY_SECRET_ARN
      ? loadOriginSecret(secrets, settings.ORIGIN_VERIFY_SECRET_ARN)
      : undefined,
    settings.APP_KEYS_SECRET_ARN ? loadAppKeys(secrets, settings.APP_KEYS_SECRET_ARN) : null,
  ]);
  const routes = await spec.routes({ settings, keys, secrets });
  const served = new Set(routes.map((r) => r.contract.id));
  const missing = contracts.filter((c) => !served.has(c.id)).map((c) => c.id);
  if (missing.length > 0 || served.size !== contracts.length)
    throw new ConfigError(
      `The ${spec.capability} function must serve exactly its contracts (missing: ${missing.join(', ') || 'none'})`,
    );
  return createApiHandler(routes, authenticate, {
    ...(originSecret ? { originSecret } : {}),
    ...(settings.APP_URL ? { publicOrigin: settings.APP_URL } : {}),
  });
}
