import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const README = join(import.meta.dirname, 'README.md');

/** Replaces the table between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in bench/README.md. */
export function updateReadmeTable(name: string, caption: string, header: string[], rows: string[][]): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const table = [
    `_${caption}_`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  const readme = readFileSync(README, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  const block = `${start}\n${table}\n${end}`;
  const next =
    from >= 0 && to > from
      ? readme.slice(0, from) + block + readme.slice(to + end.length)
      : `${readme.trimEnd()}\n\n${block}\n`;
  writeFileSync(README, next);
}
