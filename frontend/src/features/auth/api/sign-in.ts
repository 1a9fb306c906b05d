import { useMutation } from '@tanstack/react-query';
import { sendOtp, verifyOtp } from '../../../../../shared/contracts/auth';
import { createUser } from '../../../../../shared/contracts/users';
import { ApiError, callApi } from '../../../lib/api-client';
import { setAccessToken } from '../../../lib/auth-token';
import { fetchProfile } from '../../../lib/profile';

/** Sends the 6-digit code; in demo mode the answer carries the demo code. */
export function useSendOtp() {
  return useMutation({ mutationFn: (email: string) => callApi(sendOtp, { body: { email } }) });
}

/**
 * Verifies the code; a first sign-in also creates the profile (the server decides credits and
 * tier), so the session starts with a profile to onboard.
 */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: async ({ email, token }: { email: string; token: string }) => {
      const result = await callApi(verifyOtp, { body: { email, token } });
      if (result.user.profile) return result;
      setAccessToken(result.accessToken, result.expiresAt);
      const profile = await callApi(createUser, {
        body: { id: result.user.id, email: result.user.email, name: '', onboardingCompleted: false },
      }).catch(async (error: unknown) => {
        // Another tab created it first: use that profile.
        if (error instanceof ApiError && error.status === 409) return fetchProfile(result.user.id);
        throw error;
      });
      return { ...result, user: { ...result.user, profile } };
    },
  });
}
