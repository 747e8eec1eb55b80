import { z } from 'zod';
import { SessionIdSchema } from './chat';

/**
 * Voice calls (spec 01 §7 "Voice call"): the token call, then a WebSocket at
 * `${ws_url}/${session_id}/${agent_id}?token=…` carrying the messages below as JSON text frames.
 * Audio itself travels over WebRTC. Field names are the spec's.
 */

/** A STUN or TURN server, as RTCPeerConnection takes it. */
export const IceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServerSchema>;

/** Which recogniser and voice a call uses, and what the caller should expect of them. */
export const VoiceEnginesSchema = z.object({
  stt: z.object({ provider: z.string(), note: z.string().nullable() }),
  tts: z.object({ provider: z.string() }),
});
export type VoiceEngines = z.infer<typeof VoiceEnginesSchema>;

export const VoiceTokenPathSchema = z.object({
  session_id: SessionIdSchema,
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
});

/**
 * The app's token call names the call's language: one of the agent's (its primary language
 * when left out). Checked by the server with a sentence, so any text is let through here.
 */
export const VoiceTokenRequestSchema = z
  .object({ language: z.string().max(35).optional() })
  .strict()
  .optional();
export type VoiceTokenRequest = z.infer<typeof VoiceTokenRequestSchema>;

/** The app's own token call: the same answer the widget's gets, for people and visitors. */
export const VoiceTokenResponseSchema = z.object({
  ws_url: z.string(),
  token: z.string(),
  session_id: z.string(),
  expires_at: z.string(),
  ice_servers: z.array(IceServerSchema),
  engines: VoiceEnginesSchema,
  /** The call's language (ISO 639-1), as the server will hear and speak it. */
  language: z.string(),
});
export type VoiceTokenResponse = z.infer<typeof VoiceTokenResponseSchema>;

// ---- client -> server -------------------------------------------------------------------

export const VoiceOfferSchema = z.object({
  type: z.literal('offer'),
  sdp: z.string().min(1).max(100_000),
  session_id: z.string().max(100),
  agent_id: z.string().max(100),
});

export const VoiceIceCandidateSchema = z.object({
  type: z.literal('ice-candidate'),
  /** An empty candidate (or null) marks the end of the caller's candidates. */
  candidate: z.string().max(2_000).nullable(),
  sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
  sdpMid: z.string().max(100).nullable().optional(),
});

/** Hang up politely: the server stores what it has and closes with `connection_closed`. */
export const VoiceHangUpSchema = z.object({ type: z.literal('hangup') });

export const VoiceClientMessageSchema = z.discriminatedUnion('type', [
  VoiceOfferSchema,
  VoiceIceCandidateSchema,
  VoiceHangUpSchema,
]);
export type VoiceClientMessage = z.infer<typeof VoiceClientMessageSchema>;

// ---- server -> client -------------------------------------------------------------------

export interface SileroStats {
  /** 32 ms frames the VAD has judged so far in this call. */
  frames: number;
  speech_frames: number;
  /** Mean and 95th percentile time the model took per frame, in milliseconds. */
  inference_ms_mean: number;
  inference_ms_p95: number;
  /** The caller's speech so far in this call, in milliseconds. */
  speech_ms: number;
}

export type VoiceServerMessage =
  | { type: 'answer'; sdp: string }
  | {
      type: 'ice-candidate';
      candidate: string;
      sdpMLineIndex: number | null;
      sdpMid: string | null;
    }
  | { type: 'ice_gathering_complete' }
  | { type: 'connection_established'; session_id: string; call_id: string; engines: VoiceEngines }
  | { type: 'silero_vad_update'; is_speaking: boolean; confidence: number }
  | { type: 'silero_stats'; stats: SileroStats }
  /** The caller's words, added to the chat as their message. */
  | { type: 'transcription'; text: string }
  /**
   * The coach's reply, added to the chat as a coach message. `partial` pieces grow as the reply
   * is written; the last one has `partial: false` and its place in the conversation. An
   * interrupted reply ends with what the caller heard.
   */
  | {
      type: 'agent_response';
      text: string;
      partial: boolean;
      message_index?: number;
      interrupted?: boolean;
    }
  | { type: 'tts_playing'; text: string }
  /** The coach stopped talking because the caller spoke (barge-in). */
  | { type: 'tts_interrupted' }
  /** The coach finished talking; the call is listening again. */
  | { type: 'tts_finished' }
  /** The plan's voice time for today runs out soon; the call ends when it does. */
  | { type: 'time_warning'; seconds_left: number; message: string }
  /**
   * A problem, in a sentence. `code` is set when the server refused to start the call (the
   * sentence is then the whole story: no "server error"): `too_many_calls`, `call_in_progress`,
   * `lines_busy`, `voice_limit`, `language_unavailable`.
   */
  | { type: 'error'; message: string; code?: VoiceRefusalCode }
  | { type: 'auth_error'; message: string }
  | { type: 'connection_closed'; reason: string };

/** Why the server would not start a call, beside its sentence. */
export type VoiceRefusalCode =
  | 'too_many_calls'
  | 'call_in_progress'
  | 'lines_busy'
  | 'voice_limit'
  /** The agent does not speak the call's language, or this server cannot understand it. */
  | 'language_unavailable';

/**
 * WebSocket close codes the client reads (spec 01 §8), and two of the standard's own: 1009 for
 * a message larger than the server takes, 1013 ("try again later") for a call refused by a
 * limit (too many calls at once, lines busy, no voice time left).
 */
export const VOICE_CLOSE = {
  normal: 1000,
  authFailed: 1008,
  tooBig: 1009,
  serverError: 1011,
  tryLater: 1013,
} as const;

/** How long the caller may take to send an offer after the socket opens. */
export const VOICE_OFFER_TIMEOUT_MS = 15_000;
