import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '#infra/aws/paths';

const PLUGINS = join(REPO_ROOT, 'node_modules/compromise/src/3-three');

/** The methods a plugin of compromise's full build adds to every document. */
export const methodsOf = (plugin: string) =>
  readdirSync(join(PLUGINS, plugin), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [
      ...readFileSync(join(PLUGINS, plugin, file), 'utf8').matchAll(/View\.prototype\.(\w+)\s*=/g),
    ])
    .map((m) => m[1]!);

/** Calls of any of `methods` in `files` ("file: .method("); String.prototype.normalize('NFKD') is not compromise's. */
export function callsOf(methods: readonly string[], files: readonly string[]): string[] {
  const call = new RegExp(String.raw`\.(${methods.join('|')})\((?!['"]NF)`, 'g');
  return files.flatMap((file) =>
    [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(call)].map((m) => `${file}: ${m[0]}`),
  );
}
