import * as z from '#shared/zod';

/** Why a balance changed; every change is one ledger entry written with the balance change. */
const LEDGER_KINDS = [
  'welcome_bonus',
  'call_charge',
  'monthly_refill',
  'cycle_expiry',
  'plan_change',
  'adjustment',
] as const;
type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** Signed: positive grants, negative charges and expiries. */
  amount: z.int(),
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  /** Balance right after this entry. */
  balanceAfter: z.optional(z.int()),
  researchId: z.optional(z.string()),
  callId: z.optional(z.string()),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/**
 * The billing fields of a profile. The profile item belongs to the users capability; billing
 * reads and writes only `credits`, `subscriptionTier`, `stripeCustomerId` and `creditsCycleStart`
 * (and reads `reservedCredits`, credits held for calls in progress, which never expire mid-call).
 */
export interface CreditAccount {
  userId: string;
  email: string;
  credits: number;
  reservedCredits: number;
  tier: string;
  stripeCustomerId: string | null;
  /** When the current credit cycle began (the profile's creation when never refilled). */
  cycleStart: string;
}

/**
 * A new cycle: the unused balance expires (one entry, unless kept) and the plan's credits are
 * granted (one entry).
 */
export interface CycleChange {
  userId: string;
  /** Credits granted for the new cycle. */
  grant: number;
  grantKind: LedgerKind;
  grantDescription: string;
  cycleStart: string;
  /** Sets the tier in the same write. */
  tier?: string;
  /** Keeps the unused balance: a plan bought or changed never lowers it before its first renewal. */
  keepBalance?: boolean;
  /**
   * A plan's one-time sign-up credits, granted instead of `grant` the first time the account gets
   * `tier` (each plan's sign-up credits are granted once per account).
   */
  signUp?: { tier: string; credits: number; description: string };
  /** Applies only when the current cycle began before this instant (the monthly job's guard). */
  onlyIfCycleBefore?: string;
  /** The provider event applied by this change: each event is applied once. */
  eventId?: string;
}

/** Outcome of a write guarded by an event id or a cycle. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'not_due' | 'no_account';

/** Credit balances and their ledger: each balance change and its entries are one transaction. */
export interface CreditLedgerStore {
  account(userId: string): Promise<CreditAccount | undefined>;
  /** The user's ledger entries, newest first. */
  history(userId: string, limit?: number): Promise<LedgerEntry[]>;
  /** Expires the unused balance and grants the new cycle's credits. */
  startCycle(change: CycleChange): Promise<ApplyOutcome>;
  /** Changes the tier (and links the provider's customer), once per event. */
  setPlan(change: {
    userId: string;
    tier: string;
    customerId?: string;
    eventId?: string;
  }): Promise<ApplyOutcome>;
  /** Links a provider customer to a user (both ways); keeps an existing link. */
  linkCustomer(userId: string, customerId: string): Promise<string>;
  /** The user a provider customer belongs to. */
  userOfCustomer(customerId: string): Promise<string | undefined>;
  /** Records an event that changes nothing, so later deliveries are recognised. */
  markEvent(eventId: string): Promise<ApplyOutcome>;
  /** Free accounts whose cycle began before `before` (for the monthly refill job). */
  freeAccountsDue(before: string): Promise<string[]>;
}
