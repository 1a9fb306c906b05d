import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A function's entry and every chunk it imports statically: the code a cold start loads. */
export function filesLoadedAtStart(entry: string, seen = new Set<string>()): Set<string> {
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const [, spec] of code.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.mjs)"/g)) {
    const chunk = resolve(dirname(entry), spec as string);
    if (!seen.has(chunk)) filesLoadedAtStart(chunk, seen);
  }
  return seen;
}

/** Every .mjs file of a function's asset: its entry and the chunks loaded at start or on first use. */
export function allBundleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => join(dir, f));
}
