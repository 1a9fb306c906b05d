import { useMutation } from '@tanstack/react-query';
import { authAdapter } from '#web/lib/auth/auth-adapter';

/** Sends the 6-digit code; in demo mode the answer carries the demo code. */
export function useSendOtp() {
  return useMutation({ mutationFn: async (email: string) => (await authAdapter()).sendCode(email) });
}

/** Sends another code to the e-mail the code step is for. */
export function useResendOtp() {
  return useMutation({ mutationFn: async (email: string) => (await authAdapter()).resendCode(email) });
}

/** Verifies the code; a first sign-in also gets its new profile (the server decides credits and tier). */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: async ({ email, token }: { email: string; token: string }) =>
      (await authAdapter()).verifyCode(email, token),
  });
}
