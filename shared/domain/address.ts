/** Address pieces as stored on a profile; any of them may be missing. */
export interface AddressParts {
  street?: string | null | undefined;
  intersection?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postalCode?: string | null | undefined;
  /** The stored single-line address, used when there is no structured street. */
  address?: string | null | undefined;
}

function clean(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function joinNonEmpty(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(', ');
}

/** "ON M4W 1A5": the state or province and the postal code. */
const regionAndPostalCode = (parts: AddressParts) =>
  [clean(parts.state), clean(parts.postalCode)].filter((part) => part !== '').join(' ');

/** Formats "street & intersection, city, state postal code", falling back to the single-line address. */
export function formatAddress(parts: AddressParts): string {
  const street = clean(parts.street);
  if (street === '') return clean(parts.address);
  const intersection = clean(parts.intersection);
  const head = intersection === '' ? street : `${street} & ${intersection}`;
  return joinNonEmpty([head, clean(parts.city), regionAndPostalCode(parts)]);
}

/** Formats every piece (no fallback): the single line stored next to the structured fields. */
export function formatAddressPieces(parts: AddressParts): string {
  const street = clean(parts.street);
  const intersection = clean(parts.intersection);
  const head = street === '' || intersection === '' ? street : `${street} & ${intersection}`;
  return joinNonEmpty([head, clean(parts.city), regionAndPostalCode(parts)]);
}

/** Formats the Settings prefill "street (near intersection), city, state", else the single-line address. */
export function settingsAddressLine(parts: AddressParts): string {
  const street = clean(parts.street);
  if (street === '') return clean(parts.address);
  const intersection = clean(parts.intersection);
  const head = intersection === '' ? street : `${street} (near ${intersection})`;
  return joinNonEmpty([head, clean(parts.city), regionAndPostalCode(parts)]);
}

/** Formats "city, state", the city alone, or '' when there is no city. */
