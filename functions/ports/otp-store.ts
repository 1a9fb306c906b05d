/** A pending sign-in code, stored only as a keyed hash. */
interface OtpRecord {
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
  /**
   * Uses up the pending code with this hash: true for exactly one caller, so a code opens one
   * session however many requests present it at once.
   */
  consume(email: string, codeHash: string): Promise<boolean>;
  delete(email: string): Promise<void>;
}

/** How an event is spaced out: the wait after the nth event, and the quiet time that starts the count again. */
interface Backoff {
  waitSeconds(events: number): number;
  resetSeconds: number;
}

/** Rate limits on events of a bucket (an e-mail, a network). */
export interface RateLimiter {
  /** Fixed window: counts one event and says whether it is within the limit. */
  hit(bucket: string, limit: number, windowSeconds: number, now: Date): Promise<boolean>;
  /**
   * Backoff: allows the event when the bucket's wait is over (one of parallel events wins), then
   * sets the next wait; `nextAt` is when the next event is allowed.
   */
  spaceOut(bucket: string, backoff: Backoff, now: Date): Promise<{ allowed: boolean; nextAt: Date }>;
}
