import type { SileroStats, VoiceServerMessage } from '../../../shared/schemas/voice';
import { TurnDetector } from './turns/turn-detector';
import {
  VAD_FRAME_MS,
  type TurnDetectorSettings,
  type TurnSignal,
  type VoiceActivityModel,
} from './voice-contracts';

/** How often the caller's panel gets the VAD's figures. */
const STATS_EVERY_FRAMES = Math.round(5_000 / VAD_FRAME_MS);
/** Frames kept for the p95 of the model's time. */
const TIMINGS_KEPT = 256;
/** Frames waiting for the model beyond this are dropped: a call that cannot keep up stays live. */
const MAX_BACKLOG = 64;

/**
 * The caller's side of a call: every frame through Silero in order, the turn detector's
 * decisions handed on, `silero_vad_update` when speaking starts or stops and `silero_stats`
 * every few seconds.
 */
export class CallListener {
  private readonly detector: TurnDetector;
  private readonly backlog: Float32Array[] = [];
  private draining = false;
  private closed = false;
  private speaking = false;
  private readonly timings: number[] = [];
  private readonly stats: SileroStats = {
    frames: 0,
    speech_frames: 0,
    inference_ms_mean: 0,
    inference_ms_p95: 0,
    speech_ms: 0,
  };

  constructor(
    private readonly options: {
      model: VoiceActivityModel;
      settings: TurnDetectorSettings;
      /** Whether the coach's voice is playing now (speech then may be a barge-in). */
      coachSpeaking: () => boolean;
      send: (message: VoiceServerMessage) => void;
      onSignal: (signal: TurnSignal) => void;
      onError: (error: unknown) => void;
    },
  ) {
    this.detector = new TurnDetector(options.settings);
  }

  push(frame: Float32Array) {
    if (this.closed) return;
    if (this.backlog.length >= MAX_BACKLOG) this.backlog.shift();
    this.backlog.push(frame);
    if (!this.draining) void this.drain();
  }

  close() {
    this.closed = true;
    this.backlog.length = 0;
  }

  private async drain() {
    this.draining = true;
    try {
      for (let frame = this.backlog.shift(); frame && !this.closed; frame = this.backlog.shift()) {
        await this.judge(frame);
      }
    } catch (error) {
      // A frame still in the model when the call closed is no fault of the call's.
      if (!this.closed) this.options.onError(error);
    } finally {
      this.draining = false;
    }
  }

  private async judge(frame: Float32Array) {
    const started = performance.now();
    const probability = await this.options.model.probability(frame);
    this.count(performance.now() - started, probability >= this.options.settings.threshold);
    const signals = this.detector.push(
      frame,
      probability,
      this.options.coachSpeaking(),
      Date.now(),
    );
    for (const signal of signals) {
      if (signal.type === 'speech_start') this.report(true, probability);
      if (signal.type === 'turn_end' || signal.type === 'noise') this.report(false, probability);
      if (signal.type === 'turn_end') this.stats.speech_ms += signal.speechMs;
      this.options.onSignal(signal);
    }
  }

  private report(speaking: boolean, confidence: number) {
    if (speaking === this.speaking) return;
    this.speaking = speaking;
    const rounded = Math.round(confidence * 100) / 100;
    this.options.send({ type: 'silero_vad_update', is_speaking: speaking, confidence: rounded });
  }

  private count(ms: number, speech: boolean) {
    const { stats, timings } = this;
    stats.frames += 1;
    if (speech) stats.speech_frames += 1;
    stats.inference_ms_mean += (ms - stats.inference_ms_mean) / stats.frames;
    timings.push(ms);
    if (timings.length > TIMINGS_KEPT) timings.shift();
    if (stats.frames % STATS_EVERY_FRAMES === 0) this.sendStats();
  }

  private sendStats() {
    const sorted = [...this.timings].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    const round = (ms: number) => Math.round(ms * 1000) / 1000;
    this.options.send({
      type: 'silero_stats',
      stats: {
        ...this.stats,
        inference_ms_mean: round(this.stats.inference_ms_mean),
        inference_ms_p95: round(p95),
      },
    });
  }
}
