import * as z from '../zod';

/** Identifiers are opaque strings of safe characters. */
export const idSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, "-" and "_"'),
  );

export const isoDateSchema = z.string().check(z.minLength(1), z.maxLength(40));

/** Trimmed text with a maximum length. */
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Trimmed, non-empty text with a maximum length and the message shown when empty. */
export const requiredText = (max: number, message = 'Required') =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

export const okSchema = z.object({ ok: z.literal(true) });
