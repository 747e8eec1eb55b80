import type { SpeechLanguage, TextToSpeech } from './speech-engines';
import type { CallSpeaker } from './voice-contracts';

/** Longest a notice may hold up the end of a call when the speaker is slow to drain. */
const NOTICE_MAX_MS = 12_000;

/**
 * Says a sentence of the server's own in the coach's voice after whatever is playing (the
 * plan's time running out), and resolves once it has played or after NOTICE_MAX_MS.
 */
export async function speakNotice(options: {
  tts: TextToSpeech;
  speaker: CallSpeaker;
  language: SpeechLanguage;
  text: string;
}): Promise<void> {
  const { tts, speaker } = options;
  const signal = AbortSignal.timeout(NOTICE_MAX_MS);
  try {
    for await (const chunk of tts.synthesize(options.text, {
      language: options.language,
      signal,
    })) {
      speaker.enqueue(chunk, tts.sampleRate);
    }
    await Promise.race([
      speaker.drained(),
      new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true })),
    ]);
  } catch {
    // A notice that cannot be spoken is still sent as text; the call goes on to its end.
  }
}
