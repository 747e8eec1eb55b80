/**
 * The realistic bench (bench/realistic-model-bench.ts) and the chat bench
 * (bench/chat-latency-bench.ts) against two revisions' builds, with this tree's bench code
 * for both, then the realistic figures side by side:
 *
 *   npx tsx bench/compare-before-after.ts --before cf272de [--after HEAD] [--reuse]
 *
 * Each revision is checked out in a git worktree under the temporary directory (node_modules
 * linked from this tree) and built there. Results are kept in <tmp>/coachforge-bench-results/
 * by commit; --reuse takes a revision's kept results (each bench's) instead of measuring again.
 * BENCH_DB (default pglite,postgres) picks the realistic bench's databases. The chat bench
 * runs on Postgres, short enough for a shared 2-core machine unless these are set:
 * BENCH_CHAT_MODES direct-json,app-json,app-stream, BENCH_CHAT_WARM_UP 300,
 * BENCH_CHAT_REQUESTS 400.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { realisticTable, type RealisticRow } from './realistic-model-bench';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(os.tmpdir(), 'coachforge-bench-results');
/** A realistic figure worse than this share is reported as a regression. */
const TOLERANCE = 0.05;

interface Measured {
  commit: string;
  realistic: RealisticRow[];
  chatBench: string;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** A worktree of `commit` with node_modules linked from this tree, built once. */
function builtWorktree(commit: string): string {
  const dir = path.join(os.tmpdir(), `coachforge-bench-${commit.slice(0, 12)}`);
  if (!fs.existsSync(dir)) git('worktree', 'add', '--detach', dir, commit);
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules);
  if (!fs.existsSync(path.join(dir, 'dist/.build-stamp'))) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'inherit' });
  }
  return path.join(dir, 'dist/server/server.js');
}

/** Runs a bench with this tree's code; a run with errors still has its figures printed. */
function runBench(file: string, env: Record<string, string>): string {
  const run = spawnSync('npx', ['tsx', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) console.log(`(${file} exited with ${run.status}: see NOT VALID below)`);
  return run.stdout;
}

/** A part of a revision's results, kept in a file: measured again unless `reuse` finds it. */
function kept(file: string, reuse: boolean, produce: () => string): string {
  if (!reuse || !fs.existsSync(file)) fs.writeFileSync(file, produce());
  return fs.readFileSync(file, 'utf8');
}

function measure(commit: string, reuse: boolean): Measured {
  const server = builtWorktree(commit);
  const json = path.join(RESULTS, `${commit}.realistic.json`);
  console.log(`\n== ${commit.slice(0, 12)}: realistic bench`);
  kept(json, reuse, () => {
    console.log(
      runBench('bench/realistic-model-bench.ts', {
        BENCH_SERVER: server,
        BENCH_DB: process.env.BENCH_DB ?? 'pglite,postgres',
        BENCH_RESULT_JSON: json,
      }),
    );
    return fs.existsSync(json) ? fs.readFileSync(json, 'utf8') : '[]';
  });
  const realistic = JSON.parse(fs.readFileSync(json, 'utf8')) as RealisticRow[];
  console.log(realisticTable(realistic));
  console.log(`\n== ${commit.slice(0, 12)}: chat bench`);
  const chatBench = kept(path.join(RESULTS, `${commit}.chat.md`), reuse, () =>
    runBench('bench/chat-latency-bench.ts', {
      BENCH_SERVER: server,
      BENCH_DB: 'postgres',
      BENCH_CHAT_MODES: process.env.BENCH_CHAT_MODES ?? 'direct-json,app-json,app-stream',
      BENCH_CHAT_WARM_UP: process.env.BENCH_CHAT_WARM_UP ?? '300',
      BENCH_CHAT_REQUESTS: process.env.BENCH_CHAT_REQUESTS ?? '400',
    }),
  );
  console.log(chatBench);
  return { commit, realistic, chatBench };
}

const commitOf = (rev: string) => git('rev-parse', `${rev}^{commit}`);

const FIGURES = [
  ['cpuMsPerTurn', 'CPU ms/turn'],
  ['firstP99Ms', 'first token p99 ms'],
  ['wholeP99Ms', 'whole reply p99 ms'],
] as const;

/** The realistic figures before and after; every one worse by more than 5 % is flagged. */
function comparison(before: Measured, after: Measured): string {
  const lines = [
    `| database, phase | figure | before (${before.commit.slice(0, 7)}) | after (${after.commit.slice(0, 7)}) | change |`,
    '|---|---|---|---|---|',
  ];
  for (const b of before.realistic) {
    const a = after.realistic.find((r) => r.database === b.database && r.phase === b.phase);
    if (!a) continue;
    for (const [key, label] of FIGURES) {
      const change = a[key] / b[key] - 1;
      const flag = change > TOLERANCE ? ' **worse by more than 5 %**' : '';
      const sign = change >= 0 ? '+' : '';
      lines.push(
        `| ${b.database}, ${b.phase} | ${label} | ${b[key]} | ${a[key]} | ${sign}${(change * 100).toFixed(1)} %${flag} |`,
      );
    }
  }
  return lines.join('\n');
}

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'HEAD' },
    reuse: { type: 'boolean', default: false },
  },
});
if (!values.before) throw new Error('Usage: --before <git rev> [--after <git rev>] [--reuse]');
fs.mkdirSync(RESULTS, { recursive: true });
console.log(`Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}`);
const before = measure(commitOf(values.before), values.reuse);
const after = measure(commitOf(values.after), values.reuse);
console.log(`\nRealistic bench, before → after\n\n${comparison(before, after)}`);
