import { VAD_FRAME_MS, type TurnDetectorSettings, type TurnSignal } from '../voice-contracts';

/** Audio kept from before the onset: Silero notices speech 32–96 ms late. */
const LEAD_IN_MS = 200;
/** Silence kept after the last voiced frame, so the last word is not clipped. */
const TAIL_MS = 96;
/** An utterance this long is handed on even without a pause. */
const MAX_UTTERANCE_MS = 30_000;
/** A short sound followed by this much quiet is a noise, without waiting the whole window. */
const NOISE_QUIET_MS = 250;
/** How far below the threshold speech may dip and still count (Silero's own hysteresis). */
const HYSTERESIS = 0.15;

const frames = (ms: number) => Math.max(1, Math.ceil(ms / VAD_FRAME_MS));

/**
 * Turn-taking, frame by frame, from Silero's speech probabilities: when the caller starts,
 * when they have finished (a pause of `silenceMs`), when a sound was only a noise, and when
 * their speech over the coach is long enough to count as interrupting. No I/O: the call
 * feeds it and acts on what it says.
 */
export class TurnDetector {
  private readonly leadIn: Float32Array[] = [];
  private utterance: Float32Array[] = [];
  private speaking = false;
  /** Index in `utterance` of the first and last frame judged speech. */
  private onset = 0;
  private lastVoiced = 0;
  private quietFrames = 0;
  private bargedIn = false;
  private readonly stay: number;

  constructor(private readonly settings: TurnDetectorSettings) {
    this.stay = Math.max(0.01, settings.threshold - HYSTERESIS);
  }

  /** Whether the caller is talking now (for `silero_vad_update`). */
  get isSpeaking() {
    return this.speaking;
  }

  push(
    frame: Float32Array,
    probability: number,
    coachSpeaking: boolean,
    now: number,
  ): TurnSignal[] {
    if (!this.speaking) return this.idle(frame, probability);
    this.utterance.push(frame);
    if (probability >= this.stay) {
      this.lastVoiced = this.utterance.length - 1;
      this.quietFrames = 0;
    } else {
      this.quietFrames += 1;
    }
    const speechMs = (this.lastVoiced - this.onset + 1) * VAD_FRAME_MS;
    const signals: TurnSignal[] = [];
    if (coachSpeaking && !this.bargedIn && speechMs >= this.settings.bargeInMs) {
      this.bargedIn = true;
      signals.push({ type: 'barge_in' });
    }
    const quietMs = this.quietFrames * VAD_FRAME_MS;
    const short = speechMs < this.settings.minSpeechMs;
    if (short && quietMs >= Math.min(NOISE_QUIET_MS, this.settings.silenceMs)) {
      signals.push({ type: 'noise' });
      this.reset();
    } else if (
      quietMs >= this.settings.silenceMs ||
      this.utterance.length >= frames(MAX_UTTERANCE_MS)
    ) {
      signals.push({ type: 'turn_end', audio: this.audio(), speechMs, endedAt: now });
      this.reset();
    }
    return signals;
  }

  private idle(frame: Float32Array, probability: number): TurnSignal[] {
    if (probability < this.settings.threshold) {
      this.leadIn.push(frame);
      if (this.leadIn.length > frames(LEAD_IN_MS)) this.leadIn.shift();
      return [];
    }
    this.speaking = true;
    this.utterance = [...this.leadIn, frame];
    this.leadIn.length = 0;
    this.onset = this.utterance.length - 1;
    this.lastVoiced = this.onset;
    this.quietFrames = 0;
    this.bargedIn = false;
    return [{ type: 'speech_start' }];
  }

  /** The utterance from its lead-in to a short tail after the last voiced frame. */
  private audio(): Float32Array {
    const kept = this.utterance.slice(
      0,
      Math.min(this.utterance.length, this.lastVoiced + 1 + frames(TAIL_MS)),
    );
    const audio = new Float32Array(kept.reduce((sum, frame) => sum + frame.length, 0));
    let offset = 0;
    for (const frame of kept) {
      audio.set(frame, offset);
      offset += frame.length;
    }
    return audio;
  }

  private reset() {
    this.speaking = false;
    // The quiet frames that ended it are the next utterance's lead-in.
    this.leadIn.push(...this.utterance.slice(-frames(LEAD_IN_MS)));
    this.leadIn.splice(0, Math.max(0, this.leadIn.length - frames(LEAD_IN_MS)));
    this.utterance = [];
  }
}
