/**
 * What an API key costs a chat turn, and whether a key's hourly limit holds exactly.
 *
 *   npx tsx bench/key-auth-bench.ts            (REDIS_URL set: the limiter also on Redis)
 *
 * Starts the built app (dist/server/server.js) on a fresh embedded database with the offline
 * engine, signs a person up, creates an agent and keys through the API, then:
 * 1. POST /api/chat with the person's JWT and with a live key, in interleaved rounds from
 *    BENCH_KEY_LOOPS (10) concurrent loops, BENCH_KEY_REQUESTS (2000) measured per mode; the
 *    difference of the p50s is what key authentication, the key's limiter and the usage
 *    ledger add.
 * 2. 50 concurrent callers spend a key limited to 300 an hour with 500 calls: exactly 300
 *    must pass, 200 must be refused with 429.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { freePort, startProcess, stopProcess } from './bench-utils';

const SERVER = path.resolve('dist/server/server.js');
const LOOPS = Number(process.env.BENCH_KEY_LOOPS ?? 10);
const REQUESTS = Number(process.env.BENCH_KEY_REQUESTS ?? 2000);
const ROUNDS = 4;
const LIMIT = 300;
const LIMIT_CALLERS = 50;
const LIMIT_CALLS = 500;

const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 3_000 });

async function call(url: string, init: { method?: string; headers?: object; body?: unknown }) {
  const res = await request(url, {
    method: (init.method ?? 'GET') as 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    dispatcher,
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, json: () => JSON.parse(text), text };
}

async function setUp(base: string, dataDir: string) {
  const origin = { origin: base };
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await call(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: origin,
    body: { email, password: 'correct horse 1', name: '' },
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.text}`);
  // Thousands of turns: more than the Free plan's day allows. An operator lifts the limit.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/admin-cli.ts', 'set-plan', email, 'enterprise'],
    { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' },
  );
  const session = signUp.headers['set-auth-token'] as string;
  const token = (
    await call(`${base}/api/auth/token`, { headers: { authorization: `Bearer ${session}` } })
  ).json().token as string;
  const jwt = { authorization: `Bearer ${token}` };
  const agent = await call(`${base}/api/agents`, {
    method: 'POST',
    headers: jwt,
    body: {
      name: 'Bench Coach',
      description: 'Answers pricing questions.',
      instruction: 'Answer briefly.',
      knowledge:
        'Price on value, not on cost. Test a higher price with new customers first. ' +
        'Annual plans should cost about two months less than twelve monthly payments.',
      status: 'active',
    },
  });
  if (agent.status !== 201) throw new Error(`agent: ${agent.status} ${agent.text}`);
  const agentId = agent.json().id as string;
  const createKey = async (rate: number) => {
    const key = await call(`${base}/api/auth/api-keys/${agentId}`, {
      method: 'POST',
      headers: jwt,
      body: { name: `bench ${rate}`, key_type: 'live', rate_limit_per_hour: rate },
    });
    if (key.status !== 201) throw new Error(`key: ${key.status} ${key.text}`);
    return { authorization: `Bearer ${key.json().secret_key as string}` };
  };
  return { agentId, jwt, chatKey: await createKey(10_000), limitedKey: await createKey(LIMIT) };
}

const QUESTIONS = ['How should I price?', 'Is annual cheaper?', 'Should I test a higher price?'];

/** `total` chat turns from LOOPS loops with one bearer; returns each turn's latency. */
async function chatPhase(base: string, agentId: string, auth: object, total: number, tag: string) {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const loop = async (index: number) => {
    let turn = 0;
    while (issued < total) {
      issued += 1;
      const session = `bench_${tag}_${index}_${Math.floor(turn / 10)}_${process.pid}`;
      const started = performance.now();
      const res = await call(`${base}/api/chat`, {
        method: 'POST',
        headers: auth,
        body: { message: QUESTIONS[turn % 3], session_id: session, agent_id: agentId },
      });
      if (res.status === 200) latencies.push(performance.now() - started);
      else {
        errors += 1;
        if (errors === 1) console.error(`first failure: ${res.status} ${res.text.slice(0, 300)}`);
      }
      turn += 1;
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i)));
  return { latencies, errors };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function limitPhase(base: string, agentId: string, auth: object) {
  let issued = 0;
  const counts = { passed: 0, refused: 0, other: 0 };
  const caller = async () => {
    while (issued < LIMIT_CALLS) {
      issued += 1;
      const res = await call(`${base}/api/agents/${agentId}`, { headers: auth });
      if (res.status === 200) counts.passed += 1;
      else if (res.status === 429) counts.refused += 1;
      else counts.other += 1;
    }
  };
  await Promise.all(Array.from({ length: LIMIT_CALLERS }, caller));
  return counts;
}

async function benchOnce(redisUrl: string | undefined) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-key-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let app: ChildProcess | undefined;
  try {
    app = await startProcess(
      [SERVER],
      {
        DATA_DIR: path.join(workDir, 'pglite'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        LLM_PROVIDER: 'offline',
        SEED_AGENTS: 'false',
        CHAT_TURNS_PER_MINUTE_USER: '1000000',
        // The bench measures keys: its one account signs in at sign-up, with no mail server.
        REQUIRE_EMAIL_VERIFICATION: 'false',
        REDIS_URL: redisUrl ?? '',
      },
      `${base}/api/health`,
    );
    const { agentId, jwt, chatKey, limitedKey } = await setUp(base, path.join(workDir, 'pglite'));
    await chatPhase(base, agentId, jwt, 300, 'warm_jwt');
    await chatPhase(base, agentId, chatKey, 300, 'warm_key');
    const samples = { jwt: [] as number[], key: [] as number[], errors: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [mode, auth] of [
        ['jwt', jwt],
        ['key', chatKey],
      ] as const) {
        const result = await chatPhase(base, agentId, auth, REQUESTS / ROUNDS, `${mode}${round}`);
        samples[mode].push(...result.latencies);
        samples.errors += result.errors;
      }
    }
    const limit = await limitPhase(base, agentId, limitedKey);
    return { samples, limit };
  } finally {
    if (app) await stopProcess(app);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(SERVER))
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
for (const store of process.env.REDIS_URL ? [undefined, process.env.REDIS_URL] : [undefined]) {
  const { samples, limit } = await benchOnce(store);
  const label = store ? 'Redis limiter' : 'in-process limiter';
  const row = (name: string, values: number[]) =>
    `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(2)} | ${percentile(values, 95).toFixed(2)} |`;
  console.log(`\nPOST /api/chat, offline engine, ${LOOPS} concurrent loops (${label})\n`);
  console.log('| bearer | requests | p50 ms | p95 ms |\n|---|---|---|---|');
  console.log(row('person (JWT)', samples.jwt));
  console.log(row('API key (live)', samples.key));
  const added = percentile(samples.key, 50) - percentile(samples.jwt, 50);
  console.log(`| → added by the key at p50 | | ${added >= 0 ? '+' : ''}${added.toFixed(2)} | |`);
  if (samples.errors) console.log(`NOT VALID: ${samples.errors} chat calls failed`);
  console.log(
    `\nKey limited to ${LIMIT}/h, ${LIMIT_CALLERS} concurrent callers, ${LIMIT_CALLS} calls: ` +
      `${limit.passed} passed, ${limit.refused} refused (429), ${limit.other} other` +
      (limit.passed === LIMIT && limit.refused === LIMIT_CALLS - LIMIT
        ? ' — exact'
        : ' — NOT EXACT'),
  );
}
await dispatcher.close();
