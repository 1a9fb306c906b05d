import { join } from 'node:path';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { DEFAULT_ALLOWED_CALL_COUNTRIES } from '#shared/domain/phone';
import { REPO_ROOT } from './paths';
import { phoneMetadataPlugin } from './phone-metadata';

/** Every Lambda function's entry, by name: `functions/runtime/lambda/<name>.ts`. */
export const LAMBDA_NAMES = [
  'config',
  'users',
  'research',
  'chat',
  'places',
  'billing',
  'lex-turn',
  'task-prepare',
  'task-place-call',
  'task-extract',
  'task-charge',
  'task-record-no-charge',
  'task-mark-call-failed',
  'task-finalize',
  'contact-disconnected',
  'recording-ready',
  'sweeper',
  'monthly-refill',
  'post-confirmation',
] as const;

export type LambdaName = (typeof LAMBDA_NAMES)[number];

export const lambdaEntry = (name: LambdaName) => `functions/runtime/lambda/${name}.ts`;

/** The bundle's file name inside the function's asset; the handler is `index.handler`. */
export const BUNDLE_FILE = 'index.mjs';

/**
 * Modules no function runs, left out of every bundle (each is replaced by a module that fails
 * if used): zod's error-message locales other than English (English is imported directly, by zod
 * classic itself and by shared/zod.ts for zod/mini), the Vercel AI Gateway the `ai` package offers
 * as its default provider (the functions pass their Bedrock model explicitly), zod 3 (the AI
 * SDK's converter for zod 3 schemas; ours are zod 4), and the plugins of compromise's full build
 * whose methods no function calls (`UNUSED_COMPROMISE_PLUGINS`), or not the function bundled
 * (`COMPROMISE_PLUGINS_UNUSED_BY`).
 */
const UNUSED_MODULES: Record<string, string> = {
  'zod-locales': 'export {};',
  '@ai-sdk/gateway': [
    'const unused = () => { throw new Error("The AI Gateway is not bundled: pass a model"); };',
    'export class GatewayError extends Error { static isInstance() { return false; } }',
    'export class GatewayAuthenticationError extends GatewayError {}',
    'export const gateway = new Proxy(unused, { get: unused });',
    'export const createGateway = unused;',
  ].join('\n'),
  'zod/v3': 'export const ZodFirstPartyTypeKind = {};',
  'compromise-plugin': 'export default {};',
};

/** The plugins of compromise's full build (`compromise/src/three.js`, what `import nlp from 'compromise'` loads). */
type CompromisePlugin =
  | 'adjectives'
  | 'adverbs'
  | 'chunker'
  | 'coreference'
  | 'misc'
  | 'normalize'
  | 'nouns'
  | 'numbers'
  | 'redact'
  | 'sentences'
  | 'topics'
  | 'verbs';

/**
 * Plugins of compromise's full build that only add methods no function calls: `.adjectives()`,
 * `.pronouns()` (coreference), `.normalize()`, `.redact()`, `.people()`, `.places()`,
 * `.organizations()`, `.topics()`. Each is bundled as an empty plugin, so those methods are not
 * there; the tagger and every method the functions call are the same (compromise exports no lighter
 * build with the others). Node (the tests, `npm start`) loads them all, so
 * tests/unit/repository/compromise-methods.test.ts fails on a call to one of the left-out methods.
 */
export const UNUSED_COMPROMISE_PLUGINS: readonly CompromisePlugin[] = [
  'adjectives',
  'coreference',
  'normalize',
  'redact',
  'topics',
];

/**
 * Plugins left out of one function's bundle beside `UNUSED_COMPROMISE_PLUGINS`, because neither
 * its code nor the compromise methods its code calls use them: the research function holds the asks
 * parser and not the answer reader, and the parser reaches none of the numbers plugin's methods
 * (`.numbers()`, `.values()`, `.money()`, ≈ 16 KB; it reads a plural from the tagger's tags, not
 * from `.nouns().isPlural()`, whose parse reads `.values()`) nor of the verbs plugin's (≈ 18 KB; a
 * verb's infinitive is the root the tagger computes, `infinitive.ts`); task-extract holds the answer reader
 * and not the parser, and the reader conjugates no verbs (`.verbs()`, `.adverbs()`, ≈ 19 KB).
 * tests/cloud/cold-start-code.test.ts fails on a call of the project's code to a left-out method,
 * and tests/cloud/bundled-language.test.ts runs the bundled parser and answer reader over the eval
 * sets against their source.
 */
export const COMPROMISE_PLUGINS_UNUSED_BY: Partial<Record<LambdaName, readonly CompromisePlugin[]>> = {
  research: ['numbers', 'verbs'],
  'task-extract': ['verbs', 'adverbs'],
};

/** The compromise plugins left out of a function's bundle. */
const compromisePluginsLeftOut = (name: LambdaName) => [
  ...UNUSED_COMPROMISE_PLUGINS,
  ...(COMPROMISE_PLUGINS_UNUSED_BY[name] ?? []),
];

/**
 * The runtime's AWS SDK is CommonJS. Imported from an ES module, Node lexes each CommonJS file the
 * import reaches (and the files it re-exports) to find its named exports; required, it does not.
 * Each `@aws-sdk/*` import is therefore bundled as `require("@aws-sdk/…")`: the same module, a
 * third less CPU to load (bench/README.md, "Lambda bundles"). At start that is only
 * `@aws-sdk/util-dynamodb`, the signed DynamoDB client's attribute-value conversion (≈ 4 ms to
 * require, ≈ 4 KB bundled: the research function has not those KB to spare under 600).
 */
const sdkThroughRequire: Plugin = {
  name: 'sdk-through-require',
  setup(b) {
    b.onResolve({ filter: /^@aws-sdk\// }, (args) =>
      args.namespace === 'sdk' ? { path: args.path, external: true } : { path: args.path, namespace: 'sdk' },
    );
    b.onLoad({ filter: /.*/, namespace: 'sdk' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/** Replaces the unused modules, and the compromise plugins named, by `UNUSED_MODULES`' stand-ins. */
function leaveOutUnused(compromisePlugins: readonly string[]): Plugin {
  const compromisePlugin = new RegExp(`^\\./3-three/(${compromisePlugins.join('|')})/plugin\\.js$`);
  return {
    name: 'leave-out-unused',
    setup(b) {
      b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        args.importer.includes(`${'/'}zod${'/'}`) ? { path: 'zod-locales', namespace: 'unused' } : undefined,
      );
      b.onResolve({ filter: compromisePlugin }, (args) =>
        /[\\/]compromise[\\/]src[\\/]three\.js$/.test(args.importer)
          ? { path: 'compromise-plugin', namespace: 'unused' }
          : undefined,
      );
      b.onResolve({ filter: /^(@ai-sdk\/gateway|zod\/v3)$/ }, (args) => ({
        path: args.path,
        namespace: 'unused',
      }));
      b.onLoad({ filter: /.*/, namespace: 'unused' }, (args) => ({
        contents: UNUSED_MODULES[args.path] ?? 'export {};',
        loader: 'js',
      }));
    },
  };
}

/**
 * How every Lambda function is bundled, in one place: the stack (lambda-function.ts, through
 * build-lambda.ts), `bench/` and the bundled-handler tests all call this.
 *
 * The bundle is split into chunks: what a function needs only on some requests (the asks parser
 * and its language libraries, the model of the research function) sits in a chunk its code imports
 * on first use, so a cold start does not load it.
 *
 * The AWS SDK v3 (`@aws-sdk/*`, but `BUNDLED_SDK_PACKAGES`) is not bundled: the Node.js 22 runtime
 * provides it, required (above); the paths every cold start takes reach AWS through the signed
 * client (functions/adapters/aws/signed/) instead of an SDK client. See
 * docs/deploy.md ("Bundles") for the sizes and cold imports measured both ways. libphonenumber-js
 * carries the numbering plans of the countries the deployment calls (`callCountries`), not the world's.
 */
function esbuildOptionsFor(name: LambdaName, outdir: string, callCountries: readonly string[]): BuildOptions {
  return {
    entryPoints: { index: join(REPO_ROOT, lambdaEntry(name)) },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    legalComments: 'none',
    sourcemap: true,
    sourcesContent: false,
    mainFields: ['module', 'main'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    plugins: [
      sdkThroughRequire,
      leaveOutUnused(compromisePluginsLeftOut(name)),
      phoneMetadataPlugin(callCountries),
    ],
    logLevel: 'error',
  };
}

/**
 * Builds one function's bundle to `<outdir>/index.mjs` (and its source map), for a deployment that
 * calls `callCountries` (its ALLOWED_CALL_COUNTRIES).
 */
export async function buildLambda(
  name: LambdaName,
  outdir: string,
  callCountries: readonly string[] = DEFAULT_ALLOWED_CALL_COUNTRIES,
): Promise<string> {
  await build(esbuildOptionsFor(name, outdir, callCountries));
  return join(outdir, BUNDLE_FILE);
}
