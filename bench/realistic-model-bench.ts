/**
 * The whole server against a model that answers like a real one: first token after ~300 ms,
 * then ~40 tokens/s (16 characters every 100 ms), streamed. 200 conversations of 3 turns
 * over POST /api/chat/stream, first at a steady pace (one new conversation every 100 ms,
 * ~1 s pauses between messages), then at saturation (all 200 at once, each message sent as
 * soon as the last reply ended). Per phase: CPU per turn (the server process's CPU time,
 * its threads included, over the turns) and p50/p99 of the first token and the whole reply.
 *
 *   npx tsx bench/realistic-model-bench.ts    (BENCH_DB=pglite,postgres; default pglite)
 *
 * BENCH_SERVER: the built server to run (default dist/server/server.js; the before/after
 * comparison points it at another revision's build). BENCH_REAL_CONVERSATIONS (200),
 * BENCH_REAL_TURNS (3). On Postgres the server also uses Redis (BENCH_REDIS_URL, default the
 * local one) for its shared rate-limit counters. BENCH_RESULT_JSON=<file>: also write results.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  createBenchDatabase,
  freePort,
  processCpuMs,
  startProcess,
  stopProcess,
} from './bench-utils';
import { startFake } from './chat-bench-fake';
import { StreamingVisitors, type Pace, type TurnTiming } from './realistic-turns';

const SERVER = path.resolve(process.env.BENCH_SERVER ?? 'dist/server/server.js');
const CONVERSATIONS = Number(process.env.BENCH_REAL_CONVERSATIONS ?? 200);
const TURNS = Number(process.env.BENCH_REAL_TURNS ?? 3);
/** The fake waits this, then one chunk delay, before its first text: ~300 ms in all. */
const REALISTIC_MODEL = { FAKE_TTFT_MS: '200', FAKE_CHUNK_SIZE: '16', FAKE_CHUNK_DELAY_MS: '100' };

const PHASES: Array<{ name: string; pace: Pace }> = [
  {
    name: 'steady pace',
    pace: { conversations: CONVERSATIONS, turnsEach: TURNS, arrivalMs: 100, thinkMs: 1_000 },
  },
  {
    name: 'saturation',
    pace: { conversations: CONVERSATIONS, turnsEach: TURNS, arrivalMs: 0, thinkMs: 0 },
  },
];

export interface RealisticRow {
  database: 'pglite' | 'postgres';
  phase: string;
  turns: number;
  turnsPerSec: number;
  cpuMsPerTurn: number;
  firstP50Ms: number;
  firstP99Ms: number;
  wholeP50Ms: number;
  wholeP99Ms: number;
  errors: number;
  firstError?: string;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function databaseEnv(
  kind: 'pglite' | 'postgres',
  workDir: string,
): Promise<{ env: Record<string, string>; drop: (() => Promise<void>) | null }> {
  if (kind === 'pglite') return { env: { DATA_DIR: path.join(workDir, 'pglite') }, drop: null };
  const database = await createBenchDatabase('coachforge_realistic_bench');
  const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  return { env: { DATABASE_URL: database.url, REDIS_URL: redis }, drop: database.drop };
}

function summarise(
  database: RealisticRow['database'],
  phase: string,
  timings: TurnTiming[],
  seconds: number,
  cpuMs: number,
  visitors: StreamingVisitors,
): RealisticRow {
  const turns = timings.length + visitors.errors;
  const first = timings.map((t) => t.firstMs);
  const whole = timings.map((t) => t.wholeMs);
  return {
    database,
    phase,
    turns,
    turnsPerSec: round(turns / seconds),
    cpuMsPerTurn: round(cpuMs / turns, 2),
    firstP50Ms: round(percentile(first, 0.5)),
    firstP99Ms: round(percentile(first, 0.99)),
    wholeP50Ms: round(percentile(whole, 0.5)),
    wholeP99Ms: round(percentile(whole, 0.99)),
    errors: visitors.errors,
    ...(visitors.firstError ? { firstError: visitors.firstError } : {}),
  };
}

/** Both phases on one database, against a fresh server and a fresh realistic fake. */
export async function benchRealisticModel(kind: 'pglite' | 'postgres'): Promise<RealisticRow[]> {
  if (!fs.existsSync(SERVER)) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-realistic-bench-'));
  const db = await databaseEnv(kind, workDir);
  const fake = await startFake(REALISTIC_MODEL);
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  let app;
  let visitors: StreamingVisitors | undefined;
  try {
    app = await startProcess(
      [SERVER],
      {
        ...db.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: fake.url,
        LLM_MODEL: 'bench-model',
        LLM_MAX_RETRIES: '0',
        // Every conversation comes from one address, one visitor to the app: its limits are
        // lifted (the limiter still runs and counts every turn).
        CHAT_TURNS_PER_MINUTE_VISITOR: '1000000',
        CHAT_TURNS_PER_DAY_VISITOR: '100000000',
      },
      `${appUrl}/api/health`,
    );
    const agents = (await (await fetch(`${appUrl}/api/agents`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const agentId = agents.find((a) => a.name === 'Fundraising Coach')?.id;
    if (!agentId) throw new Error('Fundraising Coach is not among the seeded agents');
    visitors = new StreamingVisitors(appUrl, agentId);
    // Warm-up, discarded: one turn of every conversation at once.
    await visitors.converse('warm', {
      conversations: CONVERSATIONS,
      turnsEach: 1,
      arrivalMs: 0,
      thinkMs: 0,
    });
    const rows: RealisticRow[] = [];
    for (const { name, pace } of PHASES) {
      visitors.errors = 0;
      visitors.firstError = undefined;
      const cpuBefore = processCpuMs(app.pid) ?? NaN;
      const started = performance.now();
      const timings = await visitors.converse(name.replace(' ', '_'), pace);
      const seconds = (performance.now() - started) / 1000;
      const cpuMs = (processCpuMs(app.pid) ?? NaN) - cpuBefore;
      rows.push(summarise(kind, name, timings, seconds, cpuMs, visitors));
    }
    return rows;
  } finally {
    await visitors?.close();
    if (app) await stopProcess(app);
    await fake.stop();
    await db.drop?.();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

export const REALISTIC_TITLE =
  `Realistic model (first token ~300 ms, then ~40 tokens/s, streamed): ${CONVERSATIONS} ` +
  `conversations of ${TURNS} turns through POST /api/chat/stream`;

export function realisticTable(rows: RealisticRow[]): string {
  const lines = [
    '| database | phase | turns | turns/s | CPU ms/turn | first token p50 / p99 ms | whole reply p50 / p99 ms | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.phase} | ${r.turns} | ${r.turnsPerSec} | ${r.cpuMsPerTurn} | ` +
        `${r.firstP50Ms} / ${r.firstP99Ms} | ${r.wholeP50Ms} / ${r.wholeP99Ms} | ${r.errors} |`,
    ),
  ];
  for (const r of rows.filter((row) => row.firstError)) {
    lines.push('', `NOT VALID (${r.database}, ${r.phase}): first error ${r.firstError}`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const kinds = (process.env.BENCH_DB ?? 'pglite').split(',') as Array<'pglite' | 'postgres'>;
  console.log(`\n${REALISTIC_TITLE}\n`);
  const rows: RealisticRow[] = [];
  for (const kind of kinds) rows.push(...(await benchRealisticModel(kind)));
  console.log(realisticTable(rows));
  if (process.env.BENCH_RESULT_JSON) {
    fs.writeFileSync(process.env.BENCH_RESULT_JSON, JSON.stringify(rows, null, 2));
  }
  process.exitCode = rows.some((r) => r.errors > 0) ? 1 : 0;
}
