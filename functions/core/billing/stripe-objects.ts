import * as z from '#shared/zod';

const metadata = z.nullish(z.record(z.string(), z.string()));
const customer = z.union([
  z.string(),
  z.pipe(
    z.object({ id: z.string() }),
    z.transform((c) => c.id),
  ),
]);

/** The fields of a Checkout Session that billing reads. */
export const checkoutSessionSchema = z.object({
  customer: z.nullish(customer),
  client_reference_id: z.nullish(z.string()),
  metadata,
});

const priceRef = z.union([
  z.string(),
  z.pipe(
    z.object({ id: z.string() }),
    z.transform((p) => p.id),
  ),
]);

/** An invoice line: the price sits under `pricing.price_details` (API 2025+) or `price` (older). */
const invoiceLineSchema = z.object({
  /** Negative for a proration credit ("Unused time on …"), which names the plan being left. */
  amount: z.nullish(z.number()),
  period: z.nullish(z.object({ start: z.number(), end: z.number() })),
  price: z.nullish(priceRef),
  pricing: z.nullish(z.object({ price_details: z.nullish(z.object({ price: priceRef })) })),
});

/** The fields of an invoice that billing reads. */
export const invoiceSchema = z.object({
  customer,
  billing_reason: z.nullish(z.string()),
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
