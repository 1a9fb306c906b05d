/** Stand-in number for a business without a phone; never dialled. */
export const PLACEHOLDER_PHONE = '+10000000000';
/** A usable phone number is longer than this many characters. */
export const MIN_PHONE_LENGTH_EXCLUSIVE = 5;

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
