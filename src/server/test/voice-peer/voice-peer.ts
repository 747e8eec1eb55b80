// A test caller in its own process (wrtc crashes a process that exits by itself): speaks the
// voice socket's signalling, sends a WAV over WebRTC when told, records what it hears, prints
// one JSON line and exits.
import { readFileSync } from 'node:fs';
import wrtc from '@roamhq/wrtc';
import WebSocket from 'ws';
import { resamplePcm } from '../../modules/voice';
import { parseWav } from '../../modules/voice';
import type { PeerMessage, PeerOptions, PeerResult } from './voice-peer-types';

const options = JSON.parse(process.argv[2] ?? '{}') as PeerOptions;
const RATE = 48_000;
const FRAME = RATE / 100;
const AUDIBLE = 300;
const started = performance.now();
const now = () => Math.round(performance.now() - started);

const speech = (await resamplePcm(parseWav(readFileSync(options.wavPath)), RATE)).samples;
const [, , , session = '', agent = ''] = new URL(options.wsUrl).pathname.split('/').slice(-5);
const result: PeerResult = {
  messages: [],
  closeCode: null,
  closeReason: '',
  saidAt: [],
  audio: { receivedMs: 0, audibleMs: 0, firstAudibleAt: null, audibleRuns: [] },
};

function finish() {
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
}
setTimeout(finish, options.timeoutMs ?? 30_000);

// The microphone: silence, or the WAV while it is being "said", in paced 10 ms frames.
const source = new wrtc.nonstandard.RTCAudioSource();
const track = source.createTrack();
let saying: Int16Array | null = null;
let sent = 0;
setInterval(() => {
  while (sent < Math.floor((performance.now() - started) / 10)) {
    sent += 1;
    let samples = new Int16Array(FRAME);
    if (saying) {
      samples = saying.slice(0, FRAME);
      if (samples.length < FRAME)
        samples = Int16Array.from({ length: FRAME }, (_, i) => samples[i] ?? 0);
      saying = saying.length > FRAME ? saying.subarray(FRAME) : null;
    }
    source.onData({
      samples,
      sampleRate: RATE,
      bitsPerSample: 16,
      channelCount: 1,
      numberOfFrames: FRAME,
    });
  }
}, 5);
const say = () => {
  result.saidAt.push(now());
  saying = speech;
};

const pc = new wrtc.RTCPeerConnection({ iceServers: [] });
pc.addTrack(track, new wrtc.MediaStream([track]));
pc.ontrack = ({ track: remote }) => {
  const sink = new wrtc.nonstandard.RTCAudioSink(remote);
  sink.ondata = (data: { samples: Int16Array; sampleRate: number; numberOfFrames?: number }) => {
    const ms = ((data.numberOfFrames ?? data.samples.length) / data.sampleRate) * 1000;
    result.audio.receivedMs += ms;
    if (!data.samples.some((sample) => Math.abs(sample) > AUDIBLE)) return;
    const at = now();
    result.audio.audibleMs += ms;
    result.audio.firstAudibleAt ??= at;
    const last = result.audio.audibleRuns.at(-1);
    if (last && at - last[1] <= 60) last[1] = at;
    else result.audio.audibleRuns.push([at, at]);
  };
};

const socket = new WebSocket(options.wsUrl, options.origin ? { origin: options.origin } : {});
const send = (message: unknown) =>
  socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
const hangUp = () => send({ type: 'hangup' });
const early: RTCIceCandidateInit[] = [];
pc.onicecandidate = ({ candidate }) => {
  if (candidate?.candidate) {
    send({
      type: 'ice-candidate',
      candidate: candidate.candidate,
      sdpMLineIndex: candidate.sdpMLineIndex,
      sdpMid: candidate.sdpMid,
    });
  }
};
socket.on('open', async () => {
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  send({ type: 'offer', sdp: offer.sdp, session_id: session, agent_id: agent });
});
let ttsSeen = false;
socket.on('message', async (data) => {
  const message = JSON.parse(data.toString()) as PeerMessage;
  result.messages.push({ ...message, at: now() });
  if (message.type === 'answer') {
    await pc.setRemoteDescription({ type: 'answer', sdp: String(message.sdp) });
    for (const candidate of early.splice(0)) await pc.addIceCandidate(candidate);
  } else if (message.type === 'ice-candidate') {
    const { candidate, sdpMLineIndex, sdpMid } = message as unknown as RTCIceCandidateInit;
    const init = { candidate, sdpMLineIndex, sdpMid };
    if (pc.remoteDescription) await pc.addIceCandidate(init);
    else early.push(init);
  } else if (message.type === 'connection_established') {
    for (const at of options.playAtMs ?? [0]) setTimeout(say, at);
    if (options.hangUpAfterMs) setTimeout(hangUp, options.hangUpAfterMs);
  } else if (message.type === 'tts_playing' && !ttsSeen) {
    ttsSeen = true;
    if (options.bargeInAfterTtsMs !== undefined) setTimeout(say, options.bargeInAfterTtsMs);
  }
  if (message.type === options.hangUpOnMessage) hangUp();
});
socket.on('close', (code, reason) => {
  result.closeCode = code;
  result.closeReason = reason.toString();
  // Audio still in flight is not waited for: the call is over.
  setTimeout(finish, 100);
});
socket.on('error', () => finish());
