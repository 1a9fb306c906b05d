/** A pending sign-in code, stored only as a keyed hash. */
export interface OtpRecord {
  email: string;
  codeHash: string;
  attempts: number;
  /** Epoch seconds. */
  expiresAt: number;
}

/** One pending code per e-mail. */
export interface OtpStore {
  put(record: OtpRecord): Promise<void>;
  get(email: string): Promise<OtpRecord | undefined>;
  /**
   * Atomically counts one attempt before the comparison, so parallel guesses cannot exceed the
   * limit; undefined when the code is gone or already has `max` attempts.
   */
  addAttempt(email: string, max: number): Promise<number | undefined>;
  delete(email: string): Promise<void>;
}

/** Fixed-window counters: `hit` counts one event and says whether it is within the limit. */
export interface RateLimiter {
  hit(bucket: string, limit: number, windowSeconds: number, now: Date): Promise<boolean>;
}
