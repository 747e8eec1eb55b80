import type { IceServer, VoiceServerMessage } from '../shared/schemas/voice';
import { callReducer, IDLE_CALL, type CallEvent, type CallState } from './call-state';
import { meterLevel } from './level-meter';
import { openMicrophone } from './microphone';
import { playRemoteAudio } from './remote-audio';

/** Spec 01 §9: a warning after this long in ICE 'checking'. */
const ICE_WARNING_MS = 20_000;

/** What the token call answered (the app's and the widget's share these fields). */
export interface CallTicket {
  ws_url: string;
  token: string;
  session_id: string;
  ice_servers?: IceServer[];
  /** The call's language: sent on the socket (a widget session is not made for one call). */
  language?: string;
}

export interface CoachReply {
  text: string;
  partial: boolean;
  messageIndex?: number;
  interrupted?: boolean;
}

export interface CallHandlers {
  onState(state: CallState): void;
  /** The caller's words, as the server heard them: a message of theirs in the chat. */
  onTranscription(text: string): void;
  /** The coach's reply as it is written, then whole (or cut where the caller interrupted). */
  onReply(reply: CoachReply): void;
  onLevel?(level: number): void;
}

export interface VoiceCall {
  hangUp(): void;
}

/**
 * A voice call from the browser (spec 01 §7 "Voice call", steps 2–5): the microphone over
 * WebRTC, signalling on the socket, the coach's voice played back. Used by the app and the
 * widget; each gets its ticket from its own token call.
 */
export function startVoiceCall(
  ticket: CallTicket,
  agentId: string,
  handlers: CallHandlers,
): VoiceCall {
  let state = IDLE_CALL;
  const cleanups: Array<() => void> = [];
  let over = false;
  const dispatch = (event: CallEvent) => {
    const next = callReducer(state, event);
    if (next === state) return;
    state = next;
    handlers.onState(state);
    if (state.phase === 'error' || state.phase === 'ended') end();
  };
  const end = () => {
    if (over) return;
    over = true;
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };

  dispatch({ type: 'start' });
  void connect(ticket, agentId, handlers, dispatch, cleanups, () => over).catch((error: unknown) =>
    dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
  );
  return {
    hangUp() {
      if (over) return;
      dispatch({ type: 'hung_up' });
    },
  };
}

async function connect(
  ticket: CallTicket,
  agentId: string,
  handlers: CallHandlers,
  dispatch: (event: CallEvent) => void,
  cleanups: Array<() => void>,
  isOver: () => boolean,
) {
  const microphone = await openMicrophone();
  cleanups.push(() => microphone.getTracks().forEach((track) => track.stop()));
  if (isOver()) return microphone.getTracks().forEach((track) => track.stop());
  if (handlers.onLevel) {
    const meter = meterLevel(microphone, handlers.onLevel);
    cleanups.push(() => meter.stop());
  }

  const pc = new RTCPeerConnection({ iceServers: ticket.ice_servers ?? [] });
  cleanups.push(() => pc.close());
  for (const track of microphone.getAudioTracks()) pc.addTrack(track, microphone);
  pc.ontrack = ({ streams, track }) => {
    const playback = playRemoteAudio(streams[0] ?? new MediaStream([track]), (blocked) =>
      dispatch({ type: 'autoplay', blocked }),
    );
    cleanups.push(() => playback.stop());
  };
  let iceTimer: ReturnType<typeof setTimeout> | undefined;
  cleanups.push(() => clearTimeout(iceTimer));
  pc.oniceconnectionstatechange = () => {
    const ice = pc.iceConnectionState;
    if (ice === 'checking' && !iceTimer)
      iceTimer = setTimeout(() => dispatch({ type: 'ice_slow' }), ICE_WARNING_MS);
    if (ice !== 'checking') clearTimeout(iceTimer);
    dispatch({ type: 'ice', state: ice });
  };

  const language = ticket.language ? `&language=${encodeURIComponent(ticket.language)}` : '';
  const url = `${ticket.ws_url}/${encodeURIComponent(ticket.session_id)}/${encodeURIComponent(agentId)}?token=${encodeURIComponent(ticket.token)}${language}`;
  const socket = new WebSocket(url);
  const send = (message: object) =>
    socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));
  cleanups.push(() => {
    send({ type: 'hangup' });
    socket.close(1000, 'call ended');
  });
  pc.onicecandidate = ({ candidate }) => {
    if (candidate)
      send({
        type: 'ice-candidate',
        candidate: candidate.candidate,
        sdpMLineIndex: candidate.sdpMLineIndex,
        sdpMid: candidate.sdpMid,
      });
  };
  const early: RTCIceCandidateInit[] = [];
  socket.onopen = async () => {
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    send({ type: 'offer', sdp: offer.sdp, session_id: ticket.session_id, agent_id: agentId });
  };
  socket.onmessage = async ({ data }) => {
    const message = JSON.parse(String(data)) as VoiceServerMessage;
    if (message.type === 'answer') {
      await pc.setRemoteDescription({ type: 'answer', sdp: message.sdp });
      for (const candidate of early.splice(0)) await pc.addIceCandidate(candidate);
    } else if (message.type === 'ice-candidate') {
      const { candidate, sdpMLineIndex, sdpMid } = message;
      if (pc.remoteDescription) await pc.addIceCandidate({ candidate, sdpMLineIndex, sdpMid });
      else early.push({ candidate, sdpMLineIndex, sdpMid });
    } else if (message.type === 'transcription') {
      handlers.onTranscription(message.text);
    } else if (message.type === 'agent_response') {
      const { text, partial, message_index: messageIndex, interrupted } = message;
      handlers.onReply({ text, partial, messageIndex, interrupted });
    }
    dispatch({ type: 'server', message });
  };
  socket.onerror = () => dispatch({ type: 'socket_error' });
  socket.onclose = ({ code, reason }) => dispatch({ type: 'closed', code, reason });
}
