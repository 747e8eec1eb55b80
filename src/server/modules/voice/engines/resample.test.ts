import { describe, expect, it } from 'vitest';
import { createStreamResampler, resamplePcm } from './resample';

const tone = (rate: number, seconds: number, hz = 440) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.round(10_000 * Math.sin((2 * Math.PI * hz * i) / rate)),
  );

/** Frequency from rising zero crossings, amplitude from the peak (past the filter's onset). */
function measure(samples: Int16Array, rate: number) {
  let crossings = 0;
  let peak = 0;
  for (let i = 1_000; i < samples.length - 1_000; i += 1) {
    if ((samples[i - 1] as number) < 0 && (samples[i] as number) >= 0) crossings += 1;
    peak = Math.max(peak, Math.abs(samples[i] as number));
  }
  return { hz: crossings / ((samples.length - 2_000) / rate), peak };
}

describe('resampling', () => {
  it("turns espeak's 22 050 Hz into 24 000 Hz in chunks of any size, keeping pitch and level", async () => {
    const input = tone(22_050, 1);
    const resampler = await createStreamResampler(22_050, 24_000);
    const parts: Int16Array[] = [];
    // Chunk sizes 1, 7, 49, 343, 2401, 803, ...: powers of 7 modulo a prime, never 0.
    for (let i = 0, size = 1; i < input.length; i += size, size = (size * 7) % 4_001) {
      parts.push(resampler.push(input.subarray(i, i + size)));
    }
    resampler.close();
    const output = Int16Array.from(parts.flatMap((part) => Array.from(part)));
    // The filter keeps a few samples back; nothing more is lost or added.
    expect(Math.abs(output.length - 24_000)).toBeLessThan(40);
    const { hz, peak } = measure(output, 24_000);
    expect(hz).toBeCloseTo(440, 0);
    expect(peak).toBeGreaterThan(9_500);
    expect(peak).toBeLessThan(10_500);
  });

  it('gives the same audio from a reused converter as from a fresh one', async () => {
    const input = tone(22_050, 0.3, 300);
    const run = async () => {
      const resampler = await createStreamResampler(22_050, 24_000);
      const parts = [
        resampler.push(input.subarray(0, 3_000)),
        resampler.push(input.subarray(3_000)),
      ];
      resampler.close();
      return Int16Array.from(parts.flatMap((part) => Array.from(part)));
    };
    const fresh = await run();
    expect(Math.abs(fresh.length - 7_200)).toBeLessThan(40);
    await resamplePcm({ samples: input, sampleRate: 22_050 }, 24_000); // between two streams
    expect(Array.from(await run())).toEqual(Array.from(fresh));
  });

  it('starts every stream clean, though converters are reused', async () => {
    const first = await createStreamResampler(22_050, 24_000);
    first.push(tone(22_050, 0.05)); // the filter still holds the end of this tone
    first.close();
    const second = await createStreamResampler(22_050, 24_000);
    const out = second.push(new Int16Array(2_000));
    second.close();
    expect(Math.max(...out.map(Math.abs))).toBe(0);
    expect(() => second.push(new Int16Array(10))).toThrow(/after close/);
  });

  it('turns a whole recording into 16 kHz for the recogniser', async () => {
    const out = await resamplePcm({ samples: tone(22_050, 0.5), sampleRate: 22_050 }, 16_000);
    expect(out.sampleRate).toBe(16_000);
    expect(Math.abs(out.samples.length - 8_000)).toBeLessThanOrEqual(1);
    expect(measure(out.samples, 16_000).hz).toBeCloseTo(440, 0);
  });

  it('passes audio already at the rate through untouched', async () => {
    const audio = { samples: tone(16_000, 0.1), sampleRate: 16_000 };
    expect(await resamplePcm(audio, 16_000)).toBe(audio);
    const same = await createStreamResampler(24_000, 24_000);
    expect(same.push(audio.samples)).toBe(audio.samples);
  });
});
