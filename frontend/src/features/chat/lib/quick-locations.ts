import type { Profile } from '#shared/contracts/users';
import { type AddressParts, formatAddress } from '#shared/domain/address';
import { savedAddress } from '#web/lib/saved-address';

const cityOf = (parts: AddressParts) =>
  parts.city?.trim() ? [parts.city.trim(), parts.state?.trim()].filter(Boolean).join(', ') : '';

/**
 * The places a search can be run near at one click: the saved primary address and its city, then
 * the secondary address and its city, each once.
 */
export function quickLocations(profile: Profile | null | undefined): string[] {
  if (!profile) return [];
  const primary = savedAddress(profile, 'primary');
  const secondary = savedAddress(profile, 'secondary');
  const all = [formatAddress(primary), cityOf(primary), formatAddress(secondary), cityOf(secondary)];
  return [...new Set(all.filter(Boolean))];
}
