import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

/** libphonenumber-js metadata: countries by calling code, each country's numbering plan. */
export interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/**
 * The part of `metadata` a function needs to call `countries`: every country that shares a calling
 * code with one of them (so a Caribbean "+1" number still reads as its own country and is refused
 * as outside the ones called), and no other. A number of any other calling code cannot be read
 * at all, which `uncallableReason` reports as outside the countries called.
 */
export function phoneMetadataFor(metadata: PhoneMetadata, countries: readonly string[]): PhoneMetadata {
  const codes = Object.entries(metadata.country_calling_codes).filter(([, members]) =>
    members.some((country) => countries.includes(country)),
  );
  const kept = new Set(codes.flatMap(([, members]) => members));
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(codes),
    countries: Object.fromEntries(
      Object.entries(metadata.countries).filter(([country]) => kept.has(country)),
    ),
  };
}

const METADATA_MODULE = /libphonenumber-js[\\/]metadata\.(min|max)\.json\.js$/;

/**
 * Bundles libphonenumber-js with the numbering plans of `countries` only (the deployment's
 * ALLOWED_CALL_COUNTRIES): ≈ 4 / 15 KB (min / max) for US and Canada against 83 / 157 KB for the
 * world (docs/deploy.md, "Bundles").
 */
export function phoneMetadataPlugin(countries: readonly string[]): Plugin {
  return {
    name: 'phone-metadata',
    setup(b) {
      b.onLoad({ filter: METADATA_MODULE }, (args) => {
        const json = args.path.replace(/\.js$/, '');
        const metadata = JSON.parse(readFileSync(json, 'utf8')) as PhoneMetadata;
        return {
          contents: `export default ${JSON.stringify(phoneMetadataFor(metadata, countries))};`,
          loader: 'js',
        };
      });
    },
  };
}

/** The whole metadata of one flavour, for tests of the subset. */
export function fullPhoneMetadata(flavour: 'min' | 'max'): PhoneMetadata {
  return createRequire(import.meta.url)(`libphonenumber-js/metadata.${flavour}.json`) as PhoneMetadata;
}
