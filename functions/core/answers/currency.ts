import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Currencies of the countries businesses are called in; others are read as US dollars. */
const CURRENCY_BY_COUNTRY: Record<string, string> = { US: 'USD', CA: 'CAD' };

/**
 * The currency a business quotes prices in when it names none, from the country of its phone number
 * (libphonenumber-js tells Canadian area codes from US ones). Decided once, when a call is created
 * (`buildQueuedCalls`), and kept on the call: the extraction reads it there, without the library.
 * The full metadata, as `uncallableReason` reads it where calls are created, so that one numbering
 * plan serves both.
 */
export function defaultCurrency(phone: string): string {
  return currencyOf(parsePhoneNumberFromString(phone)?.country ?? 'US');
}

/** The currency of a country businesses are called in (ISO 3166 code); US dollars for any other. */
export const currencyOf = (country: string): string => CURRENCY_BY_COUNTRY[country] ?? 'USD';
