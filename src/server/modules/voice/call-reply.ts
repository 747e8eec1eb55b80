import type { FastifyBaseLogger } from 'fastify';
import type { VoiceServerMessage } from '../../../shared/schemas/voice';
import type { Db } from '../../db/client';
import type { Principal } from '../auth';
import { keepHeardPartOfReply } from '../chat';
import { runChatTurn, type TurnRuntime } from '../chat';
import type { TurnEvent } from '../chat';
import type { TurnRecord } from './call-records';
import { SpeechChunker } from './engines/speech-chunker';
import { heardText } from './heard-text';
import {
  SpeechEngineError,
  type SpeechLanguage,
  type SpeechToText,
  type TextToSpeech,
} from './speech-engines';
import { SpeechOut } from './speech-out';
import { CALLER_SAMPLE_RATE, type CallSpeaker } from './voice-contracts';

/** What every reply of one call shares. */
export interface ReplyContext {
  db: Db;
  runtime: TurnRuntime;
  principal: Principal;
  agentId: string;
  sessionId: string;
  language: SpeechLanguage;
  stt: SpeechToText;
  tts: TextToSpeech;
  speaker: CallSpeaker;
  send: (message: VoiceServerMessage) => void;
  log: FastifyBaseLogger;
}

export interface Utterance {
  audio: Float32Array;
  speechMs: number;
  /** When the caller stopped speaking (ms since epoch). */
  endedAt: number;
}

export interface ReplyResult {
  record: TurnRecord;
  /**
   * The caller's words when the reply was dropped before they heard any of it (they went on
   * talking): they open the next turn, so one thought is one message.
   */
  carry: string | null;
  /** The recogniser failed on the caller's words (not dropped, not silence). */
  unheard: boolean;
}

const toPcm16 = (audio: Float32Array) =>
  Int16Array.from(audio, (sample) => Math.max(-32768, Math.min(32767, Math.round(sample * 32767))));

const SPEECH_FAILED = 'The coach could not be heard: speech failed. The reply is in the chat.';

/**
 * One turn of a call: the caller's utterance to text, the same chat turn as typed messages
 * (stored as spoken), the reply spoken piece by piece while it is written. It ends early when
 * the caller talks over it: played audio is cut and the reply is stored as far as it was heard.
 */
export class CallReply {
  readonly result: Promise<ReplyResult>;
  private readonly stopper = new AbortController();
  private readonly abandoner = new AbortController();
  private readonly playedAtStart: number;
  private heardMs: number | null = null;
  private stored: Extract<TurnEvent, { type: 'done' }> | null = null;
  private speech: SpeechOut | null = null;
  private unheard = false;

  constructor(
    private readonly context: ReplyContext,
    utterance: Utterance,
    carried: string | null,
  ) {
    this.playedAtStart = context.speaker.playedMs;
    this.result = this.run(utterance, carried);
  }

  /** Whether the coach's voice is coming out now (a caller speaking then may be barging in). */
  get audible(): boolean {
    return (
      this.heardMs === null &&
      this.speech?.firstAudioAt != null &&
      this.context.speaker.queuedMs > 0
    );
  }

  /** The caller talks over the coach: silence at once, keep what they heard. */
  bargeIn() {
    if (this.heardMs !== null) return;
    const { speaker } = this.context;
    this.heardMs = Math.max(0, speaker.playedMs - this.playedAtStart);
    speaker.clear();
    speaker.resume();
    this.stopper.abort();
    this.context.send({ type: 'tts_interrupted' });
  }

  /**
   * The caller said more, or the call ends: a reply they have started hearing (or that is
   * already stored) is cut like a barge-in; one they have not is dropped and its words carried.
   */
  supersede() {
    if (this.heardMs !== null || this.abandoner.signal.aborted) return;
    if (this.stored || (this.speech?.firstAudioAt ?? null) !== null) return this.bargeIn();
    this.abandoner.abort();
    this.context.speaker.clear();
  }

  private async run(utterance: Utterance, carried: string | null): Promise<ReplyResult> {
    const record: TurnRecord = {
      speechMs: Math.round(utterance.speechMs),
      endOfSpeechAt: new Date(utterance.endedAt),
      transcriptMs: null,
      firstTokenMs: null,
      firstAudioMs: null,
      replyAudioMs: 0,
      interrupted: false,
      error: null,
    };
    const since = () => Date.now() - utterance.endedAt;
    const fail = (message: string) => {
      record.error = message;
      this.context.send({ type: 'error', message });
    };
    const transcript = await this.transcribe(utterance, fail);
    record.transcriptMs = since();
    if (transcript === null) return { record, carry: carried, unheard: this.unheard };
    if (!transcript) return { record, carry: carried, unheard: this.unheard };
    this.context.send({ type: 'transcription', text: transcript });
    const message = carried ? `${carried} ${transcript}` : transcript;
    if (this.abandoner.signal.aborted) return { record, carry: message, unheard: false };

    await this.reply(message, record, since, fail);
    if (this.abandoner.signal.aborted && !this.stored)
      return { record, carry: message, unheard: false };
    record.firstAudioMs = this.speech?.firstAudioAt
      ? this.speech.firstAudioAt - utterance.endedAt
      : null;
    await this.settle(record);
    return { record, carry: null, unheard: false };
  }

  /** The words, '' when nothing was understood, null when recognition failed or was dropped. */
  private async transcribe(utterance: Utterance, fail: (message: string) => void) {
    const { stt, language, log } = this.context;
    try {
      const audio = { samples: toPcm16(utterance.audio), sampleRate: CALLER_SAMPLE_RATE };
      const text = await stt.transcribe(audio, { language, signal: this.abandoner.signal });
      return text.trim();
    } catch (error) {
      if (this.abandoner.signal.aborted) return null;
      this.unheard = true;
      log.warn(
        { err: error, detail: (error as SpeechEngineError).detail },
        'voice: recognition failed',
      );
      fail(
        error instanceof SpeechEngineError
          ? error.message
          : 'Your words could not be recognised. Please say that again.',
      );
      return null;
    }
  }

  private async reply(
    message: string,
    record: TurnRecord,
    since: () => number,
    fail: (m: string) => void,
  ) {
    const { context } = this;
    const speech = new SpeechOut({
      ...context,
      signal: AbortSignal.any([this.stopper.signal, this.abandoner.signal]),
    });
    this.speech = speech;
    const chunker = new SpeechChunker();
    let text = '';
    const turn = runChatTurn({
      db: context.db,
      runtime: context.runtime,
      principal: context.principal,
      input: {
        agentId: context.agentId,
        sessionId: context.sessionId,
        message,
        via: 'voice',
        // Answered in the call's language, which the recogniser was told to hear.
        language: context.language,
      },
      signal: this.abandoner.signal,
      stop: this.stopper.signal,
      streaming: true,
    });
    for await (const event of turn) {
      if (event.type === 'delta') {
        record.firstTokenMs ??= since();
        text += event.text;
        for (const piece of chunker.push(event.text)) speech.say(piece);
        context.send({ type: 'agent_response', text, partial: true });
      } else if (event.type === 'done') {
        this.stored = event;
        const { response, message_index } = event.reply;
        context.send({ type: 'agent_response', text: response, partial: false, message_index });
      } else if (event.type === 'error') {
        fail(event.error.message);
      }
    }
    for (const piece of chunker.flush()) speech.say(piece);
    await speech.finished().catch((error: unknown) => {
      context.log.warn({ err: error }, 'voice: speech failed');
      fail(error instanceof SpeechEngineError ? error.message : SPEECH_FAILED);
    });
  }

  /** Waits for the reply to play out, or stores what was heard of an interrupted one. */
  private async settle(record: TurnRecord) {
    const { speaker, send, db } = this.context;
    if (this.heardMs === null && !this.abandoner.signal.aborted) await speaker.drained();
    const pieces = this.speech?.pieces ?? [];
    if (this.heardMs === null) {
      record.replyAudioMs = Math.round(pieces.reduce((sum, piece) => sum + piece.audioMs, 0));
      if (record.firstAudioMs !== null) send({ type: 'tts_finished' });
      return;
    }
    record.interrupted = true;
    record.replyAudioMs = Math.round(this.heardMs);
    const stored = this.stored;
    if (!stored?.conversationId) return;
    const heard = heardText(pieces, this.heardMs) || '…';
    const position = stored.reply.message_index;
    await keepHeardPartOfReply({ db, conversationId: stored.conversationId, position, heard });
    send({
      type: 'agent_response',
      text: heard,
      partial: false,
      message_index: position,
      interrupted: true,
    });
  }
}
