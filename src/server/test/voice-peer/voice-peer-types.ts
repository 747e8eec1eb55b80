/** What the test caller is told to do. */
export interface PeerOptions {
  /** The socket's full address, `?token=` included. */
  wsUrl: string;
  origin?: string;
  /** A 16-bit mono WAV at any rate: what the caller says. */
  wavPath: string;
  /** When to say it, in ms after `connection_established`. */
  playAtMs?: number[];
  /** Say it again this long after the coach starts talking (a barge-in). */
  bargeInAfterTtsMs?: number;
  hangUpAfterMs?: number;
  /** Hang up after the first server message of this type. */
  hangUpOnMessage?: string;
  timeoutMs?: number;
}

export type PeerMessage = { at: number; type: string } & Record<string, unknown>;

/** What the caller saw and heard; times are ms since it started. */
export interface PeerResult {
  messages: PeerMessage[];
  closeCode: number | null;
  closeReason: string;
  /** When the caller started saying the WAV each time. */
  saidAt: number[];
  audio: {
    receivedMs: number;
    audibleMs: number;
    firstAudibleAt: number | null;
    /** Stretches of audible sound, [start, end] each. */
    audibleRuns: Array<[number, number]>;
  };
}
