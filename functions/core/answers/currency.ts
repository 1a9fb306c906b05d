import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Currencies of the countries businesses are called in; others are read as US dollars. */
const CURRENCY_BY_COUNTRY: Record<string, string> = { US: 'USD', CA: 'CAD' };

/**
 * The currency a business quotes prices in when it names none, from the country of its phone number
 * (libphonenumber-js tells Canadian area codes from US ones).
 */
export function defaultCurrency(phone: string): string {
  const country = parsePhoneNumberFromString(phone)?.country ?? 'US';
  return CURRENCY_BY_COUNTRY[country] ?? 'USD';
}
