/**
 * One node against two, on one Postgres and one Redis, on this machine:
 *
 *   npm run build && npx tsx bench/scale-out-bench.ts
 *
 * - Catalogue: GET /api/agents?limit=100 over 10,000 agents, as visitors (from each node's cache).
 * - Chat turns: POST /api/chat as visitors to a platform coach, a new session per turn,
 *   answered by the OpenAI-compatible fake (20 ms to the first token) in its own process.
 * autocannon holds the same connections in both set-ups (10 for the catalogue, 50 for chat),
 * split evenly over the nodes, as a round-robin proxy would. BENCH_SECONDS (10) per run;
 * BENCH_REDIS_URL (redis://127.0.0.1:6379); BENCH_DATABASE_URL (the local Postgres).
 */
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { createBenchDatabase, freePort, startProcess, stopProcess } from './bench-utils';
import { startFake } from './chat-bench-fake';
import { insertBenchAgents } from './seed-bench-agents';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER = path.resolve('dist/server/server.js');
const COACH = 'Fundraising Coach';

interface Row {
  label: string;
  nodes: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

type Options = Omit<autocannon.Options, 'url' | 'connections' | 'duration'>;

/** The same connections split over the nodes; p50 averaged, p99 the worst node's. */
async function load(label: string, urls: string[], connections: number, options: Options) {
  const run = (duration: number) =>
    Promise.all(
      urls.map((url) =>
        autocannon({ ...options, url, connections: connections / urls.length, duration }),
      ),
    );
  await run(2);
  const results = await run(SECONDS);
  return {
    label,
    nodes: urls.length,
    requestsPerSec: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50Ms: Math.round(results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  } satisfies Row;
}

export async function benchScaleOut(): Promise<Row[]> {
  const database = await createBenchDatabase('coachforge_scale');
  const db = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  await insertBenchAgents(db.db, 10_000);
  await db.db.execute(sql`analyze agents`);
  await db.close();
  const fake = await startFake();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `cf-bench-${randomUUID().slice(0, 8)}:`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:8080',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'bench-model',
    LLM_MAX_RETRIES: '0',
    // All load comes from one address: lift the per-visitor limit (it still counts, in Redis).
    CHAT_TURNS_PER_MINUTE_VISITOR: '1000000',
    CHAT_TURNS_PER_DAY_VISITOR: '100000000',
    DATABASE_POOL_SIZE: '10',
  };
  const nodes: ChildProcess[] = [];
  const start = async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    nodes.push(await startProcess([SERVER], { ...env, PORT: String(port) }, `${url}/api/health`));
    return url;
  };
  try {
    const first = await start();
    const agents = (await (await fetch(`${first}/api/agents?limit=100&skip=0`)).json()) as {
      id: string;
      name: string;
    }[];
    const all = (await (await fetch(`${first}/api/agents?limit=100000`)).json()) as typeof agents;
    const agentId = [...agents, ...all].find((agent) => agent.name === COACH)?.id;
    if (!agentId) throw new Error(`${COACH} is not among the seeded agents`);
    const chat: Options = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              message: 'How much runway should we have after a seed round?',
              session_id: `bench-${randomUUID()}`,
              agent_id: agentId,
            }),
          }),
        },
      ],
    };
    const catalogue = (urls: string[]) => urls.map((url) => `${url}/api/agents?limit=100`);
    const rows: Row[] = [];
    rows.push(await load('Catalogue, 1 node', catalogue([first]), 10, {}));
    rows.push(await load('Chat turns, 1 node', [`${first}/api/chat`], 50, chat));
    const second = await start();
    rows.push(await load('Catalogue, 2 nodes', catalogue([first, second]), 10, {}));
    rows.push(
      await load('Chat turns, 2 nodes', [`${first}/api/chat`, `${second}/api/chat`], 50, chat),
    );
    return rows;
  } finally {
    for (const node of nodes) await stopProcess(node);
    await fake.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchScaleOut();
  console.log('| set-up | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.label} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`);
  }
}
