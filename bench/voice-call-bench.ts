// Voice call latency and cost on this machine: real WebRTC between a wrtc caller and the
// server (both their own processes), Silero, the OpenAI-format recogniser fake answering at
// once, a fake model streaming at once, and the local espeak-ng voice. So what is measured is
// what the pipeline adds, not a provider's time.
// Usage: npx tsx bench/voice-call-bench.ts   (BENCH_VOICE_CALLS=5, BENCH_VOICE_CONCURRENT=6)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { startOpenAiFake } from '../src/server/test/fake-llm/openai-fake';
import { startFakeSpeechServer } from '../src/server/test/fake-speech/fake-speech-server';
import { startServerProcess } from '../src/server/test/server-process';
import { runVoicePeer, type PeerResult } from '../src/server/test/voice-peer/voice-peer-runner';

const CALLS = Number(process.env.BENCH_VOICE_CALLS ?? 5);
const CONCURRENT = Number(process.env.BENCH_VOICE_CONCURRENT ?? 6);
const QUESTION = 'How do I find my first customers?';
const REPLY =
  'Start with the people who already feel the problem. Call five of them this week, and ask ' +
  'how they solve it today. Then offer the first three a paid pilot with a start date.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-bench-'));
const wav = path.join(dir, 'q.wav');
execFileSync('espeak-ng', ['-w', wav, QUESTION]);
const llm = await startOpenAiFake({ reply: REPLY, chunkSize: 12 });
const speech = await startFakeSpeechServer({ defaultTranscript: QUESTION });
const server = await startServerProcess({
  DATA_DIR: path.join(dir, 'data'),
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: llm.url,
  LLM_MODEL: 'fake',
  STT_PROVIDER: 'openai-compatible',
  STT_BASE_URL: speech.url,
  STT_MODEL: 'fake',
  VOICE_MAX_CALLS: '100',
});
const agents = await (await fetch(`${server.url}/api/agents`)).json();
const coach = agents.find((a: { voice_enabled: boolean }) => a.voice_enabled).id as string;

async function call(options: Partial<Parameters<typeof runVoicePeer>[0]>): Promise<PeerResult> {
  const session = `bench_${Math.random().toString(36).slice(2)}`;
  const res = await fetch(`${server.url}/api/voice/token/${session}/${coach}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { ws_url, token } = await res.json();
  return runVoicePeer({
    wsUrl: `${ws_url}/${session}/${coach}?token=${encodeURIComponent(token)}`,
    wavPath: wav,
    playAtMs: [200],
    timeoutMs: 60_000,
    ...options,
  });
}

const cpuTicks = () => {
  const fields = fs
    .readFileSync(`/proc/${server.child.pid}/stat`, 'utf8')
    .split(') ')[1]!
    .split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

// 1. One call at a time: a question, the whole answer, hang up.
const sequential: PeerResult[] = [];
for (let i = 0; i < CALLS; i++) sequential.push(await call({ hangUpOnMessage: 'tts_finished' }));

// 2. Barge-in: the caller talks over the reply 1.5 s after it starts; when does sound stop?
const bargeIns: number[] = [];
const heardAfter: number[] = [];
for (let i = 0; i < 3; i++) {
  const result = await call({ bargeInAfterTtsMs: 1_500, hangUpAfterMs: 9_000 });
  const said = result.saidAt[1];
  const run = result.audio.audibleRuns.find(([start, end]) => start <= said! && end >= said!);
  if (said !== undefined && run) bargeIns.push(run[1] - said);
  const vad = result.messages.find(
    (m) => m.type === 'silero_vad_update' && m.is_speaking === true && m.at >= (said ?? 0),
  );
  if (said !== undefined && vad) heardAfter.push(vad.at - said);
}

// 3. Calls at once, the server's CPU meanwhile.
const ticksBefore = cpuTicks();
const started = performance.now();
const together = await Promise.all(
  Array.from({ length: CONCURRENT }, () => call({ hangUpOnMessage: 'tts_finished' })),
);
const seconds = (performance.now() - started) / 1000;
// /proc counts CPU time in clock ticks of 1/100 s on Linux.
const cpuPercent = ((cpuTicks() - ticksBefore) / 100 / seconds) * 100;

server.child.kill('SIGTERM');
await server.exited;
await Promise.all([llm.close(), speech.close()]);
const database = await openPglite({ dataDir: path.join(dir, 'data') });
const { rows } = (await database.db.execute(sql`
  select t.transcript_ms, t.first_token_ms, t.first_audio_ms, c.started_at
  from voice_turns t join voice_calls c on c.id = t.call_id
  where not t.interrupted order by c.started_at`)) as unknown as {
  rows: Array<Record<string, number>>;
};
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

const seqRows = rows.slice(0, CALLS);
const concRows = rows.slice(-CONCURRENT);
const stats = sequential.flatMap((r) => r.messages.filter((m) => m.type === 'silero_stats'));
const line = (label: string, values: number[]) =>
  `| ${label} | ${pct(values, 0.5)} | ${pct(values, 0.95)} |`;
console.log(
  `\nVoice turn timings from the end of the caller's turn (ms), ${CALLS} calls one at a time\n`,
);
console.log('| step | p50 | p95 |\n|---|---|---|');
console.log(
  line(
    'transcript ready (recogniser fake, ~0 ms)',
    seqRows.map((r) => r.transcript_ms!),
  ),
);
console.log(
  line(
    'first model token (model fake, ~0 ms)',
    seqRows.map((r) => r.first_token_ms!),
  ),
);
console.log(
  line(
    'first audio to the caller (espeak-ng)',
    seqRows.map((r) => r.first_audio_ms!),
  ),
);
console.log(
  line(
    `first audio, ${CONCURRENT} calls at once`,
    concRows.map((r) => r.first_audio_ms!),
  ),
);
console.log(
  `\nBarge-in, from the caller starting to talk: coach silent at the caller after ${bargeIns.join(', ')} ms; ` +
    `the server's VAD said "speaking" (one-way trip + onset, then the socket back) after ${heardAfter.join(', ')} ms`,
);
const vad = stats.map(
  (m) => (m as unknown as { stats: { inference_ms_mean: number; inference_ms_p95: number } }).stats,
);
console.log(
  `Silero per 32 ms frame: mean ${pct(
    vad.map((s) => s.inference_ms_mean),
    0.5,
  )} ms, p95 ${pct(
    vad.map((s) => s.inference_ms_p95),
    0.5,
  )} ms (${vad.length} reports)`,
);
console.log(
  `Server CPU with ${CONCURRENT} calls at once: ${Math.round(cpuPercent)} % of one core over ${seconds.toFixed(1)} s (${Math.round(cpuPercent / CONCURRENT)} % per call)`,
);
console.log(
  `Calls completed at once: ${together.filter((r) => r.messages.some((m) => m.type === 'tts_finished')).length}/${CONCURRENT}`,
);
process.exit(0);
