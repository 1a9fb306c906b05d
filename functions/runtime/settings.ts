import { DEFAULT_ALLOWED_CALL_COUNTRIES } from '#shared/domain/phone';
import { SUPPORT_EMAIL } from '#shared/domain/support';
import * as z from '#shared/zod';
import { isKnownTimeZone } from '../core/research/business-hours';
import { parseCallingWindow } from '../core/research/calling-window';
import { ENV } from './env-names';

/** A configuration problem, listing every bad variable in one message. */
export class ConfigError extends Error {}

export const bool = (fallback: boolean) =>
  z.pipe(
    z.optional(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })),
    z.transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

const e164 = z
  .string()
  .check(z.regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164 form, e.g. +14165550100'));

/** A whole number from `min` to `max`; `fallback` when not set. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z._default(
    z.coerce.number({ message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)),
    fallback,
  );
}

function isCallingWindow(text: string): boolean {
  try {
    return parseCallingWindow(text) !== null;
  } catch {
    return false;
  }
}

/** Settings shared by both runtimes. */
export const commonShape = {
  [ENV.tableName]: z._default(z.string().check(z.minLength(3), z.maxLength(255)), 'askaround'),
  [ENV.useSamplePhone]: bool(false),
  [ENV.sampleDestinationPhone]: z.optional(e164),
  // Stripe: all four together, or none for the demo checkout.
  [ENV.stripeSecretKey]: z.optional(
    z.string().check(z.regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')),
  ),
  [ENV.stripeWebhookSecret]: z.optional(
    z.string().check(z.startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')),
  ),
  [ENV.stripePricePro]: z.optional(
    z.string().check(z.startsWith('price_', 'must be a Stripe price id (price_...)')),
  ),
  [ENV.stripePriceEnterprise]: z.optional(
    z.string().check(z.startsWith('price_', 'must be a Stripe price id (price_...)')),
  ),
  [ENV.dailyCallLimit]: wholeNumber(1, 10_000, 50),
  [ENV.businessDailyCallLimit]: wholeNumber(1, 100, 2),
  /** Comma-separated ISO country codes whose numbers may be called. */
  [ENV.allowedCallCountries]: z.pipe(
    z.pipe(
      z._default(z.string(), DEFAULT_ALLOWED_CALL_COUNTRIES.join(',')),
      z.transform((v) =>
        v
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ),
    z
      .array(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be two-letter country codes, e.g. US,CA')))
      .check(z.minLength(1)),
  ),
  /** Comma-separated E.164 numbers never called. */
  [ENV.doNotCall]: z.pipe(
    z.pipe(
      z._default(z.string(), ''),
      z.transform((v) =>
        v
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      ),
    ),
    z.array(e164),
  ),
  /** "HH:MM-HH:MM" in the business's time zone; empty means always open. */
  [ENV.callingWindow]: z.optional(
    z
      .string()
      .check(
        z.refine(isCallingWindow, 'must be a start before an end, like 09:00-20:00 (00:00-24:00: always)'),
      ),
  ),
  [ENV.callingTimeZone]: z._default(
    z.string().check(z.refine(isKnownTimeZone, 'must be an IANA time zone, e.g. America/Toronto')),
    'UTC',
  ),
  /** A research's calls all go out at once (25 at most), within the account's call slots. */
  [ENV.maxConcurrentCalls]: wholeNumber(1, 40, 25),
  /** Minutes a retry of an unreached business waits (simulated minutes on the local phone network). */
  [ENV.retryDelayMinutes]: z._default(
    z.coerce
      .number({ message: 'must be minutes from 0 to 1440' })
      .check(
        z.minimum(0, 'must be minutes from 0 to 1440'),
        z.maximum(24 * 60, 'must be minutes from 0 to 1440'),
      ),
    10,
  ),
  /** The operator named in the terms and support texts. */
  [ENV.operatorName]: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), 'Askaround'),
  [ENV.operatorJurisdiction]: z._default(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    'the Province of Ontario, Canada',
  ),
  [ENV.operatorAddress]: z._default(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    '100 Queen St W, Toronto, ON M5H 2N2, Canada',
  ),
  [ENV.supportEmail]: z._default(z.email('must be an e-mail address'), SUPPORT_EMAIL),
};

/** The operator block of the public app configuration. */
export function operatorFrom(settings: {
  OPERATOR_NAME: string;
  OPERATOR_JURISDICTION: string;
  OPERATOR_ADDRESS: string;
  SUPPORT_EMAIL: string;
}) {
  return {
    name: settings.OPERATOR_NAME,
    jurisdiction: settings.OPERATOR_JURISDICTION,
    postalAddress: settings.OPERATOR_ADDRESS,
    supportEmail: settings.SUPPORT_EMAIL,
  };
}

/** Calls the whole account may have in flight; `fallback` is the runtime's default. */
export const callQuota = (fallback: number) => wholeNumber(1, 1000, fallback);

/** Parses configuration once, failing with every bad variable named. */
export function parseSettings<S extends z.ZodMiniType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  throw new ConfigError(`Bad configuration: ${problems.join('; ')}`);
}
