import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESPEAK_NOT_INSTALLED, EspeakTextToSpeech } from './espeak-text-to-speech';
import { resamplePcm } from './resample';
import { collect, engineError, rms } from '../../../test/fake-speech/engine-test-helpers';
import { parseWav } from './wav';

const dir = mkdtempSync(join(tmpdir(), 'espeak-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const live = () => new AbortController().signal;
const espeak = new EspeakTextToSpeech();
const ENGLISH = 'Hello, I am your coach. Let us talk about your pricing.';
const PORTUGUESE = 'Olá, eu sou o seu coach. Vamos falar sobre o seu preço.';

/**
 * The streamed audio is what espeak-ng itself writes to a file, at 24 kHz: no header bytes
 * played as a click, nothing lost at chunk edges, the streamed filter agreeing with the
 * one-shot one but for the last ~1 ms it keeps.
 */
async function expectSameAudioAsEspeakFile(audio: Int16Array, text: string, voice: string) {
  const file = join(dir, 'reference.wav');
  execFileSync('espeak-ng', ['-v', voice, '-w', file, text]);
  const expected = (await resamplePcm(parseWav(readFileSync(file)), 24_000)).samples;
  expect(expected.length - audio.length).toBeGreaterThanOrEqual(0);
  expect(expected.length - audio.length).toBeLessThan(50);
  let worst = 0;
  for (let i = 0; i < audio.length - 50; i += 1) {
    worst = Math.max(worst, Math.abs((audio[i] as number) - (expected[i] as number)));
  }
  expect(worst).toBeLessThanOrEqual(1); // measured: identical
}

/** An espeak-ng that writes its process id down, so a test can see whether it still runs. */
function espeakRecordingPid() {
  const pidFile = join(dir, `espeak-${Math.random()}.pid`);
  const script = join(dir, `espeak-${Math.random()}.sh`);
  writeFileSync(script, `#!/bin/sh\necho $$ > '${pidFile}'\nexec espeak-ng "$@"\n`, {
    mode: 0o755,
  });
  const running = () => {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
      return true;
    } catch {
      return false;
    }
  };
  return { engine: new EspeakTextToSpeech(script), running };
}
/** A reply far longer than the pipe holds: espeak is still writing when the test stops it. */
const LONG = Array.from({ length: 80 }, (_, i) => `This is sentence number ${i}.`).join(' ');

describe('the local voice (espeak-ng)', () => {
  it('speaks English at 24 kHz: the same audio espeak writes to a file, header stripped', async () => {
    expect(espeak.sampleRate).toBe(24_000);
    const audio = await collect(espeak.synthesize(ENGLISH, { language: 'en', signal: live() }));
    expect(audio.length / 24).toBeGreaterThan(2_000); // ms
    expect(rms(audio)).toBeGreaterThan(1_000);
    await expectSameAudioAsEspeakFile(audio, ENGLISH, 'en-us');
  });

  it('speaks Portuguese with the Brazilian voice', async () => {
    const audio = await collect(espeak.synthesize(PORTUGUESE, { language: 'pt', signal: live() }));
    expect(audio.length / 24).toBeGreaterThan(2_000);
    expect(rms(audio)).toBeGreaterThan(1_000);
    await expectSameAudioAsEspeakFile(audio, PORTUGUESE, 'pt-br');
  });

  it('reads text that looks like options as text', async () => {
    const audio = await collect(
      espeak.synthesize('--version -h', { language: 'en', signal: live() }),
    );
    expect(audio.length / 24).toBeGreaterThan(500);
  });

  it('kills espeak when the call hangs up mid-reply', async () => {
    const { engine, running } = espeakRecordingPid();
    const controller = new AbortController();
    const speaking = (async () => {
      for await (const _chunk of engine.synthesize(LONG, {
        language: 'en',
        signal: controller.signal,
      })) {
        expect(running()).toBe(true);
        controller.abort(new Error('caller hung up'));
      }
    })();
    await expect(speaking).rejects.toThrow('caller hung up');
    await expect.poll(running, { timeout: 2_000 }).toBe(false);
  });

  it('kills espeak when the caller interrupts (the consumer stops reading)', async () => {
    const { engine, running } = espeakRecordingPid();
    for await (const _chunk of engine.synthesize(LONG, { language: 'en', signal: live() })) break;
    await expect.poll(running, { timeout: 2_000 }).toBe(false);
  });

  it('says plainly that local speech is not installed when the program is missing', async () => {
    const missing = new EspeakTextToSpeech(join(dir, 'no-such-espeak'));
    await engineError(
      collect(missing.synthesize(ENGLISH, { language: 'en', signal: live() })),
      ESPEAK_NOT_INSTALLED,
    );
    await expect(missing.check()).resolves.toEqual({ ok: false, problem: ESPEAK_NOT_INSTALLED });
  });

  it('reports itself available when espeak-ng is installed', async () => {
    await expect(espeak.check()).resolves.toEqual({ ok: true, problem: null });
  });

  it('speaks nothing for blank text', async () => {
    expect(
      (await collect(espeak.synthesize(' \n', { language: 'fr', signal: live() }))).length,
    ).toBe(0);
  });
});
