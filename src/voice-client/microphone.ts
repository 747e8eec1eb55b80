import { CALL_TEXTS } from './call-texts';

/** The caller's microphone as the call wants it: mono, 16 kHz, cleaned up by the browser. */
export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined') {
    throw new Error(CALL_TEXTS.unsupported);
  }
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: {
        channelCount: 1,
        sampleRate: 16_000,
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError')
      throw new Error(CALL_TEXTS.micDenied);
    if (name === 'NotFoundError' || name === 'OverconstrainedError')
      throw new Error(CALL_TEXTS.micMissing);
    throw new Error(CALL_TEXTS.micMissing);
  }
}
