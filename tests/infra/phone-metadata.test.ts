import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/aws/paths';
import { fullPhoneMetadata, phoneMetadataFor, phoneMetadataPlugin } from '#infra/aws/phone-metadata';

const out = mkdtempSync(join(tmpdir(), 'phone-metadata-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

let builds = 0;

/** Bundles the calling rule with the plugin, as a Lambda bundle is, and imports it. */
async function bundledRule(countries: string[]) {
  builds += 1;
  const outfile = join(out, `rule-${builds}.mjs`);
  await build({
    stdin: {
      contents: "export { uncallableReason } from '#shared/domain/phone';",
      resolveDir: REPO_ROOT,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    minify: true,
    plugins: [phoneMetadataPlugin(countries)],
    logLevel: 'error',
  });
  const module = (await import(outfile)) as typeof import('#shared/domain/phone');
  return { uncallableReason: module.uncallableReason, bytes: readFileSync(outfile).length };
}

describe('phone metadata for the countries a deployment calls', () => {
  it('keeps every country of their calling codes and no other', () => {
    const subset = phoneMetadataFor(fullPhoneMetadata('max'), ['US', 'CA']);
    expect(Object.keys(subset.country_calling_codes)).toEqual(['1']);
    expect(Object.keys(subset.countries)).toEqual(expect.arrayContaining(['US', 'CA', 'JM', 'PR']));
    expect(subset.countries).not.toHaveProperty('GB');
    expect(subset.nonGeographic).toBeUndefined();
    const withGb = phoneMetadataFor(fullPhoneMetadata('min'), ['US', 'GB']);
    expect(Object.keys(withGb.country_calling_codes).sort()).toEqual(['1', '44']);
    expect(withGb.countries).toHaveProperty('GG');
  });

  it('reads the same numbers as the whole metadata, in a bundle under a third of the size', async () => {
    const usCa = await bundledRule(['US', 'CA']);
    const world = await bundledRule(Object.keys(fullPhoneMetadata('max').countries));
    expect(usCa.bytes).toBeLessThan(world.bytes / 3);
    for (const { uncallableReason } of [usCa, world]) {
      expect(uncallableReason('+14165550100', ['US', 'CA'])).toBeNull();
      expect(uncallableReason('+18005551234', ['US', 'CA'])).toBeNull();
      expect(uncallableReason('+19005551234', ['US', 'CA'])).toMatch(/^is a premium-rate number/);
      expect(uncallableReason('+15555550100', ['US', 'CA'])).toMatch(/^is not an assigned phone number/);
      expect(uncallableReason('+18765550100', ['US', 'CA'])).toBe(
        'is outside the countries we call (US, CA)',
      );
      expect(uncallableReason('+442071234567', ['US', 'CA'])).toBe(
        'is outside the countries we call (US, CA)',
      );
    }
    const withGb = await bundledRule(['US', 'CA', 'GB']);
    expect(withGb.uncallableReason('+442071234567', ['US', 'CA', 'GB'])).toBeNull();
  });
});
