import { errors, jwtVerify, SignJWT } from 'jose';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'askaround';
const AUDIENCE = 'askaround-api';

/** Issues and verifies the short-lived access token (HS256 JWT, 15 minutes). */
export interface AccessTokens {
  issue(userId: string, now?: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The user id, or null for a missing, tampered, expired or foreign token. */
  verify(token: string): Promise<string | null>;
}

export function createAccessTokens(signingKey: Uint8Array): AccessTokens {
  if (signingKey.length < 32) throw new Error('The access-token signing key must be at least 32 bytes.');
  return {
    async issue(userId, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(signingKey);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, signingKey, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
