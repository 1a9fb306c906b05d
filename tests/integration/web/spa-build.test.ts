import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSpaBuilt, SPA_DIST } from '#infra/local/spa-build';

describe('the SPA build of npm start', () => {
  it('ships React for production even when the process that starts it runs under a test runner', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    writeFileSync(join(SPA_DIST, '.source-stamp'), '0');
    await ensureSpaBuilt();
    const assets = readdirSync(join(SPA_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.filter((f) => f.includes('jsx-dev-runtime'))).toEqual([]);
    const code = assets.map((f) => readFileSync(join(SPA_DIST, 'assets', f), 'utf8')).join('\n');
    expect(code).not.toContain('react-jsx-dev-runtime.development');
    expect(process.env.NODE_ENV).toBe('test');
  }, 120_000);
});
