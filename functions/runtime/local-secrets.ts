import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Reads a random secret kept under DATA_DIR, generating it on first use (mode 0600). */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Uint8Array {
  const file = join(dataDir, 'secrets', `${name}.key`);
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (stored.length >= bytes) return new Uint8Array(stored);
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes);
  writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
  return new Uint8Array(secret);
}
