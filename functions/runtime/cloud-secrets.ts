import { hkdfSync } from 'node:crypto';
import type { SecretsClient } from '../adapters/aws/secrets';
import { ConfigError } from './settings';

/** The keys the app derives from its master secret: one per purpose, so none is reused. */
export interface AppKeys {
  /** An independent 32-byte key for `purpose`. */
  derive(purpose: string): Uint8Array;
}

const derive = (master: string, purpose: string) =>
  new Uint8Array(hkdfSync('sha256', master, 'askaround', purpose, 32));

/** Reads the generated master secret; keys are derived from it per purpose (HKDF-SHA256). */
export async function loadAppKeys(client: SecretsClient, secretArn: string): Promise<AppKeys> {
  const master = await client.secretString(secretArn);
  if (!master || master.length < 32)
    throw new ConfigError(`Secret ${secretArn} must hold at least 32 characters`);
  return { derive: (purpose) => derive(master, purpose) };
}

/**
 * The Stripe secret's JSON object, whose keys are the STRIPE_* variable names; empty until the
 * operator stores the keys (billing then runs without Stripe and says so).
 */
export async function loadStripeEnv(client: SecretsClient, secretArn: string | undefined) {
  if (!secretArn) return {};
  const text = await client.secretString(secretArn);
  if (!text?.trim().startsWith('{')) return {};
  const parsed = JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([k, v]) => k.startsWith('STRIPE_') && typeof v === 'string'),
  ) as Record<string, string>;
}

/** The token CloudFront sends to the API (infra/aws/web.ts); undefined where no ARN is set. */
export async function loadOriginSecret(
  client: SecretsClient,
  secretArn: string | undefined,
): Promise<string | undefined> {
  if (!secretArn) return undefined;
  const token = await client.secretString(secretArn);
  if (!token || token.length < 32)
    throw new ConfigError(`Secret ${secretArn} must hold at least 32 characters`);
  return token;
}
