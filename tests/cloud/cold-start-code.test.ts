import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesLoadedAtStart } from '#infra/aws/bundle-files';
import { COMPROMISE_PLUGINS_UNUSED_BY, LAMBDA_NAMES, type LambdaName } from '#infra/aws/bundling';
import { REPO_ROOT } from '#infra/aws/paths';
import { bundleFiles, bundlePath } from './support/build-bundles';
import { COMMANDS, callOf } from './support/commands';
import { callsOf, methodsOf } from './support/compromise-plugins';

/** Whether any of `files` holds `marker`. */
const holds = (files: Iterable<string>, marker: string) =>
  [...files].some((file) => readFileSync(file, 'utf8').includes(marker));

const atStart = (name: LambdaName) => filesLoadedAtStart(bundlePath(name));

/** What only some requests need, recognised in a bundle by a string its code carries. */
const LIBRARIES = {
  'the Connect client': '"@aws-sdk/client-connect"',
  // The model adapter's endpoint (signed client; Bedrock's Converse API).
  'the Bedrock model': '"bedrock-runtime"',
  // The places adapter's endpoint (signed client; Amazon Location Places v2).
  'the Places client': '"places.geo"',
  // The chat's reader of Bedrock's binary event stream (signed/event-stream.ts).
  'the event-stream reader': 'AWS event stream',
  'the S3 client': '"@aws-sdk/client-s3"',
  'the SES client': '"@aws-sdk/client-sesv2"',
  'the Stripe SDK': 'api.stripe.com',
  'the asks parser (compromise)': 'compromise',
  'the answer reader (compromise)': 'compromise',
  'zod classic (the AI SDK imports it)': '"ZodString"',
} as const;

/**
 * The AWS SDK packages the functions no longer use: they sign their own requests
 * (functions/adapters/aws/signed/), as Node takes 60–100 ms to load one SDK client's CommonJS modules.
 */
const SIGNED_INSTEAD_OF_SDK = [
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sfn',
  '@aws-sdk/client-bedrock-runtime',
  '@aws-sdk/client-geo-places',
];

/** The functions that use the table. */
const WITH_TABLE = LAMBDA_NAMES.filter((name) =>
  COMMANDS[name].some((c) => callOf(c).startsWith('dynamodb:')),
);

describe('what a cold start loads', () => {
  it.each([
    ['research', 'the Connect client'],
    ['research', 'the asks parser (compromise)'],
    ['task-extract', 'the answer reader (compromise)'],
    ['research', 'the Bedrock model'],
    ['research', 'the Places client'],
    ['research', 'the S3 client'],
    ['chat', 'zod classic (the AI SDK imports it)'],
    ['chat', 'the Bedrock model'],
    ['chat', 'the Places client'],
    ['sweeper', 'the Connect client'],
    ['billing', 'the Stripe SDK'],
    ['task-finalize', 'the SES client'],
  ] as const)('%s loads %s on first use, not at start', (name, library) => {
    expect(holds(atStart(name), LIBRARIES[library])).toBe(false);
    expect(holds(bundleFiles(name), LIBRARIES[library])).toBe(true);
  });

  it.each(['task-place-call', 'contact-disconnected'] as const)(
    '%s loads the Connect client on its first request, not at start (bundled-handlers.test.ts sends its commands)',
    (name) => {
      expect(holds(atStart(name), LIBRARIES['the Connect client'])).toBe(false);
      expect(holds(bundleFiles(name), LIBRARIES['the Connect client'])).toBe(true);
    },
  );

  it.each(LAMBDA_NAMES.filter((name) => name !== 'chat'))(
    '%s carries no reader of event streams: only the chat streams the model',
    (name) => {
      expect(holds(bundleFiles(name), LIBRARIES['the event-stream reader'])).toBe(false);
    },
  );

  it('chat loads the event-stream reader with its model, on first use', () => {
    expect(holds(atStart('chat'), LIBRARIES['the event-stream reader'])).toBe(false);
    expect(holds(bundleFiles('chat'), LIBRARIES['the event-stream reader'])).toBe(true);
  });

  it.each([
    ['lex-turn', 'the Bedrock model'],
    ['task-extract', 'the Bedrock model'],
  ] as const)('%s, which needs %s on every request, loads it at start', (name, library) => {
    expect(holds(atStart(name), LIBRARIES[library])).toBe(true);
  });

  it.each(LAMBDA_NAMES)(
    "%s builds neither the local runtime's settings nor the research and user contracts to store records",
    (name) => {
      // Strings only those schemas carry (local-settings.ts, research.ts, users.ts).
      const contracts = ['must be a port number', 'research.create', 'users.get'];
      const built = contracts.filter((marker) => holds(bundleFiles(name), marker));
      const expected = { research: ['research.create'], users: ['users.get'] } as Record<string, string[]>;
      expect(built).toEqual(expected[name] ?? []);
    },
  );

  it.each(LAMBDA_NAMES)(
    '%s loads no AWS SDK client of DynamoDB, Secrets Manager, Step Functions, Bedrock or Location, at start or later: it signs its own requests',
    (name) => {
      for (const sdk of SIGNED_INSTEAD_OF_SDK)
        expect(holds(bundleFiles(name), `"${sdk}"`), `${name}: ${sdk}`).toBe(false);
    },
  );

  it.each(LAMBDA_NAMES)(
    "%s requires no AWS SDK package at start but, with the table, DynamoDB's attribute-value conversion",
    (name) => {
      const required = [...atStart(name)].flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/"(@aws-sdk\/[^"]+)"/g)].map(([, sdk]) => sdk),
      );
      expect([...new Set(required)]).toEqual(WITH_TABLE.includes(name) ? ['@aws-sdk/util-dynamodb'] : []);
    },
  );

  it.each(LAMBDA_NAMES)('%s does not load zod classic at start', (name) => {
    expect(holds(atStart(name), LIBRARIES['zod classic (the AI SDK imports it)'])).toBe(false);
  });

  it.each(LAMBDA_NAMES.filter((name) => name !== 'chat'))(
    '%s carries no AI SDK nor zod classic: it asks its model directly (core/model/generate-json.ts)',
    (name) => {
      expect(holds(bundleFiles(name), LIBRARIES['zod classic (the AI SDK imports it)'])).toBe(false);
    },
  );
});

/** The project's own source files a function's bundle was built from, read off its source maps. */
const projectSourcesOf = (name: LambdaName) =>
  bundleFiles(name)
    .map((file) => `${file}.map`)
    .filter((map) => existsSync(map))
    .flatMap((map) =>
      (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
        .filter((source) => !source.includes(':'))
        .map((source) => relative(REPO_ROOT, resolve(dirname(map), source))),
    )
    .filter((file) => !file.startsWith('node_modules') && file.endsWith('.ts'));

/** A file of each function's code that reads with compromise: its parser or its answer reader. */
const COMPROMISE_READER: Partial<Record<LambdaName, string>> = {
  research: 'functions/core/asks/parse-asks.ts',
  'task-extract': 'functions/core/answers/normalize/tokens.ts',
};

/** What no function, or only some, carries, recognised by a string its code carries. */
const LEFT_OUT = {
  'libphonenumber-js': 'INVALID_COUNTRY',
  "zod's JSON Schema generator": 'draft-2020-12',
  "compromise's topics plugin": 'presumedMale',
  "compromise's numbers plugin": 'viewType="Numbers"',
  "compromise's verbs plugin": 'viewType="Verbs"',
} as const;

describe('what the functions leave out', () => {
  it('task-extract carries no libphonenumber-js: each call keeps its currency (core/research/new-calls.ts)', () => {
    expect(holds(bundleFiles('research'), LEFT_OUT['libphonenumber-js'])).toBe(true);
    expect(holds(bundleFiles('task-extract'), LEFT_OUT['libphonenumber-js'])).toBe(false);
  });

  it.each(LAMBDA_NAMES.filter((name) => name !== 'chat'))(
    "%s carries no zod JSON Schema generator: the model's schemas are generated ahead (infra/model-schemas/)",
    (name) => {
      expect(holds(bundleFiles(name), LEFT_OUT["zod's JSON Schema generator"])).toBe(false);
    },
  );

  it.each(['research', 'task-extract'] as const)(
    '%s carries compromise without the plugins no function calls (infra/aws/bundling.ts)',
    (name) => {
      expect(holds(bundleFiles(name), LIBRARIES['the answer reader (compromise)'])).toBe(true);
      expect(holds(bundleFiles(name), LEFT_OUT["compromise's topics plugin"])).toBe(false);
    },
  );

  it('research carries compromise without its numbers and verbs plugins, task-extract without its verbs plugin', () => {
    expect(holds(bundleFiles('research'), LEFT_OUT["compromise's numbers plugin"])).toBe(false);
    expect(holds(bundleFiles('research'), LEFT_OUT["compromise's verbs plugin"])).toBe(false);
    expect(holds(bundleFiles('task-extract'), LEFT_OUT["compromise's verbs plugin"])).toBe(false);
    expect(holds(bundleFiles('task-extract'), LEFT_OUT["compromise's numbers plugin"])).toBe(true);
  });

  it.each(Object.entries(COMPROMISE_PLUGINS_UNUSED_BY))(
    "%s's code calls none of the methods of the compromise plugins its bundle leaves out (%s)",
    (name, plugins) => {
      // compromise's documents are made where compromise is imported (`nlp(text)`).
      const readers = projectSourcesOf(name as LambdaName).filter((file) =>
        readFileSync(resolve(REPO_ROOT, file), 'utf8').includes("from 'compromise'"),
      );
      expect(readers).toContain(COMPROMISE_READER[name as LambdaName]);
      expect(callsOf(plugins.flatMap(methodsOf), readers)).toEqual([]);
    },
  );
});

/**
 * The locale formatting a fresh process does while it imports a bundle: the first number or date
 * formatted loads ICU's data (15–50 ms), which a cold start should not pay for text no request of
 * it shows (shared/domain/plans.ts, `planChangePolicy`).
 */
function localeFormattingAtImport(name: LambdaName): string[] {
  const probe = [
    'const used = [];',
    // Each constructor or method is wrapped by a proxy that records its use and still works.
    'const watch = (owner, key, label) => {',
    '  owner[key] = new Proxy(owner[key], {',
    '    construct: (target, args) => { used.push(label); return Reflect.construct(target, args); },',
    '    apply: (target, self, args) => { used.push(label); return Reflect.apply(target, self, args); },',
    '  });',
    '};',
    'for (const key of Object.getOwnPropertyNames(Intl)) if (/^[A-Z]/.test(key)) watch(Intl, key, "Intl." + key);',
    "for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) watch(Date.prototype, key, key);",
    "watch(Number.prototype, 'toLocaleString', 'toLocaleString');",
    "watch(String.prototype, 'localeCompare', 'localeCompare');",
    'globalThis.awslambda = { streamifyResponse: (h) => h, HttpResponseStream: { from: (s) => s } };',
    `import(${JSON.stringify(pathToFileURL(bundlePath(name)).href)}).then(() => console.log(JSON.stringify(used)));`,
  ].join('\n');
  const run = spawnSync(process.execPath, ['-e', probe], {
    env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'probe' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('what a cold start does', () => {
  it.each(LAMBDA_NAMES)('%s formats no number or date while it is imported', (name) => {
    expect(localeFormattingAtImport(name)).toEqual([]);
  });
});
