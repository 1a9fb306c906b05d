import { authContracts } from '../../../shared/contracts/auth';
import { createDynamoOtpStore, createDynamoRateLimiter } from '../../adapters/aws/dynamo/otp-store';
import { createDynamoRefreshTokenStore } from '../../adapters/aws/dynamo/refresh-token-store';
import { createDynamoUserStore } from '../../adapters/aws/dynamo/user-store';
import { createAccessTokens } from '../../core/auth/access-token';
import { createAuthRoutes } from '../../http/auth';
import { systemClock } from '../../ports/clock';
import { cloudAppConfig } from '../cloud-app-config';
import { cloudMailer } from '../cloud-mail';
import { cloudTable } from '../cloud-table';
import { ConfigError } from '../settings';
import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the auth routes: the only function that signs tokens and mails sign-in codes. */
export const handler = createCapabilityHandler({
  capability: 'auth',
  contracts: authContracts,
  signs: true,
  routes: ({ settings, keys }) => {
    if (!keys) throw new ConfigError('The auth function needs APP_KEYS_SECRET_ARN');
    const table = cloudTable(settings);
    return createAuthRoutes({
      appConfig: cloudAppConfig(settings),
      clock: systemClock,
      mailer: cloudMailer(settings),
      identity: {
        users: createDynamoUserStore(table),
        otps: createDynamoOtpStore(table),
        rateLimiter: createDynamoRateLimiter(table),
        refreshTokens: createDynamoRefreshTokenStore(table),
        accessTokens: createAccessTokens(keys.jwtSigningKey),
        otpKey: keys.otpHmacKey,
      },
    });
  },
});
