import type { VoiceServerMessage } from '../shared/schemas/voice';
import { authClosedText, authErrorText, CALL_TEXTS, serverErrorText } from './call-texts';

export type CallPhase = 'idle' | 'connecting' | 'connected' | 'error' | 'ended';

/** Everything a call panel shows, in one value. */
export interface CallState {
  phase: CallPhase;
  /** The caller is talking (the server's VAD says so). */
  callerSpeaking: boolean;
  /** The coach's voice is playing. */
  coachSpeaking: boolean;
  /** Why the call failed, or a problem during it (the call may go on). */
  error: string | null;
  /** Not an error yet (slow connection). */
  warning: string | null;
  autoplayBlocked: boolean;
  /** How good the recogniser is, when the server says (the local one is rough). */
  recogniserNote: string | null;
  /** Why the server ended the call. */
  endedReason: string | null;
}

export type CallEvent =
  | { type: 'start' }
  | { type: 'server'; message: VoiceServerMessage }
  | { type: 'ice'; state: RTCIceConnectionState }
  | { type: 'ice_slow' }
  | { type: 'closed'; code: number; reason: string }
  | { type: 'socket_error' }
  | { type: 'autoplay'; blocked: boolean }
  | { type: 'failed'; error: string }
  | { type: 'hung_up' };

export const IDLE_CALL: CallState = {
  phase: 'idle',
  callerSpeaking: false,
  coachSpeaking: false,
  error: null,
  warning: null,
  autoplayBlocked: false,
  recogniserNote: null,
  endedReason: null,
};

const fail = (state: CallState, error: string): CallState => ({
  ...state,
  phase: 'error',
  error,
  warning: null,
  callerSpeaking: false,
  coachSpeaking: false,
});

function onServer(state: CallState, message: VoiceServerMessage): CallState {
  switch (message.type) {
    case 'connection_established':
      return {
        ...state,
        phase: 'connected',
        warning: null,
        recogniserNote: message.engines.stt.note,
      };
    case 'silero_vad_update':
      return { ...state, callerSpeaking: message.is_speaking };
    case 'tts_playing':
      return { ...state, coachSpeaking: true };
    case 'tts_finished':
    case 'tts_interrupted':
      return { ...state, coachSpeaking: false };
    case 'time_warning':
      return { ...state, warning: message.message };
    case 'error':
      // A call refused by a limit: the server's sentence says why and what to do; no
      // "server error", which would blame the wrong side.
      if (message.code) return fail(state, message.message);
      return { ...state, error: serverErrorText(message.message) };
    case 'auth_error':
      return fail(state, authErrorText(message.message));
    case 'connection_closed':
      return state.phase === 'error'
        ? state
        : { ...state, phase: 'ended', endedReason: message.reason };
    default:
      return state;
  }
}

/** The socket closed: spec §8 words by close code, keeping a more specific error already shown. */
function onClosed(state: CallState, code: number, reason: string): CallState {
  if (state.phase === 'ended' || state.phase === 'idle') return state;
  if (state.phase === 'error') return state;
  if (code === 1008) return fail(state, authClosedText(reason));
  if (code === 1011) return fail(state, state.error ?? CALL_TEXTS.serverErrorClosed);
  // "Try again later": a limit; the reason is the server's sentence (cut to fit the frame).
  if (code === 1013) return fail(state, reason || CALL_TEXTS.linesBusy);
  if (code === 1000) {
    return state.error && state.phase === 'connecting'
      ? fail(state, state.error)
      : { ...state, phase: 'ended', callerSpeaking: false, coachSpeaking: false };
  }
  return fail(
    state,
    state.phase === 'connected'
      ? CALL_TEXTS.connectionLost
      : (state.error ?? CALL_TEXTS.connectionLost),
  );
}

/** How a call's state moves (spec 01 §4 "Voice call"); pure, so it is tested without a browser. */
export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'start':
      return { ...IDLE_CALL, phase: 'connecting' };
    case 'server':
      return onServer(state, event.message);
    case 'ice':
      if (event.state === 'failed') return fail(state, CALL_TEXTS.connectionFailed);
      if (event.state === 'connected' || event.state === 'completed')
        return { ...state, warning: null };
      return state;
    case 'ice_slow':
      return state.phase === 'connecting' ? { ...state, warning: CALL_TEXTS.iceSlow } : state;
    case 'closed':
      return onClosed(state, event.code, event.reason);
    case 'socket_error':
      return state.phase === 'error' || state.phase === 'ended'
        ? state
        : fail(state, CALL_TEXTS.socketFailed);
    case 'autoplay':
      return { ...state, autoplayBlocked: event.blocked };
    case 'failed':
      return fail(state, event.error);
    case 'hung_up':
      return state.phase === 'error'
        ? state
        : { ...state, phase: 'ended', callerSpeaking: false, coachSpeaking: false };
  }
}
