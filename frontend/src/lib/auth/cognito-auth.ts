import type { AuthConfig } from '#shared/contracts/config';
import { MESSAGES } from '#shared/domain/validation-messages';
import { ApiError, setTokenSource } from '../api-client';
import { fetchProfile } from '../profile-query';
import { clearCachedUser } from '../user-cache';
import type { AuthAdapter, Identity } from './types';

type CognitoConfig = Extract<AuthConfig, { provider: 'cognito' }>;
type Amplify = typeof import('aws-amplify/auth');

/** How Cognito's errors read on the login screen. */
const COGNITO_ERRORS: Record<string, [number, string]> = {
  CodeMismatchException: [400, MESSAGES.invalidCode],
  ExpiredCodeException: [400, 'This code has expired. Please request a new one.'],
  NotAuthorizedException: [400, 'Too many attempts with this code. Please request a new one.'],
  LimitExceededException: [429, 'Too many attempts. Please wait a few minutes and try again.'],
  TooManyRequestsException: [429, 'Too many attempts. Please wait a few minutes and try again.'],
  CodeDeliveryFailureException: [502, MESSAGES.sendCodeFailed],
};

function toApiError(error: unknown): unknown {
  const name = error instanceof Error ? error.name : '';
  const known = COGNITO_ERRORS[name];
  return known ? new ApiError(known[0], name, known[1]) : error;
}

/**
 * Sign-in on Amazon Cognito through aws-amplify: a new e-mail is signed up without a password and
 * confirmed with the one code it receives (then signed in by auto sign-in); a known e-mail signs
 * in with an e-mailed one-time code (USER_AUTH, EMAIL_OTP). Amplify keeps the tokens in
 * localStorage (shared by tabs, kept across reloads) and refreshes them. It is loaded only when
 * needed: on the first code request, or on start when a session was kept.
 */
export function createCognitoAuth(config: CognitoConfig): AuthAdapter {
  let amplify: Promise<Amplify> | undefined;
  const load = () => {
    amplify ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth')]).then(([core, auth]) => {
      core.Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            loginWith: { email: true },
            signUpVerificationMethod: 'code',
          },
        },
      });
      return auth;
    });
    return amplify;
  };
  const keptSession = () =>
    localStorage.getItem(`CognitoIdentityServiceProvider.${config.userPoolClientId}.LastAuthUser`) !== null;
  /** Whether the pending code confirms a sign-up or answers a sign-in challenge. */
  let pending: 'sign-up' | 'sign-in' = 'sign-in';

  const token = async (forceRefresh: boolean) => {
    if (!amplify && !keptSession()) return null;
    const auth = await load();
    const session = await auth.fetchAuthSession({ forceRefresh }).catch(() => null);
    return session?.tokens?.accessToken?.toString() ?? null;
  };

  const startSignIn = async (auth: Amplify, email: string) => {
    const result = await auth.signIn({
      username: email,
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' },
    });
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
      // Signed up before but never confirmed: confirm the sign-up with a fresh code.
      await auth.resendSignUpCode({ username: email });
      pending = 'sign-up';
      return;
    }
    pending = 'sign-in';
  };

  const identityOf = async (auth: Amplify, email: string): Promise<Identity> => {
    const user = await auth.getCurrentUser();
    return { id: user.userId, email: user.signInDetails?.loginId ?? email };
  };

  return {
    install() {
      setTokenSource({
        getToken: () => token(false),
        refresh: () => token(true),
        onAuthFailure: () => {
          clearCachedUser();
          window.location.assign('/auth');
        },
      });
    },
    async restore() {
      if (!keptSession()) return null;
      const auth = await load();
      try {
        const user = await auth.getCurrentUser();
        return { id: user.userId, email: user.signInDetails?.loginId ?? '' };
      } catch {
        return null;
      }
    },
    async sendCode(email) {
      const auth = await load();
      try {
        await auth.signUp({
          username: email,
          options: { userAttributes: { email }, autoSignIn: { authFlowType: 'USER_AUTH' } },
        });
        pending = 'sign-up';
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'UsernameExistsException') throw toApiError(error);
        await startSignIn(auth, email).catch((e: unknown) => {
          throw toApiError(e);
        });
      }
      return {};
    },
    async resendCode(email) {
      const auth = await load();
      try {
        if (pending === 'sign-up') await auth.resendSignUpCode({ username: email });
        else await startSignIn(auth, email);
      } catch (error) {
        throw toApiError(error);
      }
      return {};
    },
    async verifyCode(email, code) {
      const auth = await load();
      try {
        if (pending === 'sign-up') {
          const confirmed = await auth.confirmSignUp({ username: email, confirmationCode: code });
          if (confirmed.nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') await auth.autoSignIn();
          else await startSignIn(auth, email);
        } else {
          const result = await auth.confirmSignIn({ challengeResponse: code });
          if (!result.isSignedIn) throw new ApiError(400, 'invalid_code', MESSAGES.invalidCode);
        }
      } catch (error) {
        throw toApiError(error);
      }
      const identity = await identityOf(auth, email);
      // The post-confirmation trigger created the profile before confirmation returned.
      return { identity, profile: await fetchProfile(identity.id) };
    },
    async signOut() {
      // Revokes the refresh token at Cognito and clears the tokens of every tab.
      if (amplify || keptSession()) await (await load()).signOut();
    },
  };
}
