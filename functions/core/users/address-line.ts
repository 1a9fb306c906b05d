import { formatAddressPieces } from '#shared/domain/address';
import type { ParsedAddress } from '#shared/domain/address-line';

/** The structured pieces of one location. */
export type AddressFields = ParsedAddress;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The combined single-line string kept next to the structured fields. */
export function combinedAddress(fields: AddressFields): string | null {
  return orNull(formatAddressPieces(fields));
}
