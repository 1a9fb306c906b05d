import { z } from 'zod';
import { ENV } from './env-names';

/** A configuration problem, listing every bad variable in one message. */
export class ConfigError extends Error {}

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164 form, e.g. +14165550100');

/** Settings shared by both runtimes. */
const commonShape = {
  [ENV.tableName]: z.string().min(3).max(255).default('askaround'),
  [ENV.useSamplePhone]: bool(false),
  [ENV.sampleDestinationPhone]: e164.optional(),
};

export const localSettingsSchema = z.object({
  ...commonShape,
  [ENV.port]: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  [ENV.dataDir]: z.string().min(1).default('.data'),
  [ENV.demoMode]: bool(true),
});

export const cloudSettingsSchema = z.object({
  ...commonShape,
  [ENV.region]: z.string().min(1),
  [ENV.demoMode]: bool(false),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;
export type CloudSettings = z.infer<typeof cloudSettingsSchema>;

/** Parses configuration once, failing with every bad variable named. */
export function parseSettings<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  throw new ConfigError(`Bad configuration: ${problems.join('; ')}`);
}
