/**
 * Latency that POST /api/chat and POST /api/chat/stream add over the model server they call.
 *
 *   npx tsx bench/chat-latency-bench.ts      (BENCH_DB=postgres,pglite; default postgres)
 *
 * Four processes: the OpenAI-compatible fake (bench/fake-llm-process.ts, 20 ms to the first
 * token), the built app (dist/server/server.js, LLM_PROVIDER=openai-compatible pointed at the
 * fake), a bare node:http proxy in front of the fake (bench/bare-chat-proxy.mjs: the most a
 * Node process can do per turn on this machine) and this one, the load generator. 50 chat
 * loops send requests one after another, to the fake directly, through the proxy and through
 * the app, in interleaved rounds, with one HTTP client for all; it prints the app's turns/s
 * as a share of the proxy's.
 *
 * Settings (environment):
 * - BENCH_CHAT_REQUESTS: measured requests per mode, default 2000 (after 5000 of warm-up
 *   without pauses, BENCH_CHAT_WARM_UP);
 * - BENCH_CHAT_LOOPS: concurrent chats, default 50;
 * - BENCH_CHAT_THINK_MS: mean pause before each message (uniform 0..2×), default 0: each loop
 *   sends its next message as soon as it has read the reply;
 * - BENCH_CHAT_CLIENT=fetch: use fetch() instead of undici's request() (same agent);
 * Diagnosis only:
 * - BENCH_CHAT_CPU_PROF=<dir>: run the app with --cpu-prof, sampling every
 *   BENCH_CHAT_CPU_PROF_US microseconds (default 1000, Node's);
 * - BENCH_CHAT_APP_ENGINE=offline: the app answers with its offline engine, so its rows show
 *   the app's own cost without a model call (direct rows are skipped);
 * - BENCH_CHAT_MODES: a comma-separated subset of direct-json, proxy-json, app-json,
 *   direct-stream, proxy-stream, app-stream, and floor-json (only when asked for, Postgres
 *   only): the bare proxy making a turn's two round trips to Postgres as well, the floor the
 *   database sets under the app's added latency. A subset prints what each JSON mode adds
 *   over direct-json when that ran.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { fetch } from 'undici';
import {
  createBenchDatabase,
  freePort,
  processCpuMs,
  startProcess,
  stopProcess,
} from './bench-utils';
import { Client, type Mode } from './chat-bench-client';
import { startFake, TTFT_MS } from './chat-bench-fake';
import { added, summarise, type ChatLatencyRow } from './chat-bench-stats';

/** BENCH_SERVER: another build to run (the before/after comparison's). */
const SERVER = path.resolve(process.env.BENCH_SERVER ?? 'dist/server/server.js');
const LOOPS = Number(process.env.BENCH_CHAT_LOOPS ?? 50);
/** Mean pause between a reply and the loop's next message (uniform 0..2×); 0: none. */
const THINK_MS = Number(process.env.BENCH_CHAT_THINK_MS ?? 0);
const REQUESTS = Number(process.env.BENCH_CHAT_REQUESTS ?? 2000);
const ROUNDS = 4;
/**
 * After 500 turns the app still ran partly unoptimised code: 1.21 ms of CPU per JSON turn,
 * against 0.81 ms after 5,000 (the proxy: 0.25 and 0.14 ms). Saturation is a steady state.
 */
const WARM_UP_PER_MODE = Number(process.env.BENCH_CHAT_WARM_UP ?? 5000);
/** Turns per session before a loop starts a new one, so the prompt stays bounded. */
const TURNS_PER_SESSION = 10;
const COACH = 'Fundraising Coach';

const QUESTIONS = [
  'How much runway should we have after raising a seed round?',
  'Should we raise on a SAFE or a priced round?',
  'What should go into the data room before due diligence?',
  'How many investors should we talk to in parallel?',
  'What dilution is normal at seed?',
];
const question = (turn: number) => QUESTIONS[turn % QUESTIONS.length]!;

const MODES: Mode[] = [
  'direct-json',
  'proxy-json',
  'floor-json',
  'app-json',
  'direct-stream',
  'proxy-stream',
  'app-stream',
];
const LABELS: Record<Mode, string> = {
  'direct-json': 'direct: chat completion, whole reply (JSON)',
  'proxy-json': 'bare node:http proxy: the same, passed through',
  'floor-json': 'bare proxy with a read and a committed insert in Postgres',
  'app-json': 'app: POST /api/chat, whole reply',
  'direct-stream': 'direct: streamed completion, first content delta',
  'proxy-stream': 'bare node:http proxy: the same stream, passed through',
  'app-stream': 'app: POST /api/chat/stream, first `event: delta`',
};

export interface ChatLatencyResult {
  database: 'pglite' | 'postgres';
  engine: string;
  /** Direct, proxy and app JSON, JSON added; the same for streams. */
  rows: ChatLatencyRow[];
  /** The app's turns/s over the bare proxy's (JSON, stream), when both ran. */
  shareOfProxy?: { json: number; stream: number };
  /** CPU ms per turn of the process serving each app and proxy mode (Linux only). */
  cpuMsPerTurn: Partial<Record<Mode, number>>;
  /** The first failure seen, if any (a run with errors is not a valid result). */
  firstError?: string;
}

async function prepareDatabase(
  kind: 'pglite' | 'postgres',
  workDir: string,
): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }> {
  if (kind === 'pglite') {
    return { env: { DATA_DIR: path.join(workDir, 'pglite') }, cleanUp: async () => {} };
  }
  const database = await createBenchDatabase('coachforge_chat_bench');
  return {
    env: { DATABASE_URL: database.url },
    cleanUp: () => database.drop(),
  };
}

interface LoadPlan {
  client: Client;
  agentId: string;
  /** The bodies the app sent the model for turns 1..10 of a session: JSON and stream. */
  captured: { json: string[]; stream: string[] };
  runId: string;
  /** Per loop and mode: the session in use and how many turns it has had. */
  sessions: Map<string, { id: string; turns: number; count: number }>;
}

/**
 * `total` requests of one mode from LOOPS concurrent loops, each loop pausing `thinkMs` on
 * average before a message; returns latencies and duration.
 */
async function runPhase(plan: LoadPlan, mode: Mode, total: number, thinkMs = THINK_MS) {
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  const loop = async (index: number) => {
    const key = `${mode}:${index}`;
    let s = plan.sessions.get(key);
    if (!s) plan.sessions.set(key, (s = { id: '', turns: TURNS_PER_SESSION, count: 0 }));
    while (issued < total) {
      issued += 1;
      if (s.turns >= TURNS_PER_SESSION) {
        s.count += 1;
        s.id = `bench_${plan.runId}_${mode}_${index}_${s.count}`;
        s.turns = 0;
      }
      const turn = s.turns;
      s.turns += 1;
      const body = !mode.startsWith('app')
        ? plan.captured[mode.endsWith('json') ? 'json' : 'stream'][turn]!
        : JSON.stringify({ message: question(turn), session_id: s.id, agent_id: plan.agentId });
      if (thinkMs > 0) await sleep(Math.random() * 2 * thinkMs);
      const ms = await plan.client.send(mode, body);
      if (ms !== undefined) latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i)));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** Direct and through-the-app latency of chat replies on one database, interleaved. */
export async function benchChatLatency(
  kind: 'pglite' | 'postgres' = 'postgres',
): Promise<ChatLatencyResult> {
  if (!fs.existsSync(SERVER)) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-chat-bench-'));
  const db = await prepareDatabase(kind, workDir);
  const fake = await startFake();
  const children: ChildProcess[] = [];
  let client: Client | undefined;
  try {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const profileDir = process.env.BENCH_CHAT_CPU_PROF;
    const profiling = profileDir
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${path.resolve(profileDir)}`,
          `--cpu-prof-interval=${process.env.BENCH_CHAT_CPU_PROF_US ?? 1000}`,
        ]
      : [];
    const appEngine = process.env.BENCH_CHAT_APP_ENGINE ?? 'openai-compatible';
    const app = await startProcess(
      [...profiling, SERVER],
      {
        ...db.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        LLM_PROVIDER: appEngine,
        LLM_BASE_URL: fake.url,
        LLM_MODEL: 'bench-model',
        LLM_MAX_RETRIES: '0',
        // 50 loops from one address are one visitor to the app: lift the per-visitor limit
        // (the limiter still runs and counts every turn).
        CHAT_TURNS_PER_MINUTE_VISITOR: '1000000',
        CHAT_TURNS_PER_DAY_VISITOR: '100000000',
      },
      `${appUrl}/api/health`,
    );
    children.push(app);

    const proxyPort = await freePort();
    const fakeUrl = new URL(fake.url);
    const proxy = await startProcess(
      [path.resolve('bench/bare-chat-proxy.mjs')],
      { PORT: String(proxyPort), TARGET: fakeUrl.origin },
      `http://127.0.0.1:${proxyPort}/health`,
    );
    children.push(proxy);
    const only = process.env.BENCH_CHAT_MODES?.split(',');
    const floor =
      kind === 'postgres' && only?.includes('floor-json')
        ? await startFloorProxy(fakeUrl.origin, db.env.DATABASE_URL!)
        : undefined;
    if (floor) children.push(floor.process);
    const serverOf = (mode: Mode) =>
      ({ app, proxy, floor: floor?.process })[mode.split('-')[0] as 'app' | 'proxy' | 'floor'];
    client = new Client(
      appUrl,
      fake.url,
      `http://127.0.0.1:${proxyPort}${fakeUrl.pathname}`,
      floor && `${floor.url}${fakeUrl.pathname}`,
    );
    const agents = (await (await fetch(`${appUrl}/api/agents`)).json()) as {
      id: string;
      name: string;
    }[];
    const agentId = agents.find((a) => a.name === COACH)?.id;
    if (!agentId) throw new Error(`${COACH} is not among the seeded agents`);

    // What the app sends the model on turns 1..10 of a session, so direct requests carry the
    // very same bytes (system prompt with the coach's knowledge, history, message).
    const offline = appEngine === 'offline';
    const modes = MODES.filter(
      (m) =>
        (!offline || m.startsWith('app')) &&
        (only ? only.includes(m) : m !== 'floor-json') &&
        (m !== 'floor-json' || floor),
    );
    const runId = String(process.pid);
    const captured = { json: [] as string[], stream: [] as string[] };
    for (const [mode, list] of [
      ['app-json', captured.json],
      ['app-stream', captured.stream],
    ] as const) {
      if (offline) break;
      const session = `capture_${runId}_${mode}`;
      for (let turn = 0; turn < TURNS_PER_SESSION; turn++) {
        const body = { message: question(turn), session_id: session, agent_id: agentId };
        if ((await client.send(mode, JSON.stringify(body))) === undefined) {
          throw new Error(`capture failed: ${client.firstError}`);
        }
        const { last } = await fake.ask('last');
        list.push(JSON.stringify(last));
      }
    }
    const plan: LoadPlan = { client, agentId, captured, runId, sessions: new Map() };

    // Warm-up (discarded) without pauses, since it is there to bring every server's code to
    // V8's optimised tiers, then rounds that interleave the modes so drift hits all of them.
    for (const mode of modes) await runPhase(plan, mode, WARM_UP_PER_MODE, 0);
    client.errors = 0;
    const samples = new Map<
      Mode,
      { latencies: number[]; seconds: number; errors: number; cpuMs: number }
    >(modes.map((m) => [m, { latencies: [], seconds: 0, errors: 0, cpuMs: 0 }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of modes) {
        const before = client.errors;
        const cpuBefore = processCpuMs(serverOf(mode)?.pid);
        const { latencies, seconds } = await runPhase(plan, mode, Math.ceil(REQUESTS / ROUNDS));
        const s = samples.get(mode)!;
        s.latencies.push(...latencies);
        s.seconds += seconds;
        s.errors += client.errors - before;
        s.cpuMs += (processCpuMs(serverOf(mode)?.pid) ?? NaN) - (cpuBefore ?? NaN);
      }
    }
    const cpuMsPerTurn: Partial<Record<Mode, number>> = {};
    for (const mode of modes) {
      const s = samples.get(mode)!;
      const perTurn = s.cpuMs / (s.latencies.length + s.errors);
      if (serverOf(mode) && Number.isFinite(perTurn)) {
        cpuMsPerTurn[mode] = Math.round(perTurn * 100) / 100;
      }
    }
    const row = (mode: Mode) => {
      const s = samples.get(mode)!;
      const label = offline ? `${LABELS[mode]}, offline engine` : LABELS[mode];
      return summarise(label, s.latencies, s.seconds, s.errors);
    };
    const rows =
      offline || only
        ? [...modes.map(row), ...addedOverDirect(modes, row)]
        : [
            row('direct-json'),
            row('proxy-json'),
            row('app-json'),
            added('→ added by /api/chat', row('app-json'), row('direct-json')),
            row('direct-stream'),
            row('proxy-stream'),
            row('app-stream'),
            added('→ added by /api/chat/stream', row('app-stream'), row('direct-stream')),
          ];
    const share = (app: Mode, proxy: Mode) =>
      Math.round((row(app).requestsPerSec / row(proxy).requestsPerSec) * 100) / 100;
    return {
      database: kind,
      engine: appEngine,
      rows,
      cpuMsPerTurn,
      ...(offline || only
        ? {}
        : {
            shareOfProxy: {
              json: share('app-json', 'proxy-json'),
              stream: share('app-stream', 'proxy-stream'),
            },
          }),
      firstError: client.firstError,
    };
  } finally {
    await client?.close();
    for (const child of children) await stopProcess(child);
    await fake.stop();
    await db.cleanUp();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The bare proxy making a turn's two statements, on the bench's database. */
async function startFloorProxy(target: string, databaseUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    [path.resolve('bench/bare-chat-proxy.mjs')],
    { PORT: String(port), TARGET: target, STATEMENTS_URL: databaseUrl },
    `${url}/health`,
  );
  return { process: child, url };
}

/** For a subset of modes: what each JSON mode that ran adds over direct-json, if it ran. */
function addedOverDirect(modes: Mode[], row: (mode: Mode) => ChatLatencyRow) {
  if (!modes.includes('direct-json')) return [];
  return modes
    .filter((m) => m.endsWith('-json') && m !== 'direct-json')
    .map((m) => added(`→ ${m} adds over direct-json`, row(m), row('direct-json')));
}

export const CHAT_LATENCY_TITLE =
  `Chat latency over a model server with ${TTFT_MS} ms to first token: ${LOOPS} concurrent chats, ` +
  (THINK_MS > 0 ? `${THINK_MS} ms mean pause between messages` : 'no pause between messages');

export function chatLatencyTable(result: ChatLatencyResult): string {
  const lines = [
    `| ${result.database}: what is timed | requests | req/s | p50 ms | p90 ms | p99 ms | errors |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of result.rows) {
    const isAdded = r.label.startsWith('→');
    const ms = (v: number) => (isAdded ? `${v >= 0 ? '+' : ''}${v.toFixed(1)}` : v.toFixed(1));
    lines.push(
      `| ${r.label} | ${isAdded ? '' : r.requests} | ${isAdded ? '' : r.requestsPerSec} | ` +
        `${ms(r.p50Ms)} | ${ms(r.p90Ms)} | ${ms(r.p99Ms)} | ${isAdded ? '' : r.errors} |`,
    );
  }
  const cpu = Object.entries(result.cpuMsPerTurn);
  if (cpu.length > 0) {
    lines.push('', `CPU ms per turn: ${cpu.map(([mode, ms]) => `${mode} ${ms}`).join(', ')}.`);
  }
  const app = result.rows.find((r) => r.label === LABELS['app-json']);
  if (result.shareOfProxy && app) {
    const { json, stream } = result.shareOfProxy;
    lines.push(
      '',
      `App ÷ bare proxy, turns/s: JSON ${json}×, stream ${stream}×. ` +
        `App JSON p99 ÷ p50: ${(app.p99Ms / app.p50Ms).toFixed(2)}.`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const kinds = (process.env.BENCH_DB ?? 'postgres').split(',') as ('pglite' | 'postgres')[];
  console.log(`\n${CHAT_LATENCY_TITLE}\n`);
  let failed = false;
  for (const kind of kinds) {
    const result = await benchChatLatency(kind);
    console.log(chatLatencyTable(result) + '\n');
    if (result.firstError) {
      failed = true;
      console.log(`NOT VALID: errors occurred; the first: ${result.firstError}\n`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}
