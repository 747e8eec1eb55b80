import type { AppConfig } from '../../../config';
import type { SpeechToText, TextToSpeech } from '../speech-engines';
import { EspeakTextToSpeech } from './espeak-text-to-speech';
import { OpenAiSpeechToText } from './openai-speech-to-text';
import { OpenAiTextToSpeech } from './openai-text-to-speech';
import { PocketsphinxSpeechToText } from './pocketsphinx-speech-to-text';

export type SpeechConfig = Pick<AppConfig['voice'], 'stt' | 'tts'>;

export interface SpeechEngines {
  stt: SpeechToText;
  tts: TextToSpeech;
}

/**
 * The engines the configuration asks for: a provider speaking the OpenAI audio format, or
 * the local Debian programs (pocketsphinx, espeak-ng) so a server with no key still talks.
 * Nothing is started or checked here; each engine's check() says whether it can work.
 */
export function createSpeechEngines({ stt, tts }: SpeechConfig): SpeechEngines {
  return {
    stt:
      stt.provider === 'local'
        ? new PocketsphinxSpeechToText(stt.pocketsphinxPath)
        : new OpenAiSpeechToText({
            provider: stt.provider,
            baseUrl: stt.baseUrl,
            apiKey: stt.apiKey,
            model: stt.model,
          }),
    tts:
      tts.provider === 'local'
        ? new EspeakTextToSpeech(tts.espeakPath)
        : new OpenAiTextToSpeech({
            provider: tts.provider,
            baseUrl: tts.baseUrl,
            apiKey: tts.apiKey,
            model: tts.model,
            voice: tts.voice,
          }),
  };
}
