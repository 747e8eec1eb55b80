import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  VOICE_CLOSE,
  VOICE_OFFER_TIMEOUT_MS,
  VoiceClientMessageSchema,
  type VoiceClientMessage,
  type VoiceServerMessage,
} from '../../../shared/schemas/voice';
import type { Db } from '../../db/client';
import type { TurnRuntime } from '../chat';
import { endedWhileHeld } from '../handoff';
import { CallAllowance } from './call-allowance';
import type { CallEndReason } from './call-records';
import { CallListener } from './call-listener';
import type { ReplyContext } from './call-reply';
import { CallTurns } from './call-turns';
import type { VoiceCaller } from './voice-caller';
import type { CallMedia } from './voice-contracts';
import type { VoiceService } from './voice-service';
import { speakNotice } from './spoken-notice';

/** ICE gives up on its own after about 30 s; this is the backstop. */
const CONNECT_TIMEOUT_MS = 45_000;

const ENDINGS: Record<CallEndReason, string> = {
  hang_up: 'Call ended.',
  socket_closed: 'Call ended.',
  ice_failed: 'Connection failed. Please try again.',
  server_error: 'The call stopped because of a problem on our side. Please try again.',
  time_limit: 'This call reached its time limit.',
  voice_limit: "Today's voice time on this plan is used up. You can go on by typing.",
  shutdown: 'The server is restarting. Please call again in a moment.',
  access_revoked: 'This call ended because its access was revoked.',
};

const CANNOT_HEAR =
  'The call ended: your words could not be recognised several times in a row. Please type your message, or call again later.';

/**
 * One voice call, from the offer to the last word: signalling on the socket, audio over
 * WebRTC, the caller's speech through the VAD and turn detector, each turn a CallReply.
 */
export class VoiceCall {
  private media: CallMedia | null = null;
  private listener: CallListener | null = null;
  private turns: CallTurns | null = null;
  private inbox: Promise<void> = Promise.resolve();
  private callId: Promise<string | null> | null = null;
  private ended = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private closeModel: () => Promise<void> = async () => {};
  private allowance: CallAllowance | null = null;

  constructor(
    private readonly options: {
      socket: WebSocket;
      caller: VoiceCaller;
      sessionId: string;
      db: Db;
      runtime: TurnRuntime;
      service: VoiceService;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Starts listening for the offer; the call ends by itself when the socket or media go. */
  start(early: string[] = []) {
    const { socket } = this.options;
    if (socket.readyState !== socket.OPEN) return void this.end('socket_closed');
    // In order: a candidate must not overtake the offer it belongs to.
    const receive = (text: string, isBinary: boolean) => {
      this.inbox = this.inbox.then(() => this.receive(text, isBinary));
    };
    for (const text of early) receive(text, false);
    socket.on('message', (data, isBinary) => receive(data.toString(), isBinary));
    socket.on('close', () => void this.end('socket_closed'));
    socket.on('error', (error) => this.options.log.info({ err: error }, 'voice: socket error'));
    this.timers.push(
      setTimeout(() => {
        if (!this.media) void this.end('socket_closed', 'No call offer arrived in time.');
      }, VOICE_OFFER_TIMEOUT_MS),
    );
  }

  /** Who is calling whom: lets the service end calls whose key or account was revoked. */
  get caller(): VoiceCaller {
    return this.options.caller;
  }

  send(message: VoiceServerMessage) {
    const { socket } = this.options;
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  /** Ends the call once: stops the reply (keeping what was heard), media, and the record. */
  async end(reason: CallEndReason, sentence = ENDINGS[reason]) {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.listener?.close();
    await this.turns?.close();
    this.media?.close();
    await this.closeModel().catch(() => {});
    await this.allowance?.settle().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'voice: unused voice time not given back');
    });
    const callId = await this.callId;
    if (callId)
      await this.options.service.records.end(callId, reason).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'voice: call record not completed');
      });
    const { socket } = this.options;
    if (reason !== 'socket_closed' || sentence !== ENDINGS.socket_closed) {
      this.send({ type: 'connection_closed', reason: sentence });
    }
    if (socket.readyState === socket.OPEN) socket.close(VOICE_CLOSE.normal, 'call ended');
    await this.options.service.forget(this);
  }

  private async receive(text: string, isBinary: boolean) {
    let message: VoiceClientMessage;
    try {
      message = VoiceClientMessageSchema.parse(isBinary ? null : JSON.parse(text));
    } catch {
      return this.send({
        type: 'error',
        message: 'That message was not understood by the voice server.',
      });
    }
    try {
      if (message.type === 'offer') await this.answer(message.sdp);
      else if (message.type === 'ice-candidate') await this.media?.addCandidate(message);
      else await this.end('hang_up');
    } catch (error) {
      this.options.log.warn({ err: error }, 'voice: signalling failed');
      if (message.type === 'offer')
        await this.fail('The call could not be set up: the offer was refused.');
    }
  }

  private async fail(sentence: string) {
    // A call already ending (hung up, out of voice time) has its own last words.
    if (this.ended) return;
    this.send({ type: 'error', message: sentence });
    await this.end('server_error', sentence);
  }

  private async answer(sdp: string) {
    if (this.media || this.ended) {
      return this.send({ type: 'error', message: 'This call is already set up.' });
    }
    if (await endedWhileHeld(this.options, this)) return;
    const { service } = this.options;
    const model = await service.createVad();
    this.closeModel = () => model.close();
    if (this.ended) return void (await this.closeModel());
    this.listener = new CallListener({
      model,
      settings: service.turnSettings,
      coachSpeaking: () => this.turns?.coachSpeaking ?? false,
      send: (message) => this.send(message),
      onSignal: (signal) => this.turns?.onSignal(signal),
      onError: (error) => {
        this.options.log.error({ err: error }, 'voice: VAD failed');
        void this.fail('Listening stopped because of a problem on our side. Please call again.');
      },
    });
    const listener = this.listener;
    this.media = service.openMedia({
      iceServers: service.iceServers,
      events: {
        onCandidate: (candidate) =>
          this.send(
            candidate
              ? { type: 'ice-candidate', ...candidate }
              : { type: 'ice_gathering_complete' },
          ),
        // Its database work (the call record, the voice time) may fail: that ends this call,
        // never the process, as an unhandled rejection would.
        onState: (state) =>
          this.onMediaState(state).catch((error: unknown) => {
            this.options.log.error({ err: error }, 'voice: call not started');
            void this.fail(
              'The call could not start because of a problem on our side. Please call again.',
            );
          }),
        onFrame: (frame) => listener.push(frame),
      },
    });
    this.turns = new CallTurns({
      context: this.replyContext(this.media),
      records: service.records,
      callId: () => this.callId,
      send: (message) => this.send(message),
      log: this.options.log,
      onDeaf: () => void this.end('server_error', CANNOT_HEAR),
    });
    const answer = await this.media.answer(sdp);
    this.send({ type: 'answer', sdp: answer });
    // A peer that never connects (a firewall eating UDP) must not hold a line open for ever.
    this.timers.push(
      setTimeout(() => {
        if (!this.callId) void this.end('ice_failed');
      }, CONNECT_TIMEOUT_MS),
    );
  }

  private async onMediaState(state: string) {
    if (state === 'failed') return this.end('ice_failed');
    if (state === 'closed') return this.end('socket_closed');
    if (state !== 'connected' || this.callId) return;
    const { caller, sessionId, service } = this.options;
    this.callId = service.records
      .start({
        principal: caller.principal,
        agentId: caller.agent.id,
        sessionId,
        channel: caller.channel,
        sttProvider: service.engines.stt.name,
        ttsProvider: service.engines.tts.name,
      })
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'voice: call record not written');
        return null;
      });
    const callId = await this.callId;
    if (!(await this.startAllowance()) || this.ended) return;
    this.send({
      type: 'connection_established',
      session_id: sessionId,
      call_id: callId ?? '',
      engines: service.engineInfo(),
    });
    this.timers.push(setTimeout(() => void this.end('time_limit'), service.maxCallSeconds * 1000));
  }

  /**
   * Reserves the call's voice time on the plan it is billed to; false (and the call refused)
   * when none is left today. A minute before the plan's time runs out the caller hears so,
   * and at the end a goodbye before the call closes.
   */
  private async startAllowance(): Promise<boolean> {
    const { caller, runtime, log } = this.options;
    const { billed } = caller;
    const allowance = new CallAllowance({
      usage: runtime.usage,
      accountId: billed.accountId,
      onWarning: (secondsLeft) => {
        const message = `About ${secondsLeft === 60 ? 'one minute' : `${secondsLeft} seconds`} of voice time is left today; the call will end then.`;
        this.send({ type: 'time_warning', seconds_left: secondsLeft, message });
        void this.say(message);
      },
      onExhausted: () => {
        void this.say("That's all the voice time for today. Goodbye.").then(() =>
          this.end('voice_limit'),
        );
      },
      onError: (error) => {
        log.error({ err: error }, 'voice: voice time not reserved');
        void this.fail('The call stopped because of a problem on our side. Please try again.');
      },
    });
    this.allowance = allowance;
    if (await allowance.start()) return true;
    const refusal = await runtime.usage.voiceLimitError(billed);
    this.send({ type: 'error', message: refusal.message, code: 'voice_limit' });
    await this.end('voice_limit', refusal.message);
    return false;
  }

  private async say(text: string) {
    const { media, ended } = this;
    if (!media || ended) return;
    const { service, caller } = this.options;
    await speakNotice({
      tts: service.engines.tts,
      speaker: media.speaker,
      language: caller.language,
      text,
    });
  }

  private replyContext(media: CallMedia): ReplyContext {
    const { caller, sessionId, db, runtime, service, log } = this.options;
    return {
      db,
      runtime,
      principal: caller.principal,
      agentId: caller.agent.id,
      sessionId,
      language: caller.language,
      stt: service.engines.stt,
      tts: service.engines.tts,
      speaker: media.speaker,
      send: (message) => this.send(message),
      log,
    };
  }
}
