import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { CreditAccount } from '#functions/ports/credit-ledger';

const accountItemSchema = z.object({
  email: z.string().default(''),
  credits: z.number().int().default(0),
  reservedCredits: z.number().int().default(0),
  subscriptionTier: z.string().default('free'),
  stripeCustomerId: z.string().nullable().default(null),
  creditsCycleStart: z.string().optional(),
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
