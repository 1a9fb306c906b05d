import { type AuthConfig, authConfigSchema, getConfig } from '#shared/contracts/config';
import { callApi } from '../api-client';
import { createCognitoAuth } from './cognito-auth';
import { createOwnAuth } from './own-auth';
import type { AuthAdapter } from './types';

export type { AuthAdapter, SignedIn } from './types';

function createAdapter(config: AuthConfig): AuthAdapter {
  return config.provider === 'cognito' ? createCognitoAuth(config) : createOwnAuth();
}

const AUTH_CONFIG_KEY = 'askaround_auth_config';

/** The deployment's sign-in; the copy kept from the last load serves while the server is unreachable. */
async function loadAuthConfig(): Promise<AuthConfig> {
  try {
    const { auth } = await callApi(getConfig);
    localStorage.setItem(AUTH_CONFIG_KEY, JSON.stringify(auth));
    return auth;
  } catch (error) {
    const kept = keptAuthConfig();
    if (kept) return kept;
    throw error;
  }
}

function keptAuthConfig(): AuthConfig | null {
  try {
    const kept = authConfigSchema.safeParse(JSON.parse(localStorage.getItem(AUTH_CONFIG_KEY) ?? 'null'));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

let adapter: Promise<AuthAdapter> | undefined;

/** The adapter of this deployment, chosen once from `GET /api/config`. */
export function authAdapter(): Promise<AuthAdapter> {
  adapter ??= loadAuthConfig()
    .then(createAdapter)
    .catch((error: unknown) => {
      adapter = undefined;
      throw error;
    });
  return adapter;
}
