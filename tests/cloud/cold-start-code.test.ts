import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesLoadedAtStart } from '#infra/aws/bundle-files';
import type { LambdaName } from '#infra/aws/bundling';
import { bundleFiles, bundlePath } from './support/build-bundles';

/** Whether any of `files` holds `marker`. */
const holds = (files: Iterable<string>, marker: string) =>
  [...files].some((file) => readFileSync(file, 'utf8').includes(marker));

const atStart = (name: LambdaName) => filesLoadedAtStart(bundlePath(name));

/** What only some requests need, recognised in a bundle by a string its code carries. */
const LIBRARIES = {
  'the Connect client': '"@aws-sdk/client-connect"',
  'the Stripe SDK': 'api.stripe.com',
  'the asks parser (compromise)': 'compromise',
} as const;

describe('what a cold start loads', () => {
  it.each([
    ['research', 'the Connect client'],
    ['research', 'the asks parser (compromise)'],
    ['sweeper', 'the Connect client'],
    ['billing', 'the Stripe SDK'],
  ] as const)('%s loads %s on first use, not at start', (name, library) => {
    expect(holds(atStart(name), LIBRARIES[library])).toBe(false);
    expect(holds(bundleFiles(name), LIBRARIES[library])).toBe(true);
  });

  it.each([
    ['task-place-call', 'the Connect client'],
    ['contact-disconnected', 'the Connect client'],
  ] as const)('%s, which needs %s on every request, loads it at start', (name, library) => {
    expect(holds(atStart(name), LIBRARIES[library])).toBe(true);
  });
});
