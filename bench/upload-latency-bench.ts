/**
 * Latency of ordinary uploads through POST /api/chat-with-files with the offline engine: a
 * one-page PDF, a five-page PDF and a 50 KB TXT, one request at a time, each in a new session,
 * printing p50/p95 per kind (issue 28: reading files off the event loop must not slow them by
 * more than 5 %).
 *
 * It speaks only the public HTTP API, so it measures any checkout:
 *   BENCH_UPLOAD_URL=http://127.0.0.1:3200 npx tsx bench/upload-latency-bench.ts
 * against a server started there with seeded agents, no model and a lifted visitor limit:
 *   SEED_AGENTS=true CHAT_TURNS_PER_MINUTE_VISITOR=1000000 CHAT_TURNS_PER_DAY_VISITOR=100000000 \
 *   PORT=3200 npm start
 * Without BENCH_UPLOAD_URL it starts this checkout's build (dist/server) on PGlite itself.
 * BENCH_UPLOAD_ROUNDS sets the measured requests per kind (default 100, after 10 to warm up).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makePdf } from '../src/server/test/make-pdf';
import { freePort, startProcess, stopProcess } from './bench-utils';

export const UPLOAD_LATENCY_TITLE =
  'POST /api/chat-with-files, offline engine, one request at a time (ms)';

interface UploadKind {
  label: string;
  name: string;
  type: string;
  data: Buffer;
}

const LINES = [
  'Revenue grew 12 percent in the quarter, to 420,000 euros.',
  'Monthly burn is 42,000 euros; runway is 10 months.',
  'We plan to hire two engineers and one account executive.',
  'Churn fell from 4 to 3 percent per month after onboarding changes.',
];
const page = (n: number) =>
  Array.from({ length: 30 }, (_, i) => `Page ${n}, line ${i + 1}: ${LINES[i % LINES.length]}`);

function uploadKinds(): UploadKind[] {
  let text = '';
  for (let i = 0; text.length < 50 * 1024; i++) text += `${LINES[i % LINES.length]} `;
  return [
    {
      label: 'PDF, 1 page',
      name: 'one-page.pdf',
      type: 'application/pdf',
      data: makePdf([page(1)]),
    },
    {
      label: 'PDF, 5 pages',
      name: 'five-pages.pdf',
      type: 'application/pdf',
      data: makePdf([1, 2, 3, 4, 5].map(page)),
    },
    { label: 'TXT, 50 KB', name: 'notes.txt', type: 'text/plain', data: Buffer.from(text) },
  ];
}

async function upload(url: string, agentId: string, kind: UploadKind): Promise<number> {
  const form = new FormData();
  form.set('message', 'What does this say about our revenue and runway?');
  form.set('session_id', randomUUID());
  form.set('agent_id', agentId);
  form.set('files', new Blob([new Uint8Array(kind.data)], { type: kind.type }), kind.name);
  const start = performance.now();
  const res = await fetch(`${url}/api/chat-with-files`, { method: 'POST', body: form });
  const body = await res.text();
  const took = performance.now() - start;
  if (res.status !== 200) throw new Error(`${kind.label}: ${res.status} ${body.slice(0, 300)}`);
  return took;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface UploadLatency {
  label: string;
  bytes: number;
  p50Ms: number;
  p95Ms: number;
}

/** Measures each kind against a running server at `url`. */
export async function benchUploadLatency(url: string, rounds = 100): Promise<UploadLatency[]> {
  const agents = (await (await fetch(`${url}/api/agents`)).json()) as Array<{ id: string }>;
  const agentId = agents[0]?.id;
  if (!agentId) throw new Error(`${url}/api/agents lists no agent: start it with SEED_AGENTS=true`);
  const results: UploadLatency[] = [];
  for (const kind of uploadKinds()) {
    for (let i = 0; i < 10; i++) await upload(url, agentId, kind);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push(await upload(url, agentId, kind));
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    results.push({
      label: kind.label,
      bytes: kind.data.length,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
    });
  }
  return results;
}

export const uploadLatencyTable = (results: UploadLatency[]) =>
  [
    '| upload | bytes | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...results.map((r) => `| ${r.label} | ${r.bytes} | ${r.p50Ms} | ${r.p95Ms} |`),
  ].join('\n');

/** This checkout's build on a PGlite of its own, with seeded agents and no model. */
export async function withBuiltServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-upload-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    [path.resolve('dist/server/server.js')],
    {
      DATA_DIR: path.join(workDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_AGENTS: 'true',
      LLM_PROVIDER: '',
      CHAT_TURNS_PER_MINUTE_VISITOR: '1000000',
      CHAT_TURNS_PER_DAY_VISITOR: '100000000',
      AUTH_SECRET: 'coachforge-upload-bench-secret-never-in-production',
    },
    `${url}/api/health`,
  );
  try {
    return await work(url);
  } finally {
    await stopProcess(server);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 100);
  const given = process.env.BENCH_UPLOAD_URL;
  const results = given
    ? await benchUploadLatency(given, rounds)
    : await withBuiltServer((url) => benchUploadLatency(url, rounds));
  console.log(`${UPLOAD_LATENCY_TITLE}\n\n${uploadLatencyTable(results)}`);
}
