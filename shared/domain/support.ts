/** The one support address used by every mail link and text. */
export const SUPPORT_EMAIL = 'support@askaround.app';

/** A mailto link to support, optionally with a subject. */
export function supportMailto(subject?: string): string {
  return subject
    ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`
    : `mailto:${SUPPORT_EMAIL}`;
}
