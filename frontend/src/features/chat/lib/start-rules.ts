import type { SessionPlace } from '#shared/contracts/chat';
import type { CreateResearchBody } from '#shared/contracts/research';
import { isUsablePhone } from '#shared/domain/phone';
import { DEFAULT_GOAL, RADIUS_DEFAULT } from '#shared/domain/validation-messages';

/** A place as the panel shows it: its index in the metadata and the phone typed over it. */
export interface PanelPlace {
  index: number;
  place: SessionPlace;
  editedPhone?: string;
}

/** The phone a place will be called on: the edited one, else the original. */
export const phoneOf = (p: PanelPlace) => (p.editedPhone?.trim() ? p.editedPhone.trim() : p.place.tel);

/** The places listed to call: search entries are not called, Map It turns them into businesses first. */
export const placesToCallCount = (places: PanelPlace[]) =>
  places.filter((p) => p.place.type === 'specific').length;

/** Whether a place can be called: a search-type place needs a typed number. */
function isCallable(p: PanelPlace): boolean {
  if (p.place.type === 'search') return isUsablePhone(p.editedPhone);
  return isUsablePhone(phoneOf(p));
}

/** Start Research is available with places left, nothing pending and every place callable. */
export const canStart = (places: PanelPlace[], pending: boolean) =>
  places.length > 0 && !pending && places.every(isCallable);

/**
 * The research-creation body for the chat screen: the parent's own question, the place the
 * conversation named (else the profile's city), and the account's child-sharing switch.
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
}): CreateResearchBody {
  const city = input.profile?.primaryCity?.trim();
  const state = input.profile?.primaryState?.trim();
  const phones = input.places.map((p) => input.samplePhone ?? phoneOf(p));
  const mayShare = input.profile?.shareChildrenInfo === true;
  return {
    query: (input.originalQuery.trim() || input.title).slice(0, 500),
    location: input.location || (city && state ? `${city}, ${state}` : city || 'Unknown'),
    shareChildrenInfo: mayShare,
    radiusMiles: RADIUS_DEFAULT,
    phoneNumbers: phones,
    businessNames: input.places.map((p) => p.place.name),
    places: input.places.map((p, i) => ({
      name: p.place.name || `Business ${i + 1}`,
      phone: phones[i] as string,
      goal: p.place.goal || DEFAULT_GOAL,
      // The account switch is a permission: without it no child detail is shared.
      shareChildrenInfo: mayShare && p.place.shareChildrenInfo,
      ...(p.place.address ? { address: p.place.address } : {}),
    })),
  };
}
