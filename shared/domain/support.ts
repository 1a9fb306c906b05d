/** The support address when the operator configures none. */
export const SUPPORT_EMAIL = 'support@askaround.app';

/** A mailto link to the given support address, optionally with a subject. */
export function supportMailto(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
