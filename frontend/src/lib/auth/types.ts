import type { Profile } from '#shared/contracts/users';

export interface Identity {
  id: string;
  email: string;
}

/** What a successful code verification gives the session. */
export interface SignedIn {
  identity: Identity;
  profile: Profile | null;
}

/**
 * One sign-in interface, two adapters: the app's own `/api/auth/*` e-mail codes (embedded default)
 * and Amazon Cognito through aws-amplify (AWS). The runtime configuration picks one.
 */
export interface AuthAdapter {
  /** Gives the API client its bearer token and refresh (and /auth when both fail). */
  install(): void;
  /** The identity of a session kept from before (a reload, another tab), or null. */
  restore(): Promise<Identity | null>;
  /** Sends a one-time code to the e-mail; in demo mode the answer carries the code to show. */
  sendCode(email: string): Promise<{ demoCode?: string }>;
  /** Sends another code for the e-mail the last `sendCode` was for. */
  resendCode(email: string): Promise<{ demoCode?: string }>;
  verifyCode(email: string, code: string): Promise<SignedIn>;
  /** Ends the session on the server (revokes the refresh token), then locally. */
  signOut(): Promise<void>;
}
