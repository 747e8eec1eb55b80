import type { FastifyBaseLogger } from 'fastify';
import type { VoiceServerMessage } from '../../../shared/schemas/voice';
import type { CallRecords } from './call-records';
import { CallReply, type ReplyContext, type Utterance } from './call-reply';
import type { TurnSignal } from './voice-contracts';

/**
 * Recognition failing this many turns in a row (a provider refusing the key, a recogniser gone)
 * will not mend during the call: it ends rather than spend the caller's minutes on errors.
 */
export const MAX_UNHEARD_TURNS = 3;

/**
 * The call's turns, one after another: each utterance becomes a CallReply once the one before
 * has finished, the caller's voice over the coach pauses, resumes or stops it, and each turn's
 * timings are recorded.
 */
export class CallTurns {
  private reply: CallReply | null = null;
  private queue: Promise<void> = Promise.resolve();
  private carried: string | null = null;
  private turnIndex = 0;
  private closed = false;
  /** Turns in a row whose words the recogniser failed on. */
  private unheardInARow = 0;

  constructor(
    private readonly options: {
      context: ReplyContext;
      records: CallRecords;
      /** The call's record id once media connected (null if it could not be written). */
      callId: () => Promise<string | null> | null;
      send: (message: VoiceServerMessage) => void;
      log: FastifyBaseLogger;
      /** The recogniser failed on MAX_UNHEARD_TURNS turns in a row: the call should end. */
      onDeaf: () => void;
    },
  ) {}

  /** Whether the coach's voice is coming out now. */
  get coachSpeaking(): boolean {
    return this.reply?.audible ?? false;
  }

  onSignal(signal: TurnSignal) {
    const { speaker } = this.options.context;
    if (signal.type === 'speech_start' && this.coachSpeaking) speaker.pause();
    else if (signal.type === 'noise') speaker.resume();
    else if (signal.type === 'barge_in') this.reply?.bargeIn();
    else if (signal.type === 'turn_end') this.take(signal);
  }

  /** Stops the reply in progress (keeping what was heard) and waits for every turn to settle. */
  async close(): Promise<void> {
    this.closed = true;
    this.reply?.supersede();
    await this.queue;
  }

  private take(utterance: Utterance) {
    if (this.closed) return;
    this.reply?.supersede();
    this.queue = this.queue
      .then(() => this.run(utterance))
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'voice: turn failed');
        const message = 'That turn failed on our side. Please say it again.';
        this.options.send({ type: 'error', message });
      });
  }

  private async run(utterance: Utterance) {
    if (this.closed) return;
    const reply = new CallReply(this.options.context, utterance, this.carried);
    this.reply = reply;
    const { record, carry, unheard } = await reply.result;
    this.carried = carry;
    this.unheardInARow = unheard ? this.unheardInARow + 1 : 0;
    if (this.unheardInARow >= MAX_UNHEARD_TURNS) this.options.onDeaf();
    if (this.reply === reply) this.reply = null;
    const callId = await this.options.callId();
    if (!callId) return;
    await this.options.records.turn(callId, this.turnIndex++, record).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'voice: turn record not written');
    });
  }
}
