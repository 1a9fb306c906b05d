import {
  getCountryCallingCode,
  isSupportedCountry,
  type PhoneNumberType,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { MESSAGES } from './validation-messages';

/** Stand-in number for a business without a phone; never dialled. */
export const PLACEHOLDER_PHONE = '+10000000000';
/** A usable phone number is longer than this many characters. */
const MIN_PHONE_LENGTH_EXCLUSIVE = 5;

const E164_MIN_DIGITS = 8;
const E164_MAX_DIGITS = 15;
const NATIONAL_NUMBER_DIGITS = 10;
const SEPARATORS = /[\s\-.()]/g;
const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** Tells whether a phone can be called: longer than 5 characters once trimmed and not the placeholder. */
export function isUsablePhone(phone?: string | null): boolean {
  const trimmed = phone?.trim() ?? '';
  return trimmed.length > MIN_PHONE_LENGTH_EXCLUSIVE && trimmed !== PLACEHOLDER_PHONE;
}

/**
 * What is wrong with a phone typed for a business to call, or null when it can be dialled: blank
 * (or the placeholder of a business found without one), or not a number in E.164 or 10-digit form.
 */
export function phoneProblem(phone?: string | null): string | null {
  const trimmed = phone?.trim() ?? '';
  if (!trimmed || trimmed === PLACEHOLDER_PHONE) return MESSAGES.phoneRequired;
  return normalizePhone(trimmed) ? null : MESSAGES.phoneInvalid;
}

/** Normalizes typed input to E.164 ("+14165550100"), or null when it cannot be a phone number. */
export function normalizePhone(input: string, defaultCountry = '1'): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const hasPlus = compact.startsWith('+');
  const digits = hasPlus ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;

  if (hasPlus) {
    const validLength = digits.length >= E164_MIN_DIGITS && digits.length <= E164_MAX_DIGITS;
    // E.164 country codes never start with 0.
    return validLength && !digits.startsWith('0') ? `+${digits}` : null;
  }
  if (digits.length === NATIONAL_NUMBER_DIGITS) return `+${defaultCountry}${digits}`;
  if (digits.length === defaultCountry.length + NATIONAL_NUMBER_DIGITS && digits.startsWith(defaultCountry)) {
    return `+${digits}`;
  }
  return null;
}

/** Shows a North American E.164 number as "+1 (416) 555-0100"; other numbers are returned unchanged. */
export function formatPhoneForDisplay(e164: string): string {
  const match = NANP.exec(e164);
  if (!match) return e164;
  const [, area, exchange, line] = match;
  return `+1 (${area}) ${exchange}-${line}`;
}

/** Countries whose numbers are called unless ALLOWED_CALL_COUNTRIES says otherwise. */
export const DEFAULT_ALLOWED_CALL_COUNTRIES: readonly string[] = ['US', 'CA'];

/** Number types an agent may dial: a business's own line, never a paid or non-geographic service. */
const CALLABLE_TYPES: ReadonlySet<PhoneNumberType> = new Set([
  'FIXED_LINE',
  'MOBILE',
  'FIXED_LINE_OR_MOBILE',
  'TOLL_FREE',
]);

const TYPE_NAMES: Partial<Record<PhoneNumberType, string>> = {
  PREMIUM_RATE: 'a premium-rate number',
  SHARED_COST: 'a shared-cost number',
  PERSONAL_NUMBER: 'a non-geographic personal number',
  UAN: 'a non-geographic (universal access) number',
  VOIP: 'an internet (VoIP) number',
  PAGER: 'a pager number',
  VOICEMAIL: 'a voicemail access number',
};

/**
 * Why an E.164 number may not be called, or null when it may: it must be a valid number of one of
 * `allowedCountries` and a fixed-line, mobile or toll-free number (libphonenumber's full
 * metadata). Server-side only: the SPA never calls it, so its metadata stays out of the bundle. A
 * Lambda bundle carries only the numbering plans of its calling codes (infra/aws/phone-metadata.ts),
 * so a number of another calling code is outside before it is read.
 */
export function uncallableReason(e164: string, allowedCountries: readonly string[]): string | null {
  const outside = `is outside the countries we call (${allowedCountries.join(', ')})`;
  if (!hasCallingCodeOf(e164, allowedCountries)) return outside;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return 'is not an assigned phone number (unknown or non-geographic range)';
  if (!parsed.country || !allowedCountries.includes(parsed.country)) return outside;
  const type = parsed.getType();
  if (type && CALLABLE_TYPES.has(type)) return null;
  return `is ${(type && TYPE_NAMES[type]) || 'not a fixed-line, mobile or toll-free number'}; only fixed-line, mobile and toll-free numbers are called`;
}

/** Whether an E.164 number starts with the calling code of one of `countries` ("+1" for US and CA). */
function hasCallingCodeOf(e164: string, countries: readonly string[]): boolean {
  return countries.some(
    (country) => isSupportedCountry(country) && e164.startsWith(`+${getCountryCallingCode(country)}`),
  );
}
