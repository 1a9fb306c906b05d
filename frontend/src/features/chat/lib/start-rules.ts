import type { SessionPlace } from '#shared/contracts/chat';
import type { CreateResearchBody } from '#shared/contracts/research';
import { phoneProblem } from '#shared/domain/phone';
import { DEFAULT_GOAL, RADIUS_DEFAULT, RADIUS_MAX, RADIUS_MIN } from '#shared/domain/validation-messages';

/** A place as the panel shows it: its index in the metadata and the phone typed over it. */
export interface PanelPlace {
  index: number;
  place: SessionPlace;
  editedPhone?: string;
}

/**
 * The phone a place will be called on: the one typed over it (a field the parent emptied stays
 * empty), else the original.
 */
export const phoneOf = (p: PanelPlace) => (p.editedPhone === undefined ? p.place.tel : p.editedPhone.trim());

/**
 * Whether a call to the place tells the business about the children: the place asks for it and
 * the account's Settings switch allows it (the switch is a permission).
 */
export const sharesChildrenInfo = (place: SessionPlace, mayShare: boolean) =>
  mayShare && place.shareChildrenInfo;

/** The places listed to call: search entries are not called, Map It turns them into businesses first. */
export const placesToCallCount = (places: PanelPlace[]) =>
  places.filter((p) => p.place.type === 'specific').length;

/**
 * What is wrong with the phone a place will be called on, or null when it can be called; a
 * search-type place needs a typed number.
 */
export const phoneProblemOf = (p: PanelPlace) =>
  phoneProblem(p.place.type === 'search' ? p.editedPhone : phoneOf(p));

/** Start Research is available with places left, nothing pending and every place callable. */
export const canStart = (places: PanelPlace[], pending: boolean) =>
  places.length > 0 && !pending && places.every((p) => phoneProblemOf(p) === null);

/**
 * Why Start Research cannot be pressed, said next to it; null when it can (or while a request is
 * pending, which the button itself shows).
 */
export function startBlocker(places: PanelPlace[]): string | null {
  const searches = places.filter((p) => p.place.type === 'search' && !p.editedPhone?.trim());
  if (places.length === 0 || searches.length === places.length)
    return 'Add a business to call (use "Map It - Find Businesses" in Research Data) to start.';
  const wrong = places.filter((p) => !searches.includes(p) && phoneProblemOf(p) !== null);
  if (wrong.length > 0) {
    const names = wrong.map((p) => p.place.name || 'a business');
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    return `Fix the phone number of ${list} in Research Data to start.`;
  }
  return searches.length > 0
    ? 'Find the businesses of each search with "Map It - Find Businesses", or remove the search, to start.'
    : null;
}

/** A radius the chat read, kept within what a research allows; the default when none was said. */
const radiusOf = (miles: number | null | undefined) =>
  miles ? Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, miles)) : RADIUS_DEFAULT;

/**
 * The research-creation body for the chat screen: the parent's own question, the place the
 * conversation named or the card chose (else the profile's city) and the radius stated, and the
 * account's child-sharing switch.
 */
export function researchBody(input: {
  title: string;
  originalQuery: string;
  places: PanelPlace[];
  profile:
    | { primaryCity?: string | null; primaryState?: string | null; shareChildrenInfo?: boolean }
    | null
    | undefined;
  samplePhone: string | null;
  location?: string | null;
  /** The radius the parent stated in the chat, in miles. */
  radiusMiles?: number | null;
}): CreateResearchBody {
  const city = input.profile?.primaryCity?.trim();
  const state = input.profile?.primaryState?.trim();
  const phones = input.places.map((p) => input.samplePhone ?? phoneOf(p));
  const mayShare = input.profile?.shareChildrenInfo === true;
  return {
    query: (input.originalQuery.trim() || input.title).slice(0, 500),
    location: input.location || (city && state ? `${city}, ${state}` : city || 'Unknown'),
    shareChildrenInfo: mayShare,
    radiusMiles: radiusOf(input.radiusMiles),
    phoneNumbers: phones,
    businessNames: input.places.map((p) => p.place.name),
    places: input.places.map((p, i) => ({
      name: p.place.name || `Business ${i + 1}`,
      phone: phones[i] as string,
      goal: p.place.goal || DEFAULT_GOAL,
      shareChildrenInfo: sharesChildrenInfo(p.place, mayShare),
      ...(p.place.address ? { address: p.place.address } : {}),
    })),
  };
}
