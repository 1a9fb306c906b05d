import type { AccessTokens } from '../core/auth/access-token';
import type { SignInLimits } from '../core/auth/sign-in';
import type { OtpStore, RateLimiter } from '../ports/otp-store';
import type { RefreshTokenStore } from '../ports/refresh-token-store';
import type { UserStore } from '../ports/user-store';

/** What sign-in, tokens, profiles and children need. */
export interface IdentityDeps {
  users: UserStore;
  otps: OtpStore;
  rateLimiter: RateLimiter;
  refreshTokens: RefreshTokenStore;
  accessTokens: AccessTokens;
  /** Key of the HMAC under which sign-in codes are stored. */
  otpKey: Uint8Array;
  /** Overrides the default send and verify limits. */
  signInLimits?: SignInLimits;
}
