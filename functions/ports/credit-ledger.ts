import { z } from 'zod';

/** Why a balance changed; every change is one ledger entry written with the balance change. */
export const LEDGER_KINDS = [
  'welcome_bonus',
  'call_charge',
  'monthly_refill',
  'cycle_expiry',
  'plan_change',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** Signed: positive grants, negative charges and expiries. */
  amount: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  /** Balance right after this entry. */
  balanceAfter: z.number().int().optional(),
  researchId: z.string().optional(),
  callId: z.string().optional(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
