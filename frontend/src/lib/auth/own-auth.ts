import { sendOtp, signOut, verifyOtp } from '#shared/contracts/auth';
import { createUser } from '#shared/contracts/users';
import { ApiError, callApi } from '../api-client';
import {
  clearAccessToken,
  installTokenSource,
  refreshAccessToken,
  refreshedIdentity,
  setAccessToken,
} from '../auth-token';
import { fetchProfile } from '../profile-query';
import type { AuthAdapter } from './types';

/**
 * The embedded default's sign-in: e-mailed codes through `/api/auth/*`, a short-lived access token
 * in memory and a rotating refresh cookie.
 */
export function createOwnAuth(): AuthAdapter {
  const send = async (email: string) => {
    const result = await callApi(sendOtp, { body: { email } });
    return { demoCode: result.demo_otp };
  };
  return {
    install: installTokenSource,
    async restore() {
      return (await refreshAccessToken()) ? refreshedIdentity() : null;
    },
    sendCode: send,
    resendCode: send,
    async verifyCode(email, token) {
      const result = await callApi(verifyOtp, { body: { email, token } });
      setAccessToken(result.accessToken, result.expiresAt);
      const identity = { id: result.user.id, email: result.user.email };
      if (result.user.profile) return { identity, profile: result.user.profile };
      // A first sign-in creates the profile (the server decides credits and tier).
      const profile = await callApi(createUser, {
        body: { id: identity.id, email: identity.email, name: '', onboardingCompleted: false },
      }).catch(async (error: unknown) => {
        // Another tab created it first: use that profile.
        if (error instanceof ApiError && error.status === 409) return fetchProfile(identity.id);
        throw error;
      });
      return { identity, profile };
    },
    async signOut() {
      try {
        await callApi(signOut);
      } finally {
        clearAccessToken();
      }
    },
  };
}
