/**
 * Roughly how many of a currency's units make a US dollar, to the nearest order that matters when
 * hearing a price: "a consult is eleven-fifty" is 11.50 in dollars and 1,150 in rand. Currencies near
 * the dollar (CAD, AUD, NZD, EUR, GBP, SGD, CHF, …) are not listed: they read as dollars do.
 */
const UNITS_PER_DOLLAR: Record<string, number> = {
  ZAR: 18,
  INR: 85,
  JPY: 150,
  MXN: 18,
  PHP: 56,
  THB: 35,
  KES: 130,
  NGN: 1500,
  HKD: 8,
  CNY: 7,
  SEK: 10,
  NOK: 10,
  DKK: 7,
  BRL: 5,
  TWD: 32,
  KRW: 1350,
  IDR: 16000,
};

/** The usual prices of a thing in dollars, as they are said in another currency. */
export const inCurrency = ([low, high]: [number, number], currency: string): [number, number] => {
  const scale = UNITS_PER_DOLLAR[currency] ?? 1;
  return [low * scale, high * scale];
};
