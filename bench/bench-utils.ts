import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

export interface LoadResult {
  label: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const BENCH_AUTH_SECRET = 'coachforge-bench-auth-secret-never-in-production';

/** Starts a child process and waits until `url` answers 200 (or fails after 120 s). */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  // On Postgres the server requires AUTH_SECRET; a bench's database is thrown away after.
  const secret = env.DATABASE_URL && !env.AUTH_SECRET ? { AUTH_SECRET: BENCH_AUTH_SECRET } : {};
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, ...secret },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Two minutes: on a loaded 2-core machine PGlite's first start alone took over one.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} did not answer within 120 s`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** autocannon from this process against a server in another: warm-up, then the measured run. */
export async function measure(label: string, url: string, seconds: number): Promise<LoadResult> {
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    label,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * A fresh database on the Postgres server of BENCH_DATABASE_URL (default: the local one),
 * named after the bench and this process; `drop()` removes it, connections and all.
 */
export async function createBenchDatabase(prefix: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux; undefined
 * elsewhere). Clock ticks are 100 per second on Linux's usual builds.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** bench/bare-server.mjs sending `body` (written into `workDir`): the machine's limit for it. */
export async function startBareServer(workDir: string, body: Buffer) {
  const bodyFile = path.join(workDir, 'body.json');
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = await startProcess(
    [path.resolve('bench/bare-server.mjs')],
    { PORT: String(port), BODY_FILE: bodyFile },
    `http://127.0.0.1:${port}/`,
  );
  return { child, url: `http://127.0.0.1:${port}/` };
}
