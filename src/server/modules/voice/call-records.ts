import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voiceCalls, voiceTurns } from '../../db/voice-schema';
import { keyOf, userIdOf, type Principal } from '../auth';

export type CallEndReason =
  | 'hang_up'
  | 'socket_closed'
  | 'ice_failed'
  | 'server_error'
  | 'time_limit'
  | 'voice_limit'
  | 'shutdown'
  /** The key, account or agent behind the call was revoked or closed, on any node. */
  | 'access_revoked';

/** One turn's timings, each counted from the end of the caller's speech. */
export interface TurnRecord {
  speechMs: number;
  endOfSpeechAt: Date;
  transcriptMs: number | null;
  firstTokenMs: number | null;
  firstAudioMs: number | null;
  replyAudioMs: number;
  interrupted: boolean;
  error: string | null;
}

/** The call's row, written when media connects and completed when it ends. */
export function createCallRecords(db: Db) {
  return {
    async start(options: {
      principal: Principal;
      agentId: string;
      sessionId: string;
      channel: 'app' | 'widget';
      sttProvider: string;
      ttsProvider: string;
    }): Promise<string> {
      const [row] = await db
        .insert(voiceCalls)
        .values({
          agentId: options.agentId,
          sessionId: options.sessionId,
          ownerId: userIdOf(options.principal) ?? null,
          apiKeyId: keyOf(options.principal)?.keyId ?? null,
          channel: options.channel,
          sttProvider: options.sttProvider,
          ttsProvider: options.ttsProvider,
        })
        .returning({ id: voiceCalls.id });
      if (!row) throw new Error('voice call row was not written');
      return row.id;
    },

    async turn(callId: string, turnIndex: number, turn: TurnRecord): Promise<void> {
      await db.insert(voiceTurns).values({ callId, turnIndex, ...turn });
      await db
        .update(voiceCalls)
        .set({
          callerSpeechMs: sql`${voiceCalls.callerSpeechMs} + ${turn.speechMs}`,
          coachSpeechMs: sql`${voiceCalls.coachSpeechMs} + ${turn.replyAudioMs}`,
        })
        .where(eq(voiceCalls.id, callId));
    },

    async end(callId: string, reason: CallEndReason): Promise<void> {
      await db
        .update(voiceCalls)
        .set({ endedAt: new Date(), endReason: reason })
        .where(eq(voiceCalls.id, callId));
    },
  };
}

export type CallRecords = ReturnType<typeof createCallRecords>;
