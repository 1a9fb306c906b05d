import { parseAddressLine, primaryAddressProblem } from '#shared/domain/address-line';

export type AddressErrors = { primary?: string | null; secondary?: string | null };

type Lines = { primary: string; secondary: string };

const errorOf = (line: string, saved: string, primary: boolean) => {
  if (line.trim() === saved) return null;
  const result = parseAddressLine(line);
  if (!result.ok) return result.error;
  return primary ? primaryAddressProblem(result.address) : null;
};

/** The message for each changed address line that cannot be saved (the server refuses the same lines). */
export function addressErrorsOf(form: Lines, saved: Lines): AddressErrors {
  return {
    primary: errorOf(form.primary, saved.primary, true),
    secondary: errorOf(form.secondary, saved.secondary, false),
  };
}
