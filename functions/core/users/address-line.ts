import { formatAddress } from '../../../shared/domain/address';

/** The structured pieces of one location. */
export interface AddressFields {
  street: string | null;
  intersection: string | null;
  city: string | null;
  state: string | null;
}

const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Reads a single-line address as Settings shows it ("street (near X), city, state" or
 * "street & X, city, state"); undefined when it has fewer than three comma-separated parts.
 */
export function parseAddressLine(line: string): AddressFields | undefined {
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length < 3) return undefined;
  const [head = '', city, ...rest] = parts;
  const near = /^(.*?)\s*\(near (.*)\)$/.exec(head) ?? /^(.*?)\s+&\s+(.*)$/.exec(head);
  return {
    street: orNull(near ? near[1] : head),
    intersection: orNull(near?.[2]),
    city: orNull(city),
    state: orNull(rest.join(', ')),
  };
}

/** The combined single-line string kept next to the structured fields. */
export function combinedAddress(fields: AddressFields): string | null {
  return orNull(formatAddress(fields));
}
