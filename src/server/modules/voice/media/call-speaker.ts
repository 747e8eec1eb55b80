import { createStreamResampler, type StreamResampler } from '../engines/resample';
import type { CallSpeaker } from '../voice-contracts';

/** Where 10 ms frames go: wrtc's RTCAudioSource (anything with its onData). */
export interface AudioFrameSink {
  onData(data: {
    samples: Int16Array;
    sampleRate: number;
    bitsPerSample: 16;
    channelCount: 1;
    numberOfFrames: number;
  }): void;
}

const FRAME_MS = 10;
/** Frames sent at once to catch up after the event loop was held up; more would be a burst. */
const MAX_CATCH_UP = 5;

/**
 * The coach's voice as a paced queue: exact 10 ms frames on a clock that corrects its own
 * drift (timers fire late; the count of frames due is worked out from the start time), with
 * silence between replies so the track's timing never jumps. 24 kHz by default: what OpenAI's
 * pcm and our espeak stream produce, so nothing is resampled on the way out.
 */
export function createCallSpeaker(
  source: AudioFrameSink,
  rate = 24_000,
): CallSpeaker & { stop(): void } {
  const frameSamples = (rate * FRAME_MS) / 1000;
  const silence = new Int16Array(frameSamples);
  const queue: Int16Array[] = [];
  let queued = 0;
  let played = 0;
  let paused = false;
  let generation = 0;
  let waiting: Array<() => void> = [];
  let pending: Promise<void> = Promise.resolve();
  const resamplers = new Map<number, Promise<StreamResampler>>();
  const start = performance.now();
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let idle = true;

  const settleWaiting = () => {
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };

  function take(): Int16Array {
    const frame = new Int16Array(frameSamples);
    let filled = 0;
    while (filled < frameSamples && queue.length > 0) {
      const head = queue[0]!;
      const count = Math.min(frameSamples - filled, head.length);
      frame.set(head.subarray(0, count), filled);
      filled += count;
      if (count === head.length) queue.shift();
      else queue[0] = head.subarray(count);
    }
    queued -= filled;
    return frame;
  }

  function sendFrame() {
    const playing = !paused && queued > 0;
    if (playing && idle) speaker.onPlaybackStart?.();
    if (playing) idle = false;
    const samples = playing ? take() : silence;
    if (playing) played += FRAME_MS;
    source.onData({
      samples,
      sampleRate: rate,
      bitsPerSample: 16,
      channelCount: 1,
      numberOfFrames: frameSamples,
    });
    if (playing && queued === 0) {
      idle = true;
      settleWaiting();
    }
  }

  function tick() {
    if (stopped) return;
    const due = Math.floor((performance.now() - start) / FRAME_MS);
    // After a long stall, skip ahead rather than send seconds of frames in one burst.
    if (due - sent > MAX_CATCH_UP) sent = due - MAX_CATCH_UP;
    while (sent < due) {
      sendFrame();
      sent += 1;
    }
    timer = setTimeout(tick, Math.max(1, start + (sent + 1) * FRAME_MS - performance.now()));
  }

  function append(samples: Int16Array) {
    if (samples.length === 0) return;
    queue.push(samples);
    queued += samples.length;
  }

  const speaker = {
    enqueue(samples: Int16Array, sampleRate: number) {
      if (sampleRate === rate && resamplers.size === 0) return append(samples);
      const at = generation;
      let resampler = resamplers.get(sampleRate);
      if (!resampler) {
        resampler = createStreamResampler(sampleRate, rate);
        resamplers.set(sampleRate, resampler);
      }
      const ready = resampler;
      // In order with earlier chunks, and dropped if a clear() came meanwhile.
      pending = pending.then(async () => {
        const converted = (await ready).push(samples);
        if (at === generation) append(converted);
      });
    },
    clear() {
      generation += 1;
      queue.length = 0;
      queued = 0;
      played = 0;
      idle = true;
      settleWaiting();
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
    },
    get playedMs() {
      return played;
    },
    get queuedMs() {
      return (queued / rate) * 1000;
    },
    async drained() {
      await pending;
      if (queued === 0) return;
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    onPlaybackStart: undefined as (() => void) | undefined,
    stop() {
      stopped = true;
      clearTimeout(timer);
      speaker.clear();
      for (const resampler of resamplers.values()) void resampler.then((r) => r.close());
    },
  };
  tick();
  return speaker;
}
