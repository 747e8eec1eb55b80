import { describe, expect, it } from 'vitest';
import { VAD_FRAME_MS, VAD_FRAME_SAMPLES, type TurnSignal } from '../voice-contracts';
import { TurnDetector } from './turn-detector';

const settings = { threshold: 0.5, silenceMs: 600, minSpeechMs: 250, bargeInMs: 300 };

/** Feeds `ms` of frames at one probability; returns every signal with the time it came. */
function feed(
  detector: TurnDetector,
  plan: Array<[ms: number, probability: number]>,
  coachSpeaking = false,
) {
  const signals: Array<TurnSignal & { at: number }> = [];
  let at = 0;
  for (const [ms, probability] of plan) {
    for (let i = 0; i < Math.round(ms / VAD_FRAME_MS); i++) {
      at += VAD_FRAME_MS;
      const frame = new Float32Array(VAD_FRAME_SAMPLES).fill(probability);
      for (const signal of detector.push(frame, probability, coachSpeaking, at)) {
        signals.push({ ...signal, at });
      }
    }
  }
  return signals;
}

const types = (signals: TurnSignal[]) => signals.map((signal) => signal.type);

describe('turn-taking on the VAD', () => {
  it('hands on one turn after a second of speech and the silence window', () => {
    const signals = feed(new TurnDetector(settings), [
      [500, 0.02],
      [1_000, 0.9],
      [1_000, 0.02],
    ]);
    expect(types(signals)).toEqual(['speech_start', 'turn_end']);
    const end = signals[1] as Extract<TurnSignal, { type: 'turn_end' }> & { at: number };
    expect(end.speechMs).toBeGreaterThanOrEqual(990);
    expect(end.speechMs).toBeLessThanOrEqual(1_030);
    // Ends 600 ms after the last voiced frame, give or take a frame.
    expect(end.at - 1_500).toBeGreaterThanOrEqual(600);
    expect(end.at - 1_500).toBeLessThanOrEqual(640);
    // The audio keeps ~200 ms before the onset and ~100 ms after the last word.
    const seconds = end.audio.length / 16_000;
    expect(seconds).toBeGreaterThan(1.25);
    expect(seconds).toBeLessThan(1.35);
  });

  it('does not split a sentence at a short pause, nor at a dip just under the threshold', () => {
    const signals = feed(new TurnDetector(settings), [
      [800, 0.9],
      [300, 0.02],
      [400, 0.4],
      [500, 0.9],
      [700, 0.02],
    ]);
    expect(types(signals)).toEqual(['speech_start', 'turn_end']);
  });

  it('treats a cough as a noise: no turn, and no interruption of the coach', () => {
    const detector = new TurnDetector(settings);
    const signals = feed(
      detector,
      [
        [160, 0.95],
        [1_000, 0.02],
      ],
      true,
    );
    expect(types(signals)).toEqual(['speech_start', 'noise']);
    // The noise is called quickly, so a coach paused for it resumes without a long gap.
    const noise = signals[1]!;
    expect(noise.at - 160).toBeLessThanOrEqual(300);
    expect(detector.isSpeaking).toBe(false);
  });

  it('lets the caller interrupt once they have spoken over the coach for bargeInMs', () => {
    const signals = feed(
      new TurnDetector(settings),
      [
        [1_000, 0.9],
        [700, 0.02],
      ],
      true,
    );
    expect(types(signals)).toEqual(['speech_start', 'barge_in', 'turn_end']);
    const bargeIn = signals[1]!;
    expect(bargeIn.at).toBeGreaterThanOrEqual(300);
    expect(bargeIn.at).toBeLessThanOrEqual(340);
  });

  it('never calls speech a barge-in while the coach is silent', () => {
    const signals = feed(
      new TurnDetector(settings),
      [
        [1_000, 0.9],
        [700, 0.02],
      ],
      false,
    );
    expect(types(signals)).not.toContain('barge_in');
  });

  it('hands on a monologue after 30 s even without a pause', () => {
    const signals = feed(new TurnDetector(settings), [[31_000, 0.9]]);
    // ... and goes on listening to what follows as the next utterance.
    expect(types(signals)).toEqual(['speech_start', 'turn_end', 'speech_start']);
    expect(signals[1]!.at).toBeLessThanOrEqual(30_100);
  });
});
