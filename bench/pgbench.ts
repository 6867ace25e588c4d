/**
 * Bare-SQL baseline: runs statements with pgbench at the API's concurrency and reads the per-transaction
 * logs (-l) for p50/p99 and per-script figures. One script file per statement (pgbench allows 128), so the
 * log's script number tells which statement each latency belongs to.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface PgbenchScript {
  /** A label for reports. */
  name: string;
  /** pgbench meta-commands run first (e.g. `\set id random(1, 100)`). */
  meta?: string[];
  /** SQL statements, each on one line, run in order (one transaction of the script). */
  statements: string[];
}

export interface PgbenchScriptStats { name: string; statements: string[]; count: number; avgMs: number; p50Ms: number; p99Ms: number }

export type PgbenchMode = 'prepared' | 'extended' | 'simple';

/**
 * -M prepared (and extended) turn every `:name` in the SQL into a parameter, even inside a string literal
 * (e.g. the regex class `[:alnum:]`); such scripts must run in simple mode, where undefined names stay as text.
 */
export function pgbenchModeFor(scripts: PgbenchScript[]): PgbenchMode {
  const variables = new Set(scripts.flatMap((script) => (script.meta ?? []).map((line) => /^\\set\s+(\w+)/.exec(line)?.[1]).filter(Boolean)));
  const stray = scripts.some((script) => script.statements.some((sql) =>
    [...sql.replace(/::+/g, ' ').matchAll(/:([A-Za-z_]\w*)/g)].some((match) => !variables.has(match[1]!))));
  return stray ? 'simple' : 'prepared';
}

export interface PgbenchResult {
  command: string;
  tps: number;
  transactions: number;
  failed: number;
  avgMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  perScript: PgbenchScriptStats[];
}

export interface PgbenchRun {
  bin: string;
  databaseUrl: string;
  scripts: PgbenchScript[];
  clients: number;
  threads: number;
  seconds: number;
  warmupSeconds: number;
  /** -M mode: prepared unless a script needs otherwise (pgbenchModeFor). */
  mode: PgbenchMode;
  workDir: string;
  label: string;
  /** PGOPTIONS: the session settings the app's pool sets (e.g. the trigram threshold). */
  pgOptions: string;
}

/** pgbench from BENCH_PGBENCH, the PATH, or the PostgreSQL 15 Debian location. */
export function findPgbench(): string | undefined {
  const candidates = [process.env.BENCH_PGBENCH, 'pgbench', '/usr/lib/postgresql/15/bin/pgbench'].filter(
    (value): value is string => Boolean(value));
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) {
    const elements = value.map((item) => `"${String(item).replace(/["\\]/g, (char) => `\\${char}`)}"`);
    return sqlLiteral(`{${elements.join(',')}}`);
  }
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statement with its $n parameters written in as literals, on one line (pgbench reads a script line-wise). */
export function inlineParams(text: string, params: readonly unknown[]): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ').trim();
  return oneLine.replace(/\$(\d+)/g, (whole, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= params.length) throw new Error(`no parameter for ${whole}`);
    return sqlLiteral(params[index]);
  });
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index]!;
}

function run(bin: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

export async function runPgbench(options: PgbenchRun): Promise<PgbenchResult> {
  if (options.scripts.length === 0 || options.scripts.length > 128) throw new Error('pgbench takes 1-128 scripts');
  const files = options.scripts.map((script, index) => {
    const file = join(options.workDir, `${options.label}-${String(index).padStart(3, '0')}.sql`);
    writeFileSync(file, `${[...(script.meta ?? []), ...script.statements.map((sql) => `${sql.replace(/;\s*$/, '')};`)].join('\n')}\n`);
    return file;
  });
  const env = { ...process.env, PGOPTIONS: options.pgOptions, PGAPPNAME: `bench-${options.label}` };
  const common = ['-n', '-M', options.mode, '-c', String(options.clients), '-j', String(options.threads),
    ...files.flatMap((file) => ['-f', `${file}@1`])];

  if (options.warmupSeconds > 0) {
    const warm = await run(options.bin, [...common, '-T', String(options.warmupSeconds), options.databaseUrl], env, (options.warmupSeconds + 60) * 1000);
    if (warm.code !== 0) throw new Error(`pgbench warm-up (${options.label}) failed:\n${warm.stderr}\n${warm.stdout}`);
  }
  const prefix = join(options.workDir, `log-${options.label}`);
  const args = [...common, '-T', String(options.seconds), '-l', `--log-prefix=${prefix}`, options.databaseUrl];
  const result = await run(options.bin, args, env, (options.seconds + 60) * 1000);
  if (result.code !== 0) throw new Error(`pgbench (${options.label}) failed:\n${result.stderr}\n${result.stdout}`);

  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1] ?? NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(result.stdout)?.[1] ?? 0);

  // Per-transaction log lines: client_id transaction_no time_us script_no epoch epoch_us
  const all: number[] = [];
  const byScript = options.scripts.map(() => [] as number[]);
  const logPrefix = `log-${options.label}.`;
  for (const name of readdirSync(options.workDir)) {
    if (!name.startsWith(logPrefix)) continue;
    for (const line of readFileSync(join(options.workDir, name), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length < 4) continue;
      const micros = Number(fields[2]);
      const script = Number(fields[3]);
      if (!Number.isFinite(micros)) continue;
      all.push(micros / 1000);
      byScript[script]?.push(micros / 1000);
    }
  }
  const sortedAll = Float64Array.from(all).sort();
  const perScript = options.scripts.map((script, index) => {
    const sorted = Float64Array.from(byScript[index] ?? []).sort();
    const total = sorted.reduce((sum, value) => sum + value, 0);
    return {
      name: script.name, statements: script.statements, count: sorted.length,
      avgMs: sorted.length ? total / sorted.length : 0, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99),
    };
  });
  const total = sortedAll.reduce((sum, value) => sum + value, 0);
  const shownFiles = files.length > 3 ? `-f ${options.label}-000.sql@1 … (${files.length} files)` : files.map((file) => `-f ${basename(file)}@1`).join(' ');
  return {
    command: `pgbench -n -M ${options.mode} -c ${options.clients} -j ${options.threads} -T ${options.seconds} -l ${shownFiles}`,
    tps,
    transactions: sortedAll.length,
    failed,
    avgMs: sortedAll.length ? total / sortedAll.length : 0,
    p50Ms: percentile(sortedAll, 0.5),
    p99Ms: percentile(sortedAll, 0.99),
    maxMs: sortedAll.length ? sortedAll[sortedAll.length - 1]! : 0,
    perScript,
  };
}
