import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { IceServer, VoiceEngines } from '../../../shared/schemas/voice';
import { createCallRecords, type CallRecords } from './call-records';
import type { VoiceCaller } from './voice-caller';
import { keyOf, userIdOf } from '../auth/principal';
import { createSpeechEngines } from './engines/create-speech-engines';
import { openCallMedia } from './media/open-call-media';
import type { EngineAvailability, SpeechToText, TextToSpeech } from './speech-engines';
import { createSileroVadModel } from './turns/silero-vad-model';
import type { OpenCallMedia, TurnDetectorSettings, VoiceActivityModel } from './voice-contracts';
import { createVoiceTokens, voiceTokenKey, type VoiceTokens } from './voice-token';

/** A call the service can end when the server stops or its access is revoked. */
interface LiveCall {
  readonly caller: VoiceCaller;
  end(reason: 'shutdown' | 'access_revoked'): Promise<void>;
}

/** Everything a call needs that outlives it: engines, settings, tokens, the live calls. */
export interface VoiceService {
  tokens: VoiceTokens;
  iceServers: IceServer[];
  engines: { stt: SpeechToText; tts: TextToSpeech };
  engineInfo(): VoiceEngines;
  /** Whether calls can work now, with the sentence saying why not. */
  availability(): Promise<{ stt: EngineAvailability; tts: EngineAvailability }>;
  turnSettings: TurnDetectorSettings;
  maxCallSeconds: number;
  records: CallRecords;
  openMedia: OpenCallMedia;
  createVad(): Promise<VoiceActivityModel>;
  /** Takes a call unless the server already carries VOICE_MAX_CALLS. */
  admit(call: LiveCall): boolean;
  forget(call: LiveCall): void;
  readonly activeCalls: number;
  /** Ends every call (server shutdown), telling each caller why. */
  endAll(): Promise<void>;
  /** Ends the calls made with a key, or with or to an account, that can no longer be used. */
  endRevoked(which: { keyId?: string; userId?: string }): Promise<number>;
}

export function createVoiceService(options: {
  config: AppConfig;
  db: Db;
  authSecret: string;
  /** Tests swap engines for ones pointed at local protocol fakes through configuration instead. */
}): VoiceService {
  const { voice } = options.config;
  const engines = createSpeechEngines(voice);
  const calls = new Set<LiveCall>();
  return {
    tokens: createVoiceTokens(voiceTokenKey(options.authSecret)),
    iceServers: voice.iceServers,
    engines,
    engineInfo: () => ({
      stt: { provider: engines.stt.name, note: engines.stt.note },
      tts: { provider: engines.tts.name },
    }),
    availability: async () => {
      const [stt, tts] = await Promise.all([engines.stt.check(), engines.tts.check()]);
      return { stt, tts };
    },
    turnSettings: {
      threshold: voice.vadThreshold,
      silenceMs: voice.silenceMs,
      minSpeechMs: voice.minSpeechMs,
      bargeInMs: voice.bargeInMs,
    },
    maxCallSeconds: voice.maxCallSeconds,
    records: createCallRecords(options.db),
    openMedia: openCallMedia,
    createVad: createSileroVadModel,
    admit(call) {
      if (calls.size >= voice.maxCalls) return false;
      calls.add(call);
      return true;
    },
    forget: (call) => void calls.delete(call),
    get activeCalls() {
      return calls.size;
    },
    endAll: async () => {
      await Promise.all([...calls].map((call) => call.end('shutdown')));
    },
    async endRevoked({ keyId, userId }) {
      const revoked = [...calls].filter(({ caller: { principal, agent } }) => {
        if (keyId !== undefined && keyOf(principal)?.keyId === keyId) return true;
        return userId !== undefined && (userIdOf(principal) === userId || agent.ownerId === userId);
      });
      await Promise.all(revoked.map((call) => call.end('access_revoked')));
      return revoked.length;
    },
  };
}
