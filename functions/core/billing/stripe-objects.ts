import { z } from 'zod';

const metadata = z.record(z.string(), z.string()).nullish();
const customer = z.union([z.string(), z.object({ id: z.string() }).transform((c) => c.id)]);

/** The fields of a Checkout Session that billing reads. */
export const checkoutSessionSchema = z.object({
  customer: customer.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
});

const priceRef = z.union([z.string(), z.object({ id: z.string() }).transform((p) => p.id)]);

/** An invoice line: the price sits under `pricing.price_details` (API 2025+) or `price` (older). */
const invoiceLineSchema = z.object({
  /** Negative for a proration credit ("Unused time on …"), which names the plan being left. */
  amount: z.number().nullish(),
  period: z.object({ start: z.number(), end: z.number() }).nullish(),
  price: priceRef.nullish(),
  pricing: z.object({ price_details: z.object({ price: priceRef }).nullish() }).nullish(),
});

/** The fields of an invoice that billing reads. */
export const invoiceSchema = z.object({
  customer,
  billing_reason: z.string().nullish(),
  lines: z.object({ data: z.array(invoiceLineSchema) }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The price and period of an invoice's first charged line with a price (credits skipped). */
export function invoicePrice(
  invoice: Invoice,
): { priceId: string; periodStart?: number; periodEnd?: number } | undefined {
  for (const line of invoice.lines.data) {
    const priceId = line.pricing?.price_details?.price ?? line.price;
    if (priceId && (line.amount ?? 0) >= 0) {
      return { priceId, periodStart: line.period?.start, periodEnd: line.period?.end };
    }
  }
  return undefined;
}

/** The fields of a subscription that billing reads. */
export const subscriptionSchema = z.object({
  customer,
  status: z.string(),
  items: z.object({ data: z.array(z.object({ price: priceRef })) }),
});
