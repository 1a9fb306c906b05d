import {
  getSession,
  REFRESH_COOKIE,
  refreshSession,
  sendOtp,
  signOut,
  verifyOtp,
} from '#shared/contracts/auth';
import { createRefreshTokens } from '../core/auth/refresh-tokens';
import { createSignIn } from '../core/auth/sign-in';
import type { AppDeps } from './app-deps';
import { clearRefreshCookie, refreshCookie } from './auth-cookie';
import { Reply, type RequestContext, route } from './route';

type AuthRouteDeps = Pick<AppDeps, 'appConfig' | 'identity' | 'mailer' | 'clock'>;

/** Sign-in with e-mail codes, token refresh and sign-out. */
export function createAuthRoutes(deps: AuthRouteDeps) {
  const { identity, clock } = deps;
  const signIn = createSignIn({
    users: identity.users,
    otps: identity.otps,
    limiter: identity.rateLimiter,
    mailer: deps.mailer,
    otpKey: identity.otpKey,
    demoMode: deps.appConfig.demoMode,
    clock,
    ...(identity.signInLimits ? { limits: identity.signInLimits } : {}),
  });
  const refreshTokens = createRefreshTokens({ store: identity.refreshTokens, clock });

  const renew = async (ctx: RequestContext) => {
    const next = await refreshTokens.rotate(ctx.cookies[REFRESH_COOKIE]);
    const access = await identity.accessTokens.issue(next.userId, clock.now());
    const email = (await identity.users.getEmail(next.userId)) ?? '';
    return new Reply(
      {
        accessToken: access.token,
        expiresAt: access.expiresAt.toISOString(),
        user: { id: next.userId, email },
      },
      { cookies: [refreshCookie(next.token, ctx.origin)] },
    );
  };

  return [
    route(sendOtp, async ({ body }, ctx) => signIn.sendOtp(body.email, ctx.sourceIp)),
    route(verifyOtp, async ({ body }, ctx) => {
      const userId = await signIn.verifyOtp(body.email, body.token, ctx.sourceIp);
      const [access, refresh, profile] = await Promise.all([
        identity.accessTokens.issue(userId, clock.now()),
        refreshTokens.issue(userId),
        identity.users.getProfile(userId),
      ]);
      return new Reply(
        {
          accessToken: access.token,
          expiresAt: access.expiresAt.toISOString(),
          user: { id: userId, email: body.email, profile: profile ?? null },
        },
        { cookies: [refreshCookie(refresh, ctx.origin)] },
      );
    }),
    route(refreshSession, async (_input, ctx) => renew(ctx)),
    route(getSession, async (_input, ctx) => renew(ctx)),
    route(signOut, async (_input, ctx) => {
      await refreshTokens.revoke(ctx.cookies[REFRESH_COOKIE]);
      return new Reply(undefined, { status: 204, cookies: [clearRefreshCookie(ctx.origin)] });
    }),
  ];
}
