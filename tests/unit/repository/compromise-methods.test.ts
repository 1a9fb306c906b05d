import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { UNUSED_COMPROMISE_PLUGINS } from '#infra/aws/bundling';
import { REPO_ROOT } from '#infra/aws/paths';
import { callsOf, methodsOf } from '#tests/cloud/support/compromise-plugins';

describe('compromise in the functions', () => {
  it('calls none of the methods of the plugins their bundles leave out (infra/aws/bundling.ts)', () => {
    const methods = UNUSED_COMPROMISE_PLUGINS.flatMap(methodsOf);
    expect(methods).toEqual(expect.arrayContaining(['adjectives', 'pronouns', 'people', 'topics']));
    const files = execFileSync('git', ['ls-files', 'functions', 'shared'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(callsOf(methods, files)).toEqual([]);
  });
});
