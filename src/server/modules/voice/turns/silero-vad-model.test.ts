import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CallListener } from '../call-listener';
import { parseWav } from '../engines/wav';
import { resamplePcm } from '../engines/resample';
import { VAD_FRAME_SAMPLES } from '../voice-contracts';
import { createSileroVadModel } from './silero-vad-model';

const dir = mkdtempSync(path.join(tmpdir(), 'silero-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Real speech: espeak-ng's voice, at the 16 kHz the VAD takes, with a second of silence after. */
async function spokenFrames(text: string): Promise<Float32Array[]> {
  const file = path.join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-w', file, text]);
  const speech = await resamplePcm(parseWav(readFileSync(file)), 16_000);
  const samples = new Float32Array(speech.samples.length + 16_000);
  speech.samples.forEach((sample, i) => (samples[i] = sample / 32768));
  const frames: Float32Array[] = [];
  for (let at = 0; at + VAD_FRAME_SAMPLES <= samples.length; at += VAD_FRAME_SAMPLES) {
    frames.push(samples.slice(at, at + VAD_FRAME_SAMPLES));
  }
  return frames;
}

describe('Silero VAD on real speech', () => {
  it('hears the speech and not the silence after it, with a state of its own per call', async () => {
    const frames = await spokenFrames('How do I find my first ten customers?');
    const [first, second] = await Promise.all([createSileroVadModel(), createSileroVadModel()]);
    const probabilities: number[] = [];
    for (const frame of frames) {
      probabilities.push(await first.probability(frame));
      // A second call's silence in between must not change what the first one hears.
      await second.probability(new Float32Array(VAD_FRAME_SAMPLES));
    }
    const speechFrames = frames.length - Math.round(16_000 / VAD_FRAME_SAMPLES);
    const duringSpeech = probabilities.slice(0, speechFrames);
    const inSilence = probabilities.slice(speechFrames + 10);
    expect(duringSpeech.filter((p) => p >= 0.5).length / duringSpeech.length).toBeGreaterThan(0.5);
    expect(Math.max(...inSilence)).toBeLessThan(0.2);
    await Promise.all([first.close(), second.close()]);
  });
});

describe('closing a call while Silero judges a frame', () => {
  it('lets the frame finish instead of failing it, and the call hears no error', async () => {
    const frames = await spokenFrames('Hello coach.');
    const model = await createSileroVadModel();
    const judged = model.probability(frames[0]!);
    await model.close();
    await expect(judged).resolves.toBeGreaterThanOrEqual(0);

    const errors: unknown[] = [];
    const listening = await createSileroVadModel();
    const listener = new CallListener({
      model: listening,
      settings: { threshold: 0.5, silenceMs: 600, minSpeechMs: 250, bargeInMs: 300 },
      coachSpeaking: () => false,
      send: () => {},
      onSignal: () => {},
      onError: (error) => errors.push(error),
    });
    for (const frame of frames) listener.push(frame);
    // As a call ends: the listener stops, then the model closes mid-frame.
    listener.close();
    await listening.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).toEqual([]);
  });
});
