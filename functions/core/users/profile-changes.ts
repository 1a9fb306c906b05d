import type { Profile } from '#shared/contracts/users';
import { parseAddressLine, primaryAddressProblem } from '#shared/domain/address-line';
import { DomainError } from '#shared/domain/errors';
import type { ProfileChanges } from '../../ports/user-store';
import { type AddressFields, combinedAddress } from './address-line';

type Slot = 'primary' | 'secondary';
const PIECES = {
  street: 'Street',
  intersection: 'Intersection',
  city: 'City',
  state: 'State',
  postalCode: 'PostalCode',
} as const;
type Piece = keyof typeof PIECES;
const keyOf = (slot: Slot, piece: Piece) => `${slot}${PIECES[piece]}` as const;

const fieldsOf = (p: Partial<Profile>, slot: Slot): AddressFields => ({
  street: p[keyOf(slot, 'street')] ?? null,
  intersection: p[keyOf(slot, 'intersection')] ?? null,
  city: p[keyOf(slot, 'city')] ?? null,
  state: p[keyOf(slot, 'state')] ?? null,
  postalCode: p[keyOf(slot, 'postalCode')] ?? null,
});

const asChanges = (slot: Slot, f: AddressFields) =>
  Object.fromEntries((Object.keys(PIECES) as Piece[]).map((piece) => [keyOf(slot, piece), f[piece]]));

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/**
 * Keeps the combined `primaryAddress`/`secondaryAddress` strings and the structured fields in
 * step: structured changes rebuild the string; a single-line change is parsed into every
 * structured field (a blank secondary line clears them all). A line that cannot be read, or a
 * primary address without street, city and province/state, is refused.
 */
export function mergeAddressChanges(current: Profile, changes: ProfileChanges): ProfileChanges {
  const out: ProfileChanges = { ...changes };
  for (const key of Object.keys(out) as (keyof ProfileChanges)[]) {
    const value = out[key];
    if (typeof value === 'string' && key !== 'name' && key !== 'updatedAt') {
      (out as Record<string, unknown>)[key] = blankToNull(value);
    }
  }
  for (const slot of ['primary', 'secondary'] as const) {
    const lineKey = `${slot}Address` as const;
    const given = fieldsOf(out, slot);
    const touched = (Object.keys(PIECES) as Piece[]).filter((piece) => out[keyOf(slot, piece)] !== undefined);
    if (touched.length > 0) {
      const merged = { ...fieldsOf(current, slot) };
      for (const piece of touched) merged[piece] = given[piece];
      Object.assign(out, asChanges(slot, merged), { [lineKey]: combinedAddress(merged) });
      continue;
    }
    const line = out[lineKey];
    if (line === undefined) continue;
    const parsed = parseAddressLine(line ?? '');
    if (!parsed.ok) throw new DomainError('invalid_input', parsed.error);
    const problem = slot === 'primary' ? primaryAddressProblem(parsed.address) : null;
    if (problem) throw new DomainError('invalid_input', problem);
    Object.assign(out, asChanges(slot, parsed.address), { [lineKey]: combinedAddress(parsed.address) });
  }
  return out;
}
