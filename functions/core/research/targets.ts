import type { CreateResearchBody } from '../../../shared/contracts/research';
import { DomainError } from '../../../shared/domain/errors';
import { normalizePhone } from '../../../shared/domain/phone';
import type { Places } from '../../ports/places';
import type { CallTarget } from './new-calls';

/** Businesses searched near the location when no numbers are given. */
export const SEARCHED_BUSINESSES = 5;

function phoneOrThrow(raw: string, index: number): string {
  const phone = normalizePhone(raw);
  if (!phone) {
    throw new DomainError(
      'invalid_input',
      `Phone number ${index + 1} ("${raw}") is not a valid phone number.`,
    );
  }
  return phone;
}

/** The businesses a new research calls: given places, given numbers, or a search near the location. */
export async function resolveTargets(
  body: CreateResearchBody,
  places: Places | undefined,
): Promise<CallTarget[]> {
  const goal = body.query;
  const share = body.shareChildrenInfo ?? false;
  if (body.places?.length) {
    return body.places.map((place, i) => ({
      name: place.name,
      phone: phoneOrThrow(place.phone, i),
      address: place.address ?? null,
      goal: place.goal || goal,
      shareChildrenInfo: place.shareChildrenInfo ?? share,
      isFollowUp: false,
    }));
  }
  const numbers = (body.phoneNumbers ?? []).map((n) => n.trim());
  if (numbers.some((n) => n !== '')) {
    return numbers.flatMap((raw, i) =>
      raw === ''
        ? []
        : [
            {
              name: body.businessNames?.[i]?.trim() || `Business ${i + 1}`,
              phone: phoneOrThrow(raw, i),
              address: null,
              goal,
              shareChildrenInfo: share,
              isFollowUp: false,
            },
          ],
    );
  }
  const found = await searchTargets(
    places,
    { query: body.query, location: body.location, radiusMiles: body.radiusMiles },
    {
      goal,
      exclude: new Set(),
      limit: SEARCHED_BUSINESSES,
    },
  );
  return found.map((target) => ({ ...target, shareChildrenInfo: share }));
}

/** Businesses with a usable number found by the Places port, minus excluded numbers. */
export async function searchTargets(
  places: Places | undefined,
  search: { query: string; location: string; radiusMiles: number },
  options: { goal: string; exclude: Set<string>; limit: number },
): Promise<CallTarget[]> {
  if (!places) {
    throw new DomainError(
      'unavailable',
      'Business search is not available right now. Please add phone numbers.',
    );
  }
  const found = await places.searchText({ ...search, limit: 25 });
  const targets: CallTarget[] = [];
  const seen = new Set(options.exclude);
  for (const place of found) {
    const phone = place.phone ? normalizePhone(place.phone) : null;
    if (!phone || seen.has(phone)) continue;
    seen.add(phone);
    targets.push({
      name: place.name,
      phone,
      address: place.address || null,
      timeZone: place.timeZone ?? null,
      openingHours: place.openingHours ?? null,
      goal: options.goal,
      shareChildrenInfo: false,
      isFollowUp: false,
    });
    if (targets.length >= options.limit) break;
  }
  if (targets.length === 0) {
    throw new DomainError(
      'conflict',
      `No businesses with a phone number were found near ${search.location}.`,
    );
  }
  return targets;
}
