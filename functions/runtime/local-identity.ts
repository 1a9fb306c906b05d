import type { TableRef } from '../adapters/aws/dynamo/items';
import { createDynamoOtpStore, createDynamoRateLimiter } from '../adapters/aws/dynamo/otp-store';
import { createDynamoRefreshTokenStore } from '../adapters/aws/dynamo/refresh-token-store';
import { createDynamoUserStore } from '../adapters/aws/dynamo/user-store';
import type { AccessTokens } from '../core/auth/access-token';
import type { IdentityDeps } from '../http/identity-deps';
import { loadOrCreateSecret } from './local-secrets';

/** Users, codes and tokens on the table, with the OTP key kept under DATA_DIR. */
export function createLocalIdentity(
  table: TableRef,
  dataDir: string,
  accessTokens: AccessTokens,
): IdentityDeps {
  return {
    users: createDynamoUserStore(table),
    otps: createDynamoOtpStore(table),
    rateLimiter: createDynamoRateLimiter(table),
    refreshTokens: createDynamoRefreshTokenStore(table),
    accessTokens,
    otpKey: loadOrCreateSecret(dataDir, 'otp-hmac'),
  };
}
