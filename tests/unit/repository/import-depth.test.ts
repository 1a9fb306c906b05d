import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/aws/paths';

const IMPORT = /(?:from|import\(|vi\.mock\(|vi\.importActual\()\s*['"]((?:\.\.\/){3,}[^'"]*)['"]/g;

describe('imports', () => {
  it('climb at most two folders: a target further away goes through its #alias (docs/style.md "Imports")', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const deep = files.flatMap((file) =>
      [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(IMPORT)].map((m) => `${file}: ${m[1]}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(deep).toEqual([]);
  });
});
