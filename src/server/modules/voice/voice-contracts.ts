import type { IceServer } from '../../../shared/schemas/voice';

/**
 * The seams of a call's pipeline, so media, turn-taking and speech engines can be built and
 * tested apart: the call (voice-call.ts) wires them together.
 */

/** Caller audio as the VAD and the recognisers take it: 16 kHz mono. */
export const CALLER_SAMPLE_RATE = 16_000;
/** Silero's frame at 16 kHz: 512 samples, 32 ms. */
export const VAD_FRAME_SAMPLES = 512;
export const VAD_FRAME_MS = (VAD_FRAME_SAMPLES / CALLER_SAMPLE_RATE) * 1000;

export interface LocalIceCandidate {
  candidate: string;
  sdpMLineIndex: number | null;
  sdpMid: string | null;
}

export interface RemoteIceCandidate {
  /** Null or empty: the caller has no more candidates. */
  candidate: string | null;
  sdpMLineIndex?: number | null;
  sdpMid?: string | null;
}

export type MediaState = 'connecting' | 'connected' | 'failed' | 'closed';

/** What the media side reports to the call. */
export interface CallMediaEvents {
  /** A server candidate to trickle to the caller; null once gathering is complete. */
  onCandidate(candidate: LocalIceCandidate | null): void;
  onState(state: MediaState): void;
  /** The caller's audio, mono 16 kHz, in frames of exactly VAD_FRAME_SAMPLES, in order. */
  onFrame(frame: Float32Array): void;
}

/** The coach's voice going out: a queue played at real time in 10 ms frames. */
export interface CallSpeaker {
  /** Queues PCM at any rate (resampled to the track's rate when it differs). */
  enqueue(samples: Int16Array, sampleRate: number): void;
  /** Drops what is queued; the track goes silent within one 10 ms frame. */
  clear(): void;
  /**
   * Holds playback where it is (silence goes out) without dropping the queue: the caller
   * may be starting to talk over the coach, or only coughing.
   */
  pause(): void;
  /** Plays on from where pause() held it. */
  resume(): void;
  /** Milliseconds of audio sent into the track since the last clear() (or since the start). */
  readonly playedMs: number;
  /** Milliseconds still queued. */
  readonly queuedMs: number;
  /** Resolves once the queue has played out, or at once when it is empty or cleared. */
  drained(): Promise<void>;
  /** Called once when the first audio frame of a queue that was empty goes into the track. */
  onPlaybackStart?: () => void;
}

/** One WebRTC peer for one call: the caller's track in, the coach's track out. */
export interface CallMedia {
  /** Applies the caller's offer; resolves to the answer's SDP. */
  answer(offerSdp: string): Promise<string>;
  addCandidate(candidate: RemoteIceCandidate): Promise<void>;
  readonly speaker: CallSpeaker;
  /** Stops the tracks and closes the peer; safe to call twice. */
  close(): void;
}

export type OpenCallMedia = (options: {
  iceServers: IceServer[];
  events: CallMediaEvents;
}) => CallMedia;

/** Speech probability of one 16 kHz frame of VAD_FRAME_SAMPLES; state is per call. */
export interface VoiceActivityModel {
  probability(frame: Float32Array): Promise<number>;
  /** Releases the model session. */
  close(): Promise<void>;
}

export interface TurnDetectorSettings {
  /** Probability at or above which a frame is speech. */
  threshold: number;
  /** Silence after speech that ends the caller's turn. */
  silenceMs: number;
  /** Speech shorter than this is a noise: it neither makes a turn nor interrupts. */
  minSpeechMs: number;
  /** Speech needed while the coach talks before it counts as barge-in. */
  bargeInMs: number;
}

/** What turn-taking decides, frame by frame. */
export type TurnSignal =
  | { type: 'speech_start' }
  /** The caller has spoken for bargeInMs while the coach talks: stop the coach. */
  | { type: 'barge_in' }
  /** A whole utterance: its audio (with a little lead-in before the onset) and its speech length. */
  | { type: 'turn_end'; audio: Float32Array; speechMs: number; endedAt: number }
  /** Speech that stopped before minSpeechMs: ignored. */
  | { type: 'noise' };
