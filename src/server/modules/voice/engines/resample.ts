import pkg from '@alexanderolsen/libsamplerate-js';
import type { PcmAudio } from '../speech-engines';

// A CommonJS package: Node's ESM loader does not see its named exports.
const { create, ConverterType } = pkg;

/**
 * libsamplerate's fastest sinc converter: band-limited (no aliasing or imaging a linear
 * interpolator would add to speech), measured at well under 1 % of real time on one core
 * for espeak's 22 050 → 24 000 Hz.
 */
const CONVERTER = ConverterType.SRC_SINC_FASTEST;

type SRC = Awaited<ReturnType<typeof create>>;

/**
 * Stream converters kept for reuse, per rate pair. Each `create()` instantiates the WASM module
 * afresh (~5 ms, then cold code for the first chunk: measured 20–30 ms before espeak's first
 * audio reached the call, against ~1 ms for a reused one).
 */
const idle = new Map<string, SRC[]>();
const MAX_IDLE_PER_PAIR = 4;

async function acquire(fromRate: number, toRate: number): Promise<SRC> {
  const reused = idle.get(`${fromRate}>${toRate}`)?.pop();
  return reused ?? create(1, fromRate, toRate, { converterType: CONVERTER });
}

function release(converter: SRC): void {
  const { inputSampleRate, outputSampleRate } = converter;
  const key = `${inputSampleRate}>${outputSampleRate}`;
  const pool = idle.get(key) ?? [];
  if (pool.length >= MAX_IDLE_PER_PAIR) return converter.destroy();
  // Setting a rate re-initialises the converter (destroy + init in the package): the filter
  // state of the last stream is dropped, so the next one starts clean.
  converter.inputSampleRate = inputSampleRate;
  pool.push(converter);
  idle.set(key, pool);
}

/** A resampler that keeps its filter state between chunks of one stream. */
export interface StreamResampler {
  /** The resampled samples this chunk yields (the filter delays output by a few samples). */
  push(samples: Int16Array): Int16Array;
  /** Gives the converter back; call it once the stream ends or is abandoned. */
  close(): void;
}

/**
 * One converter per stream: the `full` API keeps state across calls, so chunk edges leave
 * no clicks. The last ~1 ms stays in the filter (the package cannot signal end of input);
 * every stream it serves ends in silence.
 */
export async function createStreamResampler(
  fromRate: number,
  toRate: number,
): Promise<StreamResampler> {
  if (fromRate === toRate) return { push: (samples) => samples, close: () => {} };
  const converter = await acquire(fromRate, toRate);
  let closed = false;
  return {
    push(samples) {
      if (closed) throw new Error('resampler used after close()');
      if (samples.length === 0) return new Int16Array(0);
      return toInt16(converter.full(toFloat(samples)));
    },
    close() {
      if (closed) return;
      closed = true;
      release(converter);
    },
  };
}

/**
 * A whole recording at another rate (the recogniser wants 16 kHz). A converter of its own,
 * not a pooled one: after `simple()` a re-initialised converter's `full()` misbehaves
 * (measured: all output at once, then nothing).
 */
export async function resamplePcm(audio: PcmAudio, toRate: number): Promise<PcmAudio> {
  if (audio.sampleRate === toRate) return audio;
  const converter = await create(1, audio.sampleRate, toRate, { converterType: CONVERTER });
  try {
    return { samples: toInt16(converter.simple(toFloat(audio.samples))), sampleRate: toRate };
  } finally {
    converter.destroy();
  }
}

function toFloat(samples: Int16Array): Float32Array {
  return Float32Array.from(samples, (sample) => sample / 32_768);
}

function toInt16(samples: Float32Array): Int16Array {
  // A sinc filter overshoots near full scale: clamp instead of wrapping round.
  return Int16Array.from(samples, (value) =>
    Math.max(-32_768, Math.min(32_767, Math.round(value * 32_768))),
  );
}
