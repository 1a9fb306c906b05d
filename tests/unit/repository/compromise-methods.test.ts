import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_COMPROMISE_PLUGINS } from '#infra/aws/bundling';
import { REPO_ROOT } from '#infra/aws/paths';

const PLUGINS = join(REPO_ROOT, 'node_modules/compromise/src/3-three');

/** The methods a plugin of compromise's full build adds to every document. */
const methodsOf = (plugin: string) =>
  readdirSync(join(PLUGINS, plugin), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [
      ...readFileSync(join(PLUGINS, plugin, file), 'utf8').matchAll(/View\.prototype\.(\w+)\s*=/g),
    ])
    .map((m) => m[1]!);

describe('compromise in the functions', () => {
  it('calls none of the methods of the plugins their bundles leave out (infra/aws/bundling.ts)', () => {
    const methods = UNUSED_COMPROMISE_PLUGINS.flatMap(methodsOf);
    expect(methods).toEqual(expect.arrayContaining(['adjectives', 'pronouns', 'people', 'topics']));
    // String.prototype.normalize('NFKD') is not compromise's.
    const call = new RegExp(String.raw`\.(${methods.join('|')})\((?!['"]NF)`, 'g');
    const files = execFileSync('git', ['ls-files', 'functions', 'shared'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file.endsWith('.ts'));
    const calls = files.flatMap((file) =>
      [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(call)].map((m) => `${file}: ${m[0]}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(calls).toEqual([]);
  });
});
