// Silero VAD's own cost per 32 ms frame on real speech, alone on the event loop (the call's
// silero_stats also count the loop's wait), and the caller audio's 48 → 16 kHz resampling.
// Usage: npx tsx bench/voice-vad-bench.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStreamResampler, resamplePcm } from '../src/server/modules/voice/engines/resample';
import { parseWav } from '../src/server/modules/voice/engines/wav';
import { createSileroVadModel } from '../src/server/modules/voice/turns/silero-vad-model';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vad-bench-'));
const file = path.join(dir, 'speech.wav');
execFileSync('espeak-ng', [
  '-w',
  file,
  'Start with the people who already feel the problem. '.repeat(4),
]);
const speech = await resamplePcm(parseWav(fs.readFileSync(file)), 16_000);
fs.rmSync(dir, { recursive: true, force: true });

const model = await createSileroVadModel();
const times: number[] = [];
for (let round = 0; round < 3; round++) {
  for (let at = 0; at + 512 <= speech.samples.length; at += 512) {
    const frame = Float32Array.from(speech.samples.subarray(at, at + 512), (s) => s / 32_768);
    const started = performance.now();
    await model.probability(frame);
    if (round > 0) times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.floor(times.length * p)]!.toFixed(3);
const mean = (times.reduce((sum, t) => sum + t, 0) / times.length).toFixed(3);
console.log(
  `Silero, ${times.length} frames of 32 ms: mean ${mean} ms, p50 ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}`,
);

const resampler = await createStreamResampler(48_000, 16_000);
const tenMs = new Int16Array(480).map((_, i) => Math.round(Math.sin(i / 10) * 8000));
const started = performance.now();
for (let i = 0; i < 3_000; i++) resampler.push(tenMs);
console.log(
  `Resampling 10 ms of caller audio 48 → 16 kHz: ${((performance.now() - started) / 3_000).toFixed(3)} ms`,
);
resampler.close();
