import wrtc from '@roamhq/wrtc';
import type { CallMedia, MediaState, OpenCallMedia, RemoteIceCandidate } from '../voice-contracts';
import { createCallerFrames } from './caller-frames';
import { createCallSpeaker } from './call-speaker';

const { RTCPeerConnection, nonstandard } = wrtc;
/** A network blip may recover; this long 'disconnected' is a lost call. */
const DISCONNECTED_GRACE_MS = 5_000;

/**
 * One call's WebRTC peer with libwebrtc (wrtc): it decodes the caller's Opus, runs the jitter
 * buffer and loss concealment, and encodes the coach's voice, so this only moves PCM.
 */
export const openCallMedia: OpenCallMedia = ({ iceServers, events }) => {
  const pc = new RTCPeerConnection({ iceServers });
  const source = new nonstandard.RTCAudioSource();
  const outgoing = source.createTrack();
  const speaker = createCallSpeaker(source);
  const frames = createCallerFrames((frame) => events.onFrame(frame));
  const sinks: Array<{ stop(): void }> = [];
  const early: RemoteIceCandidate[] = [];
  let closed = false;
  let lastState: MediaState = 'connecting';
  let disconnectTimer: NodeJS.Timeout | undefined;

  const report = (state: MediaState) => {
    if (closed || state === lastState) return;
    lastState = state;
    events.onState(state);
  };

  pc.onicecandidate = ({ candidate }) => {
    if (closed) return;
    if (!candidate?.candidate) return events.onCandidate(null);
    const { sdpMLineIndex, sdpMid } = candidate;
    events.onCandidate({
      candidate: candidate.candidate,
      sdpMLineIndex: sdpMLineIndex ?? null,
      sdpMid: sdpMid ?? null,
    });
  };
  pc.onconnectionstatechange = () => {
    clearTimeout(disconnectTimer);
    const state = pc.connectionState;
    if (state === 'connected') report('connected');
    else if (state === 'failed') report('failed');
    else if (state === 'closed') report('closed');
    else if (state === 'disconnected') {
      disconnectTimer = setTimeout(() => report('failed'), DISCONNECTED_GRACE_MS);
    }
  };
  pc.ontrack = ({ track }) => {
    if (track.kind !== 'audio' || closed) return;
    const sink = new nonstandard.RTCAudioSink(track);
    sink.ondata = (data: { samples: Int16Array; sampleRate: number; channelCount?: number }) =>
      frames.push(data);
    sinks.push(sink);
  };

  async function addCandidate(candidate: RemoteIceCandidate) {
    if (closed) return;
    if (!pc.remoteDescription) return void early.push(candidate);
    // An empty candidate ends the caller's list; libwebrtc needs nothing for it.
    if (!candidate.candidate) return;
    await pc.addIceCandidate({
      candidate: candidate.candidate,
      sdpMLineIndex: candidate.sdpMLineIndex ?? null,
      sdpMid: candidate.sdpMid ?? null,
    });
  }

  const media: CallMedia = {
    speaker,
    async answer(offerSdp) {
      await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
      pc.addTrack(outgoing, new wrtc.MediaStream([outgoing]));
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      for (const candidate of early.splice(0)) await addCandidate(candidate);
      return pc.localDescription?.sdp ?? answer.sdp ?? '';
    },
    addCandidate,
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(disconnectTimer);
      speaker.stop();
      frames.close();
      for (const sink of sinks) sink.stop();
      outgoing.stop();
      pc.close();
    },
  };
  return media;
};
