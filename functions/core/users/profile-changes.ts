import type { Profile } from '../../../shared/contracts/users';
import type { ProfileChanges } from '../../ports/user-store';
import { type AddressFields, combinedAddress, parseAddressLine } from './address-line';

type Slot = 'primary' | 'secondary';
const PIECES = ['Street', 'Intersection', 'City', 'State'] as const;

const fieldsOf = (p: Partial<Profile>, slot: Slot): AddressFields => ({
  street: p[`${slot}Street`] ?? null,
  intersection: p[`${slot}Intersection`] ?? null,
  city: p[`${slot}City`] ?? null,
  state: p[`${slot}State`] ?? null,
});

const asChanges = (slot: Slot, f: AddressFields) => ({
  [`${slot}Street`]: f.street,
  [`${slot}Intersection`]: f.intersection,
  [`${slot}City`]: f.city,
  [`${slot}State`]: f.state,
});

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/**
 * Keeps the combined `primaryAddress`/`secondaryAddress` strings in step with the structured
 * fields: structured changes rebuild the string; a single-line change is read back into
 * structured fields when it has "street, city, state" form.
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
    const touched = PIECES.some((piece) => out[`${slot}${piece}`] !== undefined);
    if (touched) {
      const merged = { ...fieldsOf(current, slot), ...definedFields(fieldsOf(out, slot), out, slot) };
      Object.assign(out, asChanges(slot, merged), { [lineKey]: combinedAddress(merged) });
      continue;
    }
    const line = out[lineKey];
    if (line === undefined || line === current[lineKey]) continue;
    if (line === null) {
      if (slot === 'secondary') Object.assign(out, asChanges(slot, fieldsOf({}, slot)));
      continue;
    }
    const parsed = parseAddressLine(line);
    if (parsed) Object.assign(out, asChanges(slot, parsed));
    else if (slot === 'secondary')
      Object.assign(out, asChanges(slot, { ...fieldsOf({}, slot), street: line }));
  }
  return out;
}

function definedFields(fields: AddressFields, changes: ProfileChanges, slot: Slot): Partial<AddressFields> {
  const result: Partial<AddressFields> = {};
  if (changes[`${slot}Street`] !== undefined) result.street = fields.street;
  if (changes[`${slot}Intersection`] !== undefined) result.intersection = fields.intersection;
  if (changes[`${slot}City`] !== undefined) result.city = fields.city;
  if (changes[`${slot}State`] !== undefined) result.state = fields.state;
  return result;
}
