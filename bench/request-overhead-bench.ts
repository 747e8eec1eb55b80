/**
 * What the app costs per request beside the bare minimum, side by side in one run:
 *
 *   npm run build && npx tsx bench/request-overhead-bench.ts      (BENCH_DB=pglite|postgres)
 *
 * GET /api/agents as a visitor (the seeded catalogue, served from the app's cache) against
 * node:http sending the same bytes, both under autocannon (10 connections, 2 s warm-up,
 * BENCH_SECONDS measured, default 10). Prints both rows and the ratio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase, freePort, measure, startProcess, stopProcess } from './bench-utils';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER = path.resolve('dist/server/server.js');

export async function benchRequestOverhead(kind: 'pglite' | 'postgres') {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-overhead-'));
  const database = kind === 'postgres' ? await createBenchDatabase('coachforge_overhead') : null;
  const env: Record<string, string> = database
    ? { DATABASE_URL: database.url }
    : { DATA_DIR: path.join(workDir, 'data') };
  const children = [];
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/api/agents`;
    children.push(
      await startProcess(
        [SERVER],
        { ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
        `http://127.0.0.1:${port}/api/health`,
      ),
    );
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const bodyFile = path.join(workDir, 'body.json');
    fs.writeFileSync(bodyFile, body);
    const app = await measure(`CoachForge on ${kind}, GET /api/agents`, url, SECONDS);
    await stopProcess(children.pop()!);

    const barePort = await freePort();
    children.push(
      await startProcess(
        [path.resolve('bench/bare-server.mjs')],
        { PORT: String(barePort), BODY_FILE: bodyFile },
        `http://127.0.0.1:${barePort}/`,
      ),
    );
    const bare = await measure(
      `bare node:http, the same ${body.length} bytes`,
      `http://127.0.0.1:${barePort}/`,
      SECONDS,
    );
    return { app, bare, ratio: Math.round((app.requestsPerSec / bare.requestsPerSec) * 100) / 100 };
  } finally {
    for (const child of children) await stopProcess(child);
    await database?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| server | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  for (const kind of (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as Array<
    'pglite' | 'postgres'
  >) {
    const { app, bare, ratio } = await benchRequestOverhead(kind);
    for (const r of [app, bare]) {
      console.log(
        `| ${r.label} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors + r.non2xx} |`,
      );
    }
    console.log(`| → app ÷ bare on ${kind} | ${ratio}× | | | |`);
  }
}
