import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError } from '../../../shared/domain/errors';
import type { Clock } from '../../ports/clock';
import type { RefreshTokenRecord, RefreshTokenStore } from '../../ports/refresh-token-store';
import { logger } from '../logger';

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const expired = () => new DomainError('unauthorized', 'Your session has expired. Please sign in again.');

export interface RefreshTokenDeps {
  store: RefreshTokenStore;
  clock: Clock;
}

/** Rotating refresh tokens (256 random bits, stored hashed) with reuse detection per family. */
export function createRefreshTokens({ store, clock }: RefreshTokenDeps) {
  const fresh = (userId: string, familyId: string) => {
    const token = randomBytes(32).toString('base64url');
    const record: RefreshTokenRecord = {
      tokenHash: sha256(token),
      userId,
      familyId,
      expiresAt: Math.floor(clock.now().getTime() / 1000) + REFRESH_TTL_SECONDS,
    };
    return { token, record };
  };

  return {
    /** Starts a new family for a sign-in. */
    async issue(userId: string): Promise<string> {
      const { token, record } = fresh(userId, randomUUID());
      await store.create(record);
      return token;
    },

    /** Exchanges a token for the next one; a token presented twice revokes its whole family. */
    async rotate(token: string | undefined): Promise<{ userId: string; token: string }> {
      if (!token) throw expired();
      const current = await store.get(sha256(token));
      if (!current) throw expired();
      if (await store.isFamilyRevoked(current.familyId)) throw expired();
      const revokeFamily = async () => {
        logger.warn('Refresh token reused; revoking its family', { familyId: current.familyId });
        await store.revokeFamily(current.familyId, current.expiresAt);
        return expired();
      };
      if (current.rotatedAt) throw await revokeFamily();
      const next = fresh(current.userId, current.familyId);
      if (!(await store.rotate(current, next.record, clock.now().toISOString()))) throw await revokeFamily();
      return { userId: current.userId, token: next.token };
    },

    /** Revokes the token's family (sign-out); unknown tokens are ignored. */
    async revoke(token: string | undefined): Promise<void> {
      if (!token) return;
      const current = await store.get(sha256(token));
      if (current) await store.revokeFamily(current.familyId, current.expiresAt);
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
