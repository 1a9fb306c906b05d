import { type AuthConfig, getConfig } from '../../../../shared/contracts/config';
import { callApi } from '../api-client';
import { createCognitoAuth } from './cognito-auth';
import { createOwnAuth } from './own-auth';
import type { AuthAdapter } from './types';

export type { AuthAdapter, Identity, SignedIn } from './types';

function createAdapter(config: AuthConfig): AuthAdapter {
  return config.provider === 'cognito' ? createCognitoAuth(config) : createOwnAuth();
}

let adapter: Promise<AuthAdapter> | undefined;

/** The adapter of this deployment, chosen once from `GET /api/config`. */
export function authAdapter(): Promise<AuthAdapter> {
  adapter ??= callApi(getConfig)
    .then((config) => createAdapter(config.auth))
    .catch((error: unknown) => {
      adapter = undefined;
      throw error;
    });
  return adapter;
}
