import { encodeWav } from '../../modules/voice';
import { pause, untilClosed } from '../fake-llm/wire';
import { openAiError, type RecordedSpeech, type SpeechExchange } from './behaviour';

export const FAKE_SPEECH_RATE = 24_000;
/** About the pace of real speech, so longer text takes proportionally longer to play. */
export const FAKE_SPEECH_MS_PER_CHAR = 60;
export const FAKE_SPEECH_MAX_MS = 10_000;

/**
 * What the fake "says" for a text: a 440 Hz tone, 60 ms per character (capped), as raw
 * s16le mono 24 kHz. Exported so tests can compare what arrived with what was sent.
 */
export function fakeSpeechPcm(text: string): Int16Array {
  const ms = Math.min(FAKE_SPEECH_MAX_MS, text.length * FAKE_SPEECH_MS_PER_CHAR);
  const samples = new Int16Array(Math.round((ms / 1000) * FAKE_SPEECH_RATE));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(8_000 * Math.sin((2 * Math.PI * 440 * i) / FAKE_SPEECH_RATE));
  }
  return samples;
}

/**
 * `POST /v1/audio/speech` with JSON `{ model, voice, input, response_format }`: `pcm` is
 * streamed in chunks with pauses between them, as the real API streams it; `wav` is the same
 * audio with a header. Other formats are refused (the fake does not encode mp3).
 */
export async function answerSpeech(x: SpeechExchange, recorded: RecordedSpeech): Promise<void> {
  const { body } = recorded;
  for (const name of ['model', 'voice', 'input']) {
    if (typeof body[name] !== 'string' || body[name] === '') {
      return openAiError(x.res, 400, `Missing required parameter: '${name}'.`);
    }
  }
  const format = body.response_format ?? 'mp3';
  if (format !== 'pcm' && format !== 'wav') {
    return openAiError(x.res, 400, `The fake only speaks pcm and wav, not ${String(format)}.`);
  }
  const b = x.behaviour;
  if (b.hang) return untilClosed(x.signal);
  if (!(await pause(b.delayMs, x.signal))) return;
  const failStatus = x.takeFailure();
  if (failStatus) return openAiError(x.res, failStatus, `Fake failure (${failStatus}).`);
  const pcm = fakeSpeechPcm(String(body.input));
  const bytes =
    format === 'wav'
      ? encodeWav({ samples: pcm, sampleRate: FAKE_SPEECH_RATE })
      : Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  x.res.writeHead(200, {
    'content-type': format === 'wav' ? 'audio/wav' : 'audio/pcm',
    'transfer-encoding': 'chunked',
  });
  x.res.flushHeaders();
  for (let offset = 0; offset < bytes.length; offset += b.chunkBytes) {
    if (offset > 0 && !(await pause(b.chunkDelayMs, x.signal))) return;
    x.res.write(bytes.subarray(offset, offset + b.chunkBytes));
    if (b.failMidStream) {
      // Let the first chunk reach the client before the connection dies, as a crash would.
      if (await pause(Math.max(b.chunkDelayMs, 20), x.signal)) x.destroy();
      return;
    }
  }
  x.res.end(() => {
    recorded.completedAt = Date.now();
  });
}
