import { createStreamResampler, type StreamResampler } from '../engines/resample';
import { CALLER_SAMPLE_RATE, VAD_FRAME_SAMPLES } from '../voice-contracts';

/** One chunk as wrtc's RTCAudioSink hands it over: interleaved 16-bit PCM. */
export interface SinkData {
  samples: Int16Array;
  sampleRate: number;
  channelCount?: number;
}

function mono(data: SinkData): Int16Array {
  const channels = data.channelCount ?? 1;
  if (channels === 1) return data.samples;
  const out = new Int16Array(Math.floor(data.samples.length / channels));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += data.samples[i * channels + c]!;
    out[i] = Math.round(sum / channels);
  }
  return out;
}

/**
 * The caller's audio as the VAD takes it: whatever rate and channels arrive (wrtc gives the
 * first few chunks at 16 kHz, then 48 kHz), as mono 16 kHz float frames of exactly 512 samples.
 */
export function createCallerFrames(onFrame: (frame: Float32Array) => void) {
  const resamplers = new Map<number, Promise<StreamResampler>>();
  let chain: Promise<void> = Promise.resolve();
  let frame = new Float32Array(VAD_FRAME_SAMPLES);
  let filled = 0;
  let closed = false;

  function emit(samples: Int16Array) {
    for (const sample of samples) {
      frame[filled++] = sample / 32_768;
      if (filled === VAD_FRAME_SAMPLES) {
        onFrame(frame);
        frame = new Float32Array(VAD_FRAME_SAMPLES);
        filled = 0;
      }
    }
  }

  return {
    push(data: SinkData) {
      if (closed) return;
      const samples = mono(data);
      if (data.sampleRate === CALLER_SAMPLE_RATE) {
        // Straight through, but after any resampled chunk still on its way.
        chain = chain.then(() => emit(samples));
        return;
      }
      let resampler = resamplers.get(data.sampleRate);
      if (!resampler) {
        resampler = createStreamResampler(data.sampleRate, CALLER_SAMPLE_RATE);
        resamplers.set(data.sampleRate, resampler);
      }
      const ready = resampler;
      chain = chain.then(async () => {
        const converted = (await ready).push(samples);
        if (!closed) emit(converted);
      });
    },
    close() {
      closed = true;
      for (const resampler of resamplers.values()) void resampler.then((r) => r.close());
    },
  };
}
