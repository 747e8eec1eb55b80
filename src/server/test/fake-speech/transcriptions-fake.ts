import { parseWav } from '../../modules/voice';
import { pause, sendJson, untilClosed } from '../fake-llm/wire';
import { openAiError, type RecordedTranscription, type SpeechExchange } from './behaviour';

/**
 * `POST /v1/audio/transcriptions`: multipart with `file` and `model` (required), `language`
 * and `response_format` (json, text or verbose_json) like the real API. The multipart is
 * parsed by the platform's own `Request.formData()`, not by hand.
 */
export async function answerTranscription(
  x: SpeechExchange,
  record: (recorded: RecordedTranscription) => void,
  nextTranscript: () => string,
): Promise<void> {
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': x.headers['content-type'] ?? '' },
    body: new Uint8Array(x.body),
  })
    .formData()
    .catch(() => null);
  if (!form) return openAiError(x.res, 400, 'Could not parse multipart form.');
  const file = form.get('file');
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const bytes = typeof file === 'object' && file ? new Uint8Array(await file.arrayBuffer()) : null;
  const audio = bytes ? safeParseWav(bytes) : null;
  record({
    headers: x.headers,
    model: field('model'),
    language: field('language'),
    responseFormat: field('response_format'),
    fileName: typeof file === 'object' && file ? file.name : null,
    fileType: typeof file === 'object' && file ? file.type : null,
    audio,
    durationMs: audio ? (audio.samples.length / audio.sampleRate) * 1000 : null,
  });
  if (!bytes) return openAiError(x.res, 400, "Missing required parameter: 'file'.");
  if (!field('model')) return openAiError(x.res, 400, "Missing required parameter: 'model'.");
  if (x.behaviour.hang) return untilClosed(x.signal);
  if (!(await pause(x.behaviour.delayMs, x.signal))) return;
  const failStatus = x.takeFailure();
  if (failStatus) return openAiError(x.res, failStatus, `Fake failure (${failStatus}).`);
  const text = nextTranscript();
  const format = field('response_format') ?? 'json';
  if (format === 'text') {
    x.res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    return void x.res.end(text);
  }
  if (format === 'verbose_json') {
    const duration = audio ? audio.samples.length / audio.sampleRate : 0;
    const language = field('language') ?? 'english';
    return sendJson(x.res, 200, { task: 'transcribe', language, duration, text, segments: [] });
  }
  sendJson(x.res, 200, { text });
}

function safeParseWav(bytes: Uint8Array) {
  try {
    return parseWav(bytes);
  } catch {
    return null;
  }
}
