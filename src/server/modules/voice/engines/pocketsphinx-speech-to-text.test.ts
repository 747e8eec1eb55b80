import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  POCKETSPHINX_NOT_INSTALLED,
  PocketsphinxSpeechToText,
} from './pocketsphinx-speech-to-text';
import { engineError } from '../../../test/fake-speech/engine-test-helpers';
import { resamplePcm } from './resample';
import { parseWav } from './wav';

const dir = mkdtempSync(join(tmpdir(), 'pocketsphinx-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const live = () => ({ language: 'en' as const, signal: new AbortController().signal });
const stt = new PocketsphinxSpeechToText();

/**
 * A caller's utterance: espeak-ng's voice (22.05 kHz), brought to `rate` by the resampler the
 * call's audio goes through (no sox: CI machines do not have it).
 */
async function utterance(text: string, rate = 16_000) {
  const raw = join(dir, 'raw.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', raw, text]);
  const audio = parseWav(readFileSync(raw));
  return audio.sampleRate === rate ? audio : resamplePcm(audio, rate);
}
const ourTempDirs = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('coachforge-stt-'));

describe('the local recogniser (pocketsphinx)', () => {
  it('turns an English utterance into some text, and says how rough it is', async () => {
    const before = ourTempDirs();
    const audio = await utterance('I would like to talk about my pricing strategy.');
    const text = await stt.transcribe(audio, live());
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain('\n'); // one line, however many stretches of speech
    expect(stt.note).toMatch(/basic offline speech recogniser/);
    expect(ourTempDirs()).toEqual(before); // the temporary WAV is gone
  });

  it('takes audio at another rate (resampled to the 16 kHz its model wants)', async () => {
    const audio = await utterance('Pricing strategy.', 22_050);
    expect(audio.sampleRate).toBe(22_050);
    expect((await stt.transcribe(audio, live())).length).toBeGreaterThan(0);
  });

  it('hears nothing in silence', async () => {
    const silence = { samples: new Int16Array(8_000), sampleRate: 16_000 };
    await expect(stt.transcribe(silence, live())).resolves.toBe('');
  });

  it('tells the caller it only understands English, and the operator how to configure a provider', async () => {
    const error = await engineError(
      stt.transcribe(await utterance('Olá.'), { ...live(), language: 'pt' }),
      /only understands English, and this coach speaks Portuguese\. Please type your message\./,
    );
    expect(error.message).not.toContain('STT_PROVIDER');
    expect(error.detail).toContain('STT_PROVIDER=openai');
  });

  it('kills the recogniser and removes its file when the call hangs up', async () => {
    const pidFile = join(dir, 'pocketsphinx.pid');
    const script = join(dir, 'pocketsphinx.sh');
    writeFileSync(
      script,
      `#!/bin/sh\necho $$ > '${pidFile}'\nexec pocketsphinx_continuous "$@"\n`,
      {
        mode: 0o755,
      },
    );
    const before = ourTempDirs();
    const long = await utterance(
      Array.from({ length: 30 }, () => 'Tell me about pricing.').join(' '),
    );
    const controller = new AbortController();
    const pending = new PocketsphinxSpeechToText(script).transcribe(long, {
      language: 'en',
      signal: controller.signal,
    });
    await expect.poll(() => ourTempDirs().length).toBeGreaterThan(before.length);
    await expect.poll(() => readdirSync(dir).includes('pocketsphinx.pid')).toBe(true);
    controller.abort(new Error('caller hung up'));
    await expect(pending).rejects.toThrow('caller hung up');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isRunning(pid)).toBe(false);
    expect(ourTempDirs()).toEqual(before);
  });

  it('says plainly that it is not installed when the program is missing', async () => {
    const missing = new PocketsphinxSpeechToText(join(dir, 'no-such-pocketsphinx'));
    await engineError(
      missing.transcribe(await utterance('Hello.'), live()),
      POCKETSPHINX_NOT_INSTALLED,
    );
    await expect(missing.check()).resolves.toEqual({
      ok: false,
      problem: POCKETSPHINX_NOT_INSTALLED,
    });
  });

  it('reports itself available when the program and the English model load', async () => {
    await expect(stt.check()).resolves.toEqual({ ok: true, problem: null });
  });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
