import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, openPglite, type Database } from '../src/server/db/client';
import {
  createBenchDatabase,
  freePort,
  measure,
  startBareServer,
  startProcess,
  stopProcess,
  type LoadResult,
} from './bench-utils';
import { insertBenchAgents } from './seed-bench-agents';

const AGENT_COUNT = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER = path.resolve('dist/server/server.js');

async function prepare(
  kind: 'pglite' | 'postgres',
  workDir: string,
): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = path.join(workDir, 'pglite');
    const db = await openPglite({ dataDir });
    await insertBenchAgents(db.db, AGENT_COUNT);
    await db.close();
    return { env: { DATA_DIR: dataDir }, cleanUp: async () => {} };
  }
  const database = await createBenchDatabase('coachforge_bench');
  const db: Database = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  await insertBenchAgents(db.db, AGENT_COUNT);
  await db.db.execute(sql`analyze agents`);
  await db.close();
  return {
    env: { DATABASE_URL: database.url },
    cleanUp: () => database.drop(),
  };
}

/** GET /api/agents?limit=100 over 10,000 agents, beside node:http sending the same bytes. */
export async function benchAgentsList(kind: 'pglite' | 'postgres'): Promise<LoadResult[]> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-bench-'));
  const { env, cleanUp } = await prepare(kind, workDir);
  const url = (port: number) => `http://127.0.0.1:${port}/api/agents?limit=100`;
  const startApp = async (cacheTtlMs: number) => {
    const port = await freePort();
    const child = await startProcess(
      [SERVER],
      {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SEED_AGENTS: 'false',
        CATALOGUE_CACHE_TTL_MS: String(cacheTtlMs),
      },
      `http://127.0.0.1:${port}/api/health`,
    );
    return { port, child };
  };
  const children: ChildProcess[] = [];
  try {
    const cached = await startApp(5_000);
    children.push(cached.child);
    const body = Buffer.from(await (await fetch(url(cached.port))).arrayBuffer());
    if ((JSON.parse(body.toString()) as unknown[]).length !== 100)
      throw new Error('expected 100 agents');
    const app = await measure(`CoachForge on ${kind}`, url(cached.port), SECONDS);
    await stopProcess(cached.child);

    const uncached = await startApp(0);
    children.push(uncached.child);
    const appNoCache = await measure(
      `CoachForge on ${kind}, cache off`,
      url(uncached.port),
      SECONDS,
    );
    await stopProcess(uncached.child);

    const bare = await startBareServer(workDir, body);
    children.push(bare.child);
    const limit = await measure(`bare node:http, same ${body.length} bytes`, bare.url, SECONDS);
    return [app, appNoCache, limit];
  } finally {
    for (const child of children) await stopProcess(child);
    await cleanUp();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
