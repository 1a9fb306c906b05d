import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** The code demo mode always accepts and shows on the login screen. */
export const DEMO_OTP = '123456';

/** Six digits from a cryptographic source. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The keyed hash stored instead of the code (bound to the e-mail, so a hash cannot be reused). */
export function hashOtp(key: Uint8Array, email: string, code: string): string {
  return createHmac('sha256', key).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
