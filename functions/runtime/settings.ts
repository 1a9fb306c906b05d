import { z } from 'zod';
import { DEFAULT_ALLOWED_CALL_COUNTRIES } from '#shared/domain/phone';
import { SUPPORT_EMAIL } from '#shared/domain/support';
import { isKnownTimeZone } from '../core/research/business-hours';
import { parseCallingWindow } from '../core/research/calling-window';
import { ENV } from './env-names';

/** A configuration problem, listing every bad variable in one message. */
export class ConfigError extends Error {}

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164 form, e.g. +14165550100');

/** A whole number from `min` to `max`; `fallback` when not set. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback);
}

function isCallingWindow(text: string): boolean {
  try {
    return parseCallingWindow(text) !== null;
  } catch {
    return false;
  }
}

/** Settings shared by both runtimes. */
const commonShape = {
  [ENV.tableName]: z.string().min(3).max(255).default('askaround'),
  [ENV.useSamplePhone]: bool(false),
  [ENV.sampleDestinationPhone]: e164.optional(),
  // Stripe: all four together, or none for the demo checkout.
  [ENV.stripeSecretKey]: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  [ENV.stripeWebhookSecret]: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  [ENV.stripePricePro]: z.string().startsWith('price_', 'must be a Stripe price id (price_...)').optional(),
  [ENV.stripePriceEnterprise]: z
    .string()
    .startsWith('price_', 'must be a Stripe price id (price_...)')
    .optional(),
  [ENV.dailyCallLimit]: wholeNumber(1, 10_000, 50),
  [ENV.businessDailyCallLimit]: wholeNumber(1, 100, 2),
  /** Comma-separated ISO country codes whose numbers may be called. */
  [ENV.allowedCallCountries]: z
    .string()
    .default(DEFAULT_ALLOWED_CALL_COUNTRIES.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes, e.g. US,CA')).min(1)),
  /** Comma-separated E.164 numbers never called. */
  [ENV.doNotCall]: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    )
    .pipe(z.array(e164)),
  /** "HH:MM-HH:MM" in the business's time zone; empty means always open. */
  [ENV.callingWindow]: z
    .string()
    .refine(isCallingWindow, 'must be a start before an end, like 09:00-20:00 (00:00-24:00: always)')
    .optional(),
  [ENV.callingTimeZone]: z
    .string()
    .refine(isKnownTimeZone, 'must be an IANA time zone, e.g. America/Toronto')
    .default('UTC'),
  /** A research's calls all go out at once (25 at most), within the account's call slots. */
  [ENV.maxConcurrentCalls]: wholeNumber(1, 40, 25),
  /** Minutes a retry of an unreached business waits (simulated minutes on the local phone network). */
  [ENV.retryDelayMinutes]: z.coerce
    .number({ message: 'must be minutes from 0 to 1440' })
    .min(0, 'must be minutes from 0 to 1440')
    .max(24 * 60, 'must be minutes from 0 to 1440')
    .default(10),
  /** The operator named in the terms and support texts. */
  [ENV.operatorName]: z.string().trim().min(1).max(200).default('Askaround'),
  [ENV.operatorJurisdiction]: z.string().trim().min(1).max(200).default('the Province of Ontario, Canada'),
  [ENV.operatorAddress]: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('100 Queen St W, Toronto, ON M5H 2N2, Canada'),
  [ENV.supportEmail]: z.email('must be an e-mail address').default(SUPPORT_EMAIL),
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
const callQuota = (fallback: number) => wholeNumber(1, 1000, fallback);

export const localSettingsSchema = z.object({
  ...commonShape,
  [ENV.port]: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  [ENV.dataDir]: z.string().min(1).default('.data'),
  [ENV.demoMode]: bool(true),
  /** scripted (built in, no network) or openai-compatible (needs OPENAI_BASE_URL and OPENAI_MODEL). */
  [ENV.modelProvider]: z.enum(['scripted', 'openai-compatible']).default('scripted'),
  [ENV.openaiBaseUrl]: z.url({ message: 'must be a URL, e.g. http://127.0.0.1:11434/v1' }).optional(),
  [ENV.openaiModel]: z.string().min(1).optional(),
  [ENV.openaiApiKey]: z.string().min(1).optional(),
  /** Simulated seconds per wall-clock second of the local phone network. */
  [ENV.simulationSpeed]: z.coerce
    .number({ message: 'must be a number' })
    .positive('must be above 0')
    .max(1e6)
    .default(60),
  [ENV.ttsEngine]: z.enum(['auto', 'espeak-ng', 'mespeak']).default('auto'),
  /** The simulated network takes a full research of 25 calls at once. */
  [ENV.connectConcurrentCalls]: callQuota(25),
});

export const cloudSettingsSchema = z.object({
  ...commonShape,
  [ENV.region]: z.string().min(1),
  [ENV.demoMode]: bool(false),
  /** Amazon Connect's default quota of concurrent active calls per instance; raise both together. */
  [ENV.connectConcurrentCalls]: callQuota(10),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;

/** Parses configuration once, failing with every bad variable named. */
export function parseSettings<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  throw new ConfigError(`Bad configuration: ${problems.join('; ')}`);
}
