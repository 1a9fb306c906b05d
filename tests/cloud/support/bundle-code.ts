import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { LambdaName } from '#infra/aws/bundling';
import { bundleFiles } from './build-bundles';

/** One file of a function's bundle: its entry or a chunk. */
interface BundleFile {
  file: string;
  code: string;
}

/** A function's bundled code, as it is deployed: minified, so read by the strings that survive. */
export interface BundleCode {
  files: BundleFile[];
  /** Every file's code, joined. */
  all: string;
  /** The `@aws-sdk/*` packages it requires (the runtime's SDK, bundling.ts' `sdkThroughRequire`). */
  required: Set<string>;
  /** The names it reads off them (`m.GetSecretValueCommand`). */
  read: Set<string>;
}

const cache = new Map<LambdaName, BundleCode>();

export function bundleCode(name: LambdaName): BundleCode {
  let bundle = cache.get(name);
  if (!bundle) {
    const files = bundleFiles(name).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
    const all = files.map((f) => f.code).join('\n');
    bundle = {
      files,
      all,
      required: new Set([...all.matchAll(/\("(@aws-sdk\/[^"]+)"\)/g)].map(([, sdk]) => sdk as string)),
      read: new Set([...all.matchAll(/\.([A-Z]\w*Command)\b/g)].map(([, command]) => command as string)),
    };
    cache.set(name, bundle);
  }
  return bundle;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A string literal in minified code, whichever quotes esbuild chose. */
const literal = (text: string) => `["'\`]${escapeRegExp(text)}["'\`]`;
const IDENTIFIER = '[\\w$]+';

/** The names `export{a as b,…}` gives `local` in one file. */
function exportedAs(code: string, local: string): string[] {
  return [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) =>
    (list ?? '').split(',').flatMap((entry) => {
      const [name, alias] = entry.trim().split(/\s+as\s+/);
      return name === local ? [alias ?? name] : [];
    }),
  );
}

/** The local names one file gives `exported` of the chunk `from` (`import{b as c}from"./chunks/x.mjs"`). */
function importedAs(code: string, from: string, exported: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"[^"]*/${escapeRegExp(from)}"`, 'g');
  return [...code.matchAll(pattern)].flatMap(([, list]) =>
    (list ?? '').split(',').flatMap((entry) => {
      const [name, alias] = entry.trim().split(/\s+as\s+/);
      return name === exported ? [alias ?? name] : [];
    }),
  );
}

/**
 * Whether the bundle constructs (`new X(`) a class whose field `member` is the string `value`:
 * a signed-client command, e.g. DynamoDB's `class GetCommand { operation = 'GetItem' }`, which
 * esbuild keeps as `X=class extends Y{operation="GetItem"}` (or `class X extends Y{…}`). A class
 * defined in one chunk and constructed in another is followed through its export and import.
 */
export function constructsClassWith(bundle: BundleCode, member: string, value: string): boolean {
  const field = `${escapeRegExp(member)}\\s*=\\s*${literal(value)}`;
  const definition = new RegExp(
    `(?:(${IDENTIFIER})\\s*=\\s*class|class\\s+(${IDENTIFIER}))(?:\\s+extends\\s+[\\w$.]+)?\\s*\\{[^{}]*?\\b${field}`,
    'g',
  );
  const constructs = (code: string, local: string) => new RegExp(`new ${escapeRegExp(local)}\\(`).test(code);
  return bundle.files.some(({ file, code }) =>
    [...code.matchAll(definition)].some(([, assigned, declared]) => {
      const local = (assigned ?? declared) as string;
      if (constructs(code, local)) return true;
      return exportedAs(code, local).some((exported) =>
        bundle.files.some(
          (other) =>
            other.file !== file &&
            importedAs(other.code, basename(file), exported).some((alias) => constructs(other.code, alias)),
        ),
      );
    }),
  );
}

/** Whether the bundle makes a signed client (functions/adapters/aws/signed/) signing for `service`. */
export const signsFor = (bundle: BundleCode, service: string) =>
  new RegExp(`\\bservice\\s*:\\s*${literal(service)}`).test(bundle.all);

/** Whether the bundle holds the string literal `text`. */
export const holdsLiteral = (bundle: BundleCode, text: string) => new RegExp(literal(text)).test(bundle.all);

/** Whether the bundle calls a function with the string `text` as its first argument: `send("SendTaskSuccess",…)`. */
export const callsWithFirst = (bundle: BundleCode, text: string) =>
  new RegExp(`[\\w$)]\\(\\s*${literal(text)}\\s*[,)]`).test(bundle.all);
