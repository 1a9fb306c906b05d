/** A refresh token as stored: only its SHA-256 hash, with its family for reuse detection. */
export interface RefreshTokenRecord {
  tokenHash: string;
  userId: string;
  familyId: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** Set once the token has been exchanged for a new one. */
  rotatedAt?: string;
  /** The hash of the token it was exchanged for (set together with `rotatedAt`). */
  successorHash?: string;
}

/** Refresh tokens and the revocation state of their families. */
export interface RefreshTokenStore {
  /** Stores the first token of a new family. */
  create(record: RefreshTokenRecord): Promise<void>;
  get(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** Marks `old` rotated and stores `next`; false when `old` was already rotated or its family revoked. */
  rotate(old: RefreshTokenRecord, next: RefreshTokenRecord, at: string): Promise<boolean>;
  /**
   * Replaces the unused `successor` of the rotated token `old` by `next` (the successor is retired);
   * false when `old` has another successor by now, the successor was used, or the family is revoked.
   */
  reissue(
    old: RefreshTokenRecord,
    successor: RefreshTokenRecord,
    next: RefreshTokenRecord,
    at: string,
  ): Promise<boolean>;
  isFamilyRevoked(familyId: string): Promise<boolean>;
  revokeFamily(familyId: string, expiresAt: number): Promise<void>;
}
