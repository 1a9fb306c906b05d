/** Canadian provinces and territories, by code and name. */
const CA_REGIONS =
  /\b(ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|PEI|YT|NT|NU|Ontario|Quebec|Québec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland|Prince Edward Island|Yukon|Nunavut|Canada)\b/;
/** Large Canadian cities, so "Toronto 12345" is known to be in Canada without a province. */
const CA_CITIES =
  /\b(Toronto|Montreal|Montréal|Vancouver|Calgary|Edmonton|Ottawa|Winnipeg|Mississauga|Brampton|Hamilton|Halifax|Quebec City|Surrey|Laval|Markham|Vaughan|Gatineau|Saskatoon|Regina|Kitchener|Waterloo|Victoria|Oakville|Burlington|London, ON)\b/i;
const US_STATES =
  /\b(AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|USA)\b/;

const US_ZIP = /\b\d{5}(?:-\d{4})?\b/;
const CA_POSTAL = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/i;
/** Digits at the end that look meant as a ZIP code but are not 5 (or 5+4) long (not a street number). */
const BAD_ZIP = /(?:^|[\s,])(\d{3,4}|\d{6,9})\s*$/;

/** The country a location's words name ("Toronto", "ON", "TX"), when they name one. */
export function countryOf(location: string): 'CA' | 'US' | null {
  const withoutCodes = location.replace(US_ZIP, '').replace(CA_POSTAL, '');
  if (CA_REGIONS.test(withoutCodes) || CA_CITIES.test(withoutCodes)) return 'CA';
  if (US_STATES.test(withoutCodes)) return 'US';
  return null;
}

/**
 * Checks the ZIP or postal code written in a location: a US ZIP has 5 digits (or 5+4), a Canadian
 * postal code looks like "M5V 2T6", and the code must belong to the country of the place named
 * ("Toronto 12345" is refused). A location that names no country is read as in the country of
 * `home` (the user's own address), so a Canadian user is told about postal codes, not ZIP codes.
 * Returns the problem, or null when the location is fine.
 */
export function postalCodeProblem(location: string, home = ''): string | null {
  const text = location.trim();
  const zip = US_ZIP.exec(text)?.[0];
  const postal = CA_POSTAL.exec(text)?.[0];
  const country = countryOf(text) ?? countryOf(home);
  if (zip && country === 'CA') {
    return `${zip} is a US ZIP code, but this place is in Canada. Enter a Canadian postal code such as M5V 2T6, or just the city.`;
  }
  if (postal && country === 'US') {
    return `${postal.toUpperCase()} is a Canadian postal code, but this place is in the United States. Enter a 5-digit ZIP code, or just the city.`;
  }
  if (!zip && !postal) {
    const bad = BAD_ZIP.exec(text)?.[1];
    if (bad) {
      return country === 'CA'
        ? `"${bad}" is not a postal code. Canadian postal codes look like M5V 2T6.`
        : `"${bad}" is not a ZIP code. ZIP codes have 5 digits, such as 10001.`;
    }
  }
  return null;
}
