import type { Ask } from '#shared/contracts/asks';
import type { CreateResearchBody } from '#shared/contracts/research';
import { SEARCHED_BUSINESSES } from '#shared/domain/call-plan';
import { DomainError } from '#shared/domain/errors';
import { normalizePhone, uncallableReason } from '#shared/domain/phone';
import type { Places } from '../../ports/places';
import { businessKindLater } from '../asks/parse-asks-later';
import type { CallTarget } from './new-calls';

/** Which numbers may be called: the allowed countries; the test-mode number is always allowed. */
export interface PhoneRules {
  allowedCallCountries: readonly string[];
  sampleDestinationPhone: string | null;
}

/** Why a normalized number may not be called under the rules, or null when it may. */
function refusal(phone: string, rules: PhoneRules): string | null {
  if (phone === rules.sampleDestinationPhone) return null;
  return uncallableReason(phone, rules.allowedCallCountries);
}

function phoneOrThrow(raw: string, index: number, rules: PhoneRules): string {
  const phone = normalizePhone(raw);
  if (!phone) {
    throw new DomainError(
      'invalid_input',
      `Phone number ${index + 1} ("${raw}") is not a valid phone number.`,
    );
  }
  const reason = refusal(phone, rules);
  if (reason) throw new DomainError('invalid_input', `Phone number ${index + 1} (${phone}) ${reason}.`);
  return phone;
}

/** The businesses a new research calls: given places, given numbers, or a search near the location. */
export async function resolveTargets(
  body: CreateResearchBody,
  places: Places | undefined,
  rules: PhoneRules,
  asks: Ask[],
): Promise<CallTarget[]> {
  const goal = body.query;
  const share = body.shareChildrenInfo ?? false;
  if (body.places?.length) {
    return body.places.map((place, i) => ({
      name: place.name,
      phone: phoneOrThrow(place.phone, i, rules),
      address: place.address ?? null,
      goal: place.goal || goal,
      asks,
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
              phone: phoneOrThrow(raw, i, rules),
              address: null,
              goal,
              asks,
              shareChildrenInfo: share,
              isFollowUp: false,
            },
          ],
    );
  }
  const found = await searchTargets(
    places,
    { query: body.query, location: body.location, radiusMiles: body.radiusMiles },
    { goal, asks, exclude: new Set(), limit: SEARCHED_BUSINESSES, rules },
  );
  return found.map((target) => ({ ...target, shareChildrenInfo: share }));
}

/** Businesses of the kind the query looks for with a callable number, found by the Places port, minus excluded numbers. */
export async function searchTargets(
  places: Places | undefined,
  search: { query: string; location: string; radiusMiles: number },
  options: { goal: string; asks: Ask[]; exclude: Set<string>; limit: number; rules: PhoneRules },
): Promise<CallTarget[]> {
  if (!places) {
    throw new DomainError(
      'unavailable',
      'Business search is not available right now. Please add phone numbers.',
    );
  }
  const businessKind = await businessKindLater(search.query);
  const found = await places.searchText({ ...search, businessKind, limit: 25 });
  const targets: CallTarget[] = [];
  const seen = new Set(options.exclude);
  for (const place of found) {
    const phone = place.phone ? normalizePhone(place.phone) : null;
    if (!phone || seen.has(phone) || refusal(phone, options.rules)) continue;
    seen.add(phone);
    targets.push({
      name: place.name,
      phone,
      address: place.address || null,
      distanceMiles: place.distanceMiles ?? null,
      timeZone: place.timeZone ?? null,
      openingHours: place.openingHours ?? null,
      goal: options.goal,
      asks: options.asks,
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
