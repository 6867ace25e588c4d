/**
 * docs/benchmarks.md is shared by the benchmark steps: each step owns the text between its markers
 * `<!-- <name>:start -->` and `<!-- <name>:end -->` and rewrites only that, so the other sections survive.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_DOC = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'benchmarks.md');

const HEADER = `# Benchmarks

Measured by \`npm run bench\` (bench/run.ts). Each step rewrites only its own section, between its markers.
`;

export function writeDocSection(name: string, markdown: string, file = BENCHMARKS_DOC): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  mkdirSync(dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from
    ? current.slice(0, from) + block + current.slice(to + end.length)
    : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
