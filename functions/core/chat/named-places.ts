import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { SessionPlace } from '#shared/contracts/chat';
import { asksToFind, cleanBusinessName, namedBusinesses } from '#shared/domain/named-businesses';

/** A number as E.164 when libphonenumber can read it (US and Canada by default), else as written. */
const e164 = (tel: string) => parsePhoneNumberFromString(tel, 'US')?.number ?? tel.trim();

/**
 * Makes the extracted places match what the parent wrote: every business named with a number is
 * a specific, callable place (clean name, E.164 number), and a search is kept only when the
 * parent asked to find businesses or named none.
 */
export function settleNamedPlaces(
  places: SessionPlace[],
  userText: string,
  defaults: Pick<SessionPlace, 'goal' | 'shareChildrenInfo'>,
): SessionPlace[] {
  const cleaned = places.map((place) =>
    place.type === 'specific'
      ? { ...place, name: cleanBusinessName(place.name), tel: e164(place.tel) }
      : place,
  );
  const named = namedBusinesses(userText);
  const missing = named
    .filter((business) => !cleaned.some((place) => place.type === 'specific' && place.tel === business.phone))
    .map(
      (business): SessionPlace => ({
        ...defaults,
        name: business.name,
        tel: business.phone,
        type: 'specific',
      }),
    );
  const keepSearch = named.length === 0 || asksToFind(userText);
  return [...cleaned, ...missing].filter((place) => keepSearch || place.type !== 'search');
}
