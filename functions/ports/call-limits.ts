/** A queued call asking for its place under the calling limits. */
export interface CallClaim {
  callId: string;
  userId: string;
  /** The number that will ring. */
  phone: string;
  /** ISO time the call was created: its UTC day is the day it counts toward. */
  createdAt: string;
  /** Held against the account's 24-hour rule for the number (follow-ups and the test number are not). */
  perNumber: boolean;
  /** Counted toward the service-wide cap on calls to the number (the test number is not). */
  capped: boolean;
}

/** The limits a claim is checked against. */
export interface CallLimitRules {
  /** Calls one account may place per UTC day. */
  dailyCallLimit: number;
  /** Calls to one number per 24 hours across all accounts. */
  businessDailyCallLimit: number;
}

/** Why a call was refused, and when the number frees up (ISO time). */
export interface ClaimRefusal {
  callId: string;
  phone: string;
  reason: 'called_recently' | 'business_cap';
  freeAt: string;
}

/** What a claim did: either every call not refused got its place, or the daily limit refused them all. */
export type ClaimResult =
  | { ok: true; refused: ClaimRefusal[] }
  | { ok: false; placedToday: number; resetsAt: string };

/**
 * The calling limits, each enforced by conditional writes on counter and lock items that expire:
 * the account's daily limit, one call per number per account per 24 hours, and the service-wide
 * cap per number. A claim takes every place in one transaction, so parallel requests never exceed
 * a limit; refused calls hold nothing.
 */
export interface CallLimits {
  claim(claims: CallClaim[], rules: CallLimitRules): Promise<ClaimResult>;
  /**
   * When each number has a place again under the service-wide cap of `limit` calls per 24 hours:
   * an ISO time, or null when a call could take a place at `now`. Reads only; a claim still decides.
   */
  capFreeAt(phones: readonly string[], limit: number, now: Date): Promise<Map<string, string | null>>;
  /** Gives back what a call holds (it never reached the business); a repeat changes nothing. */
  release(claim: Pick<CallClaim, 'callId' | 'userId' | 'phone' | 'createdAt'>): Promise<void>;
  /** Holds a research for one extension or follow-up at a time; false when another holds it. */
  lockExtension(researchId: string, now: Date): Promise<boolean>;
  unlockExtension(researchId: string): Promise<void>;
}
