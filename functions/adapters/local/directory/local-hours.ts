import type { OpeningHours } from '#functions/ports/places';
import type { City } from './gazetteer';

const EASTERN = 'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC TN VT VA WV';
const CENTRAL = 'AL AR IL IA KS LA MN MS MO NE ND OK SD TX WI';
const MOUNTAIN = 'CO ID MT NM UT WY';
const PACIFIC = 'CA NV OR WA';
const US_ZONES: Record<string, string> = {
  ...Object.fromEntries(EASTERN.split(' ').map((s) => [s, 'America/New_York'])),
  ...Object.fromEntries(CENTRAL.split(' ').map((s) => [s, 'America/Chicago'])),
  ...Object.fromEntries(MOUNTAIN.split(' ').map((s) => [s, 'America/Denver'])),
  ...Object.fromEntries(PACIFIC.split(' ').map((s) => [s, 'America/Los_Angeles'])),
  AZ: 'America/Phoenix',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};
const CA_ZONES: Record<string, string> = {
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NB: 'America/Halifax',
  PE: 'America/Halifax',
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  YT: 'America/Whitehorse',
  NT: 'America/Edmonton',
  NU: 'America/Iqaluit',
};
const COUNTRY_ZONES: Record<string, string> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  JP: 'Asia/Tokyo',
  IN: 'Asia/Kolkata',
  NZ: 'Pacific/Auckland',
};

/** The city's IANA zone: by state or province in the US and Canada, by country for a few, else by longitude. */
export function zoneOfCity(city: City): string {
  const known =
    (city.country === 'US' && US_ZONES[city.region]) ||
    (city.country === 'CA' && CA_ZONES[city.region]) ||
    COUNTRY_ZONES[city.country];
  if (known) return known;
  const hours = Math.max(-12, Math.min(14, Math.round(city.lon / 15)));
  // Etc zones count the other way round: UTC+2 is Etc/GMT-2.
  return hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Plausible weekly hours, always the same for a place: weekdays from 8-10 to 17-21, shorter Saturdays, Sundays mostly closed. */
export function hoursOfPlace(placeId: string): OpeningHours {
  const h = fnv(placeId);
  const open = `${String(8 + (h % 3)).padStart(2, '0')}:${h & 8 ? '30' : '00'}`;
  const close = `${17 + ((h >>> 4) % 5)}:00`;
  const weekday = [{ open, close }];
  const hours: OpeningHours = { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday };
  if ((h >>> 8) % 4 !== 0) hours.sat = [{ open: '10:00', close: `${14 + ((h >>> 10) % 4)}:00` }];
  if ((h >>> 12) % 3 === 0) hours.sun = [{ open: '11:00', close: '16:00' }];
  return hours;
}
