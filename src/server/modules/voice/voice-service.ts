import type { RedisConnection } from '../../cluster/redis-connection';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { IceServer, VoiceEngines } from '../../../shared/schemas/voice';
import { createCallRecords, type CallRecords } from './call-records';
import type { VoiceCaller } from './voice-caller';
import { keyOf, userIdOf } from '../auth';
import { createSpeechEngines } from './engines/create-speech-engines';
import type { CallCaps } from './lines/call-caps';
import { createCallPlaces, type CallHold, type CallPlaces } from './lines/call-places';
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
  /** Calls in progress per address, account and widget session, and used tokens, on every node. */
  places: CallPlaces;
  caps: CallCaps;
  /**
   * Takes a call and the places it holds unless this server already carries VOICE_MAX_CALLS
   * (then the caller gives the places back).
   */
  admit(call: LiveCall, hold: CallHold): boolean;
  /** The call ended: its places are given back. */
  forget(call: LiveCall): Promise<void>;
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
  /** The auth secret before it, during a rotation: its voice tokens still open calls. */
  previousAuthSecret?: string;
  /** Where calls are counted across nodes; this process alone without it. */
  redis?: RedisConnection;
  /** Told when Redis failed and a count fell back to this node. */
  onFallback: (error: unknown) => void;
  /** Tests swap engines for ones pointed at local protocol fakes through configuration instead. */
}): VoiceService {
  const { voice } = options.config;
  const engines = createSpeechEngines(voice);
  const calls = new Map<LiveCall, CallHold>();
  return {
    tokens: createVoiceTokens(
      voiceTokenKey(options.authSecret),
      options.previousAuthSecret ? [voiceTokenKey(options.previousAuthSecret)] : [],
    ),
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
    places: createCallPlaces({ redis: options.redis, onFallback: options.onFallback }),
    caps: { perAddress: voice.callsPerAddress, perAccount: voice.callsPerAccount },
    admit(call, hold) {
      if (calls.size >= voice.maxCalls) return false;
      calls.set(call, hold);
      return true;
    },
    async forget(call) {
      const hold = calls.get(call);
      calls.delete(call);
      await hold?.release();
    },
    get activeCalls() {
      return calls.size;
    },
    endAll: async () => {
      await Promise.all([...calls.keys()].map((call) => call.end('shutdown')));
    },
    async endRevoked({ keyId, userId }) {
      const revoked = [...calls.keys()].filter(({ caller: { principal, agent } }) => {
        if (keyId !== undefined && keyOf(principal)?.keyId === keyId) return true;
        return userId !== undefined && (userIdOf(principal) === userId || agent.ownerId === userId);
      });
      await Promise.all(revoked.map((call) => call.end('access_revoked')));
      return revoked.length;
    },
  };
}
