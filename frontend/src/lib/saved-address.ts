import type { Profile } from '#shared/contracts/users';
import type { AddressParts } from '#shared/domain/address';

/** The primary or secondary address saved on a profile, as its pieces. */
export function savedAddress(profile: Profile, which: 'primary' | 'secondary'): AddressParts {
  return {
    street: profile[`${which}Street`],
    intersection: profile[`${which}Intersection`],
    city: profile[`${which}City`],
    state: profile[`${which}State`],
    postalCode: profile[`${which}PostalCode`],
    address: profile[`${which}Address`],
  };
}
