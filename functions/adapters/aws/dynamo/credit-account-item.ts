import type { CreditAccount } from '#functions/ports/credit-ledger';
import * as z from '#shared/zod';
import type { NativeAttributeValue } from './commands';

const accountItemSchema = z.object({
  email: z._default(z.string(), ''),
  credits: z._default(z.int(), 0),
  reservedCredits: z._default(z.int(), 0),
  subscriptionTier: z._default(z.string(), 'free'),
  stripeCustomerId: z._default(z.nullable(z.string()), null),
  creditsCycleStart: z.optional(z.string()),
  createdAt: z.string(),
});

/** The billing fields of a profile item (see `CreditAccount`). */
export function toAccount(userId: string, item: Record<string, NativeAttributeValue>): CreditAccount {
  const parsed = accountItemSchema.parse(item);
  return {
    userId,
    email: parsed.email,
    credits: parsed.credits,
    reservedCredits: parsed.reservedCredits,
    tier: parsed.subscriptionTier,
    stripeCustomerId: parsed.stripeCustomerId,
    cycleStart: parsed.creditsCycleStart ?? parsed.createdAt,
  };
}
