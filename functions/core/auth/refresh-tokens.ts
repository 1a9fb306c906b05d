import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError } from '#shared/domain/errors';
import type { Clock } from '../../ports/clock';
import type { RefreshTokenRecord, RefreshTokenStore } from '../../ports/refresh-token-store';
import { logger } from '../logger';

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/**
 * How long a just-rotated token still earns a new one. A reload can abort a refresh after the
 * server rotated the token but before the browser stored the new cookie; the next refresh then
 * presents the old token again. Within this window that token is answered with a fresh successor
 * instead of revoking the family, as long as its current successor was never used: a thief who
 * replays a stolen token either comes after the owner used the successor (family revoked) or
 * races the owner, whose next use of a retired token then finds the thief's token used and
 * revokes the family. Past the window any replay revokes the family.
 */
export const ROTATION_GRACE_SECONDS = 20;

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

  /**
   * Replaces the unused successor of a token rotated less than the grace window ago. Concurrent
   * replays (reloads in quick succession) can race; the loser re-reads and tries again under the
   * same rules, so only a successor that was really used (or the window passing) refuses.
   */
  const reissueWithinGrace = async (rotated: RefreshTokenRecord, next: RefreshTokenRecord, now: Date) => {
    let token: RefreshTokenRecord | undefined = rotated;
    for (let attempt = 0; attempt < 5 && token; attempt += 1) {
      const age = now.getTime() - Date.parse(token.rotatedAt ?? '');
      if (!(age >= 0 && age <= ROTATION_GRACE_SECONDS * 1000) || !token.successorHash) return false;
      const successor = await store.get(token.successorHash);
      if (
        successor &&
        !successor.rotatedAt &&
        (await store.reissue(token, successor, next, now.toISOString()))
      )
        return true;
      // Retry only when a concurrent reissue replaced the successor; a used one refuses.
      const reread = await store.get(token.tokenHash);
      if (reread?.successorHash === token.successorHash) return false;
      token = reread;
    }
    return false;
  };

  return {
    /** Starts a new family for a sign-in. */
    async issue(userId: string): Promise<string> {
      const { token, record } = fresh(userId, randomUUID());
      await store.create(record);
      return token;
    },

    /**
     * Exchanges a token for the next one. A token presented again revokes its whole family,
     * except within the rotation grace window (see ROTATION_GRACE_SECONDS).
     */
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
      const now = clock.now();
      const next = fresh(current.userId, current.familyId);
      if (current.rotatedAt) {
        if (!(await reissueWithinGrace(current, next.record, now))) throw await revokeFamily();
        logger.info('Refresh token presented again within the grace window', {
          familyId: current.familyId,
        });
      } else if (!(await store.rotate(current, next.record, now.toISOString()))) {
        // A concurrent refresh with the same token rotated it first: the same rules as a replay.
        const raced = await store.get(current.tokenHash);
        if (!raced?.rotatedAt || !(await reissueWithinGrace(raced, next.record, now))) {
          throw await revokeFamily();
        }
      }
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
