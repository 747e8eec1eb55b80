/**
 * What the app costs per request beside the bare minimum, side by side in one run:
 *
 *   npm run build && npx tsx bench/request-overhead-bench.ts      (BENCH_DB=pglite|postgres)
 *
 * GET /api/agents as a visitor (the seeded catalogue, served from the app's cache) against
 * node:http sending the same bytes (bench/bare-server.mjs). Both servers run at once and are
 * measured in turns, BENCH_ROUNDS rounds (default 5) of BENCH_SECONDS each (default 5) under
 * autocannon (10 connections, after a warm-up of each), so drift on this shared machine hits
 * both alike. Prints the median of each, the ratio of the medians, and the CPU each server
 * spent per request (from /proc), which moves less with the machine's mood than a rate does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  freePort,
  processCpuMs,
  startBareServer,
  startProcess,
  stopProcess,
} from './bench-utils';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SERVER = path.resolve('dist/server/server.js');

interface Side {
  label: string;
  url: string;
  pid: number | undefined;
  rates: number[];
  p99s: number[];
  cpuUsPerRequest: number[];
  failures: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function measureRound(side: Side) {
  const cpuBefore = processCpuMs(side.pid);
  const result = await autocannon({ url: side.url, connections: 10, duration: SECONDS });
  const cpuMs = (processCpuMs(side.pid) ?? NaN) - (cpuBefore ?? NaN);
  side.rates.push(Math.round(result.requests.average));
  side.p99s.push(result.latency.p99);
  side.cpuUsPerRequest.push(Math.round((cpuMs * 1000) / result.requests.total));
  side.failures += result.errors + result.non2xx;
}

export async function benchRequestOverhead(kind: 'pglite' | 'postgres') {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-overhead-'));
  const database = kind === 'postgres' ? await createBenchDatabase('coachforge_overhead') : null;
  const env: Record<string, string> = database
    ? { DATABASE_URL: database.url }
    : { DATA_DIR: path.join(workDir, 'data') };
  const children = [];
  try {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}/api/agents`;
    const app = await startProcess(
      [SERVER],
      { ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
      `http://127.0.0.1:${port}/api/health`,
    );
    children.push(app);
    const body = Buffer.from(await (await fetch(appUrl)).arrayBuffer());
    const bare = await startBareServer(workDir, body);
    children.push(bare.child);

    const sides: Side[] = [
      { label: `CoachForge on ${kind}, GET /api/agents`, url: appUrl, pid: app.pid },
      {
        label: `bare node:http, the same ${body.length} bytes`,
        url: bare.url,
        pid: bare.child.pid,
      },
    ].map((s) => ({ ...s, rates: [], p99s: [], cpuUsPerRequest: [], failures: 0 }));
    for (const side of sides) await autocannon({ url: side.url, connections: 10, duration: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sides) await measureRound(side);
    }
    const [appSide, bareSide] = sides as [Side, Side];
    return {
      sides,
      ratio: Math.round((median(appSide.rates) / median(bareSide.rates)) * 100) / 100,
    };
  } finally {
    for (const child of children) await stopProcess(child);
    await database?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `${ROUNDS} rounds of ${SECONDS} s per server, interleaved; medians (each round's figures)\n`,
  );
  console.log('| server | req/s | p99 ms | CPU µs per request | failures |\n|---|---|---|---|---|');
  for (const kind of (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as Array<
    'pglite' | 'postgres'
  >) {
    const { sides, ratio } = await benchRequestOverhead(kind);
    for (const s of sides) {
      console.log(
        `| ${s.label} | ${median(s.rates)} (${s.rates.join(', ')}) | ${median(s.p99s)} | ` +
          `${median(s.cpuUsPerRequest)} (${s.cpuUsPerRequest.join(', ')}) | ${s.failures} |`,
      );
    }
    console.log(`| → app ÷ bare on ${kind} | ${ratio}× | | | |`);
  }
}
