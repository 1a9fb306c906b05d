import { regionCode } from './regions';
import { MESSAGES } from './validation-messages';

/** The pieces of a one-line US or Canadian address; any may be missing. */
export interface ParsedAddress {
  street: string | null;
  intersection: string | null;
  city: string | null;
  /** Two-letter state or province code. */
  state: string | null;
  /** "M4W 1A5" or "62701" / "62701-1234". */
  postalCode: string | null;
}

type AddressLineResult = { ok: true; address: ParsedAddress } | { ok: false; error: string };

const EXAMPLE = '"55 Bloor St W, Toronto, ON M4W 1A5" or "123 Main St, Springfield, IL 62701"';
const CA_POSTAL = /(?:^|[\s,])([A-Za-z]\d[A-Za-z])[\s-]?(\d[A-Za-z]\d)$/;
const US_ZIP = /(?:^|[\s,])(\d{5}(?:-\d{4})?)$/;
const SUFFIX =
  /^(st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|cres|crescent|pl|place|terr|terrace|pkwy|parkway|hwy|highway|cir|circle|sq|square|trl|trail|line|gate|gdns|gardens|row|walk|path|grove|hts|heights|pkwy|expy|expressway)\.?$/i;
const DIRECTION = /^(n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?$/i;
const ALLOWED = /^[\p{L}\p{N}\s,.'’#&()/-]+$/u;
const INTERSECTION = [/^(.+?)\s*\(near\s+(.+)\)$/i, /^(.+?)\s*(?:&|@|\band\b|\bat\b)\s*(.+)$/i];

const fail = (error: string): AddressLineResult => ({ ok: false, error });
const unreadable = (line: string) =>
  fail(`"${line}" could not be read as an address. Write it like ${EXAMPLE}.`);

/** Takes a postal code off the end of the text. */
function takePostalCode(text: string): [string, string | null] {
  const ca = CA_POSTAL.exec(text);
  if (ca) return [text.slice(0, ca.index), `${ca[1]} ${ca[2]}`.toUpperCase()];
  const us = US_ZIP.exec(text);
  if (us) return [text.slice(0, us.index), us[1] ?? null];
  return [text, null];
}

/** Takes a state or province off the end: a whole comma part, or the last words of the last part. */
function takeRegion(parts: string[]): string | null {
  const last = parts.at(-1);
  if (last === undefined) return null;
  const whole = regionCode(last);
  if (whole) {
    parts.pop();
    return whole;
  }
  const words = last.split(' ');
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(' ');
    // A two-letter code inside a part counts only in capitals ("Springfield IL", not "... on").
    const code = n === 1 && tail.length === 2 && tail !== tail.toUpperCase() ? undefined : regionCode(tail);
    if (code) {
      parts[parts.length - 1] = words.slice(0, -n).join(' ');
      return code;
    }
  }
  return null;
}

/** Splits "123 Main St Springfield" after the street's last suffix word (and direction). */
function splitStreetAndCity(part: string): [string, string | null] | undefined {
  const words = part.split(' ');
  for (let i = words.length - 1; i >= 1; i--) {
    if (!SUFFIX.test(words[i] ?? '')) continue;
    const end = DIRECTION.test(words[i + 1] ?? '') && words.length > i + 2 ? i + 2 : i + 1;
    const city = words.slice(end).join(' ');
    return [words.slice(0, end).join(' '), city === '' ? null : city];
  }
  return undefined;
}

function splitIntersection(street: string): [string, string | null] {
  for (const pattern of INTERSECTION) {
    const match = pattern.exec(street);
    if (match?.[1] && match[2]) return [match[1].trim(), match[2].trim()];
  }
  return [street, null];
}

const looksLikeStreet = (text: string) => /^\d/.test(text) || INTERSECTION.some((p) => p.test(text));

/**
 * Reads one line of a US or Canadian address into street, intersection, city, state or province
 * and postal code: "Mississauga, ON", "Toronto", "123 Main St Springfield IL 62701",
 * "55 Bloor St W, Toronto, ON M4W 1A5", "King St & Bay St, Toronto". A blank line clears every
 * piece; a line that cannot be read gets an error saying how to write it.
 */
export function parseAddressLine(line: string): AddressLineResult {
  const text = line.trim().replace(/\s+/g, ' ');
  if (text === '') {
    return {
      ok: true,
      address: { street: null, intersection: null, city: null, state: null, postalCode: null },
    };
  }
  if (!ALLOWED.test(text) || !/\p{L}|\d/u.test(text)) return unreadable(text);
  const [rest, postalCode] = takePostalCode(text);
  const parts = rest
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const state = takeRegion(parts);
  const cleaned = parts.map((part) => part.trim()).filter((part) => part !== '');
  const unknownRegion = cleaned.length > 1 ? cleaned.at(-1) : undefined;
  if (unknownRegion && /^[A-Za-z]{2}$/.test(unknownRegion)) {
    return fail(`"${unknownRegion}" is not a US state or Canadian province. Write it like ${EXAMPLE}.`);
  }
  let streetText: string | null = null;
  let city: string | null = null;
  if (cleaned.length === 1) {
    const only = cleaned[0] as string;
    if (looksLikeStreet(only)) {
      const split = splitStreetAndCity(only);
      if (!split) return unreadable(text);
      [streetText, city] = split;
    } else {
      city = only;
    }
  } else if (cleaned.length > 1) {
    city = cleaned.at(-1) as string;
    streetText = cleaned.slice(0, -1).join(', ');
  }
  if (city !== null && (/^\d/.test(city) || !/\p{L}/u.test(city))) return unreadable(text);
  if (streetText !== null && city === null && state === null && postalCode === null) {
    return fail(`Add the city after the street, like ${EXAMPLE}.`);
  }
  if (streetText === null && city === null && state === null && postalCode === null) return unreadable(text);
  const [street, intersection] = streetText === null ? [null, null] : splitIntersection(streetText);
  return { ok: true, address: { street, intersection, city, state, postalCode } };
}

/**
 * Why a parsed line cannot be the primary address, or null: like onboarding, the primary address
 * needs a street, a city and a province or state (without them the account needs onboarding again).
 */
export function primaryAddressProblem(address: ParsedAddress): string | null {
  if (!address.street && !address.city && !address.state) return MESSAGES.primaryStreetRequired;
  if (!address.street) return `Please add the street to your primary address, like ${EXAMPLE}.`;
  if (!address.city) return MESSAGES.cityRequired;
  if (!address.state) return MESSAGES.stateRequired;
  return null;
}
