/**
 * Voice calls: tokens, the call socket, speech engines and call records.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { servedLanguages } from './call-language';
export {
  createSpeechEngines,
  type SpeechConfig,
  type SpeechEngines,
} from './engines/create-speech-engines';
export { EspeakTextToSpeech } from './engines/espeak-text-to-speech';
export { resamplePcm } from './engines/resample';
export { encodeWav, parseWav } from './engines/wav';
export {
  type EngineAvailability,
  type PcmAudio,
  SpeechEngineError,
  type SpeechLanguage,
  type SpeechToText,
  type TextToSpeech,
} from './speech-engines';
export { voiceRoutes } from './voice-routes';
export { voiceServices } from './voice-module';
export { type VoiceService } from './voice-service';
export { MAX_VOICE_MESSAGE_BYTES, voiceSocketErrorHandler } from './voice-socket';
export { voiceUrlOf } from './voice-url';
