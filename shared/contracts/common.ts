import { z } from 'zod';

/** Identifiers are opaque strings of safe characters. */
export const idSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, "-" and "_"');

export const isoDateSchema = z.string().min(1).max(40);

/** Trimmed text with a maximum length. */
export const text = (max: number) => z.string().trim().max(max);

/** Trimmed, non-empty text with a maximum length and the message shown when empty. */
export const requiredText = (max: number, message = 'Required') => z.string().trim().min(1, message).max(max);

export const okSchema = z.object({ ok: z.literal(true) });
