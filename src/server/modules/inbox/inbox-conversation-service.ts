import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InboxConversationDetail } from '../../../shared/schemas/inbox';
import { conversationFiles, conversations, feedback, messages } from '../../db/chat-schema';
import type { Db } from '../../db/client';
import { voiceCalls, voiceTurns } from '../../db/voice-schema';
import { notFound } from '../../domain-error';
import { inboxConditions } from './inbox-filters';
import { ratingOfMessage } from './message-rating';
import { selectSummaries, toInboxConversation, type SummaryRow } from './inbox-summary';

async function transcript(db: Db, conversationId: string) {
  const rows = await db
    .select({ message: messages, rating: feedback.rating, reason: feedback.reason })
    .from(messages)
    .leftJoin(feedback, ratingOfMessage)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.position));
  return rows.map(({ message: m, rating, reason }) => ({
    index: m.position,
    role: m.role,
    content: m.content,
    author: m.author,
    created_at: m.createdAt.toISOString(),
    via: m.via,
    interrupted: m.interrupted,
    engine: m.engine,
    attachments: m.attachments,
    tool_calls: m.toolCalls,
    feedback: rating ? { rating, reason } : null,
  }));
}

/** The calls made in the conversation's chat session (the same agent, session and key). */
async function calls(db: Db, row: SummaryRow) {
  const called = await db
    .select()
    .from(voiceCalls)
    .where(
      and(
        eq(voiceCalls.agentId, row.agentId),
        eq(voiceCalls.sessionId, row.sessionId),
        sql`${voiceCalls.apiKeyId} is not distinct from ${row.apiKeyId}`,
      ),
    )
    .orderBy(asc(voiceCalls.startedAt));
  const turns =
    called.length === 0
      ? []
      : await db
          .select()
          .from(voiceTurns)
          .where(
            inArray(
              voiceTurns.callId,
              called.map((call) => call.id),
            ),
          )
          .orderBy(asc(voiceTurns.callId), asc(voiceTurns.turnIndex));
  return called.map((call) => ({
    id: call.id,
    started_at: call.startedAt.toISOString(),
    ended_at: call.endedAt?.toISOString() ?? null,
    end_reason: call.endReason,
    turns: turns
      .filter((turn) => turn.callId === call.id)
      .map((turn) => ({
        turn_index: turn.turnIndex,
        speech_ms: turn.speechMs,
        transcript_ms: turn.transcriptMs,
        first_token_ms: turn.firstTokenMs,
        first_audio_ms: turn.firstAudioMs,
        reply_audio_ms: turn.replyAudioMs,
        interrupted: turn.interrupted,
        error: turn.error,
      })),
  }));
}

/**
 * One conversation of the owner's agents, whole: its messages with their tool calls and
 * ratings, its calls' timings and the files read in it. Anyone else's is "not found".
 */
export async function readInboxConversation(options: {
  db: Db;
  ownerId: string;
  retentionMonths: number;
  conversationId: string;
}): Promise<InboxConversationDetail> {
  const { db, conversationId } = options;
  const [row] = await selectSummaries(db)
    .where(and(inboxConditions({ ...options, filter: {} }), eq(conversations.id, conversationId)))
    .limit(1);
  if (!row) throw notFound(`Conversation ${conversationId} was not found.`);
  const [said, voice, files] = await Promise.all([
    transcript(db, conversationId),
    calls(db, row),
    db
      .select({
        name: conversationFiles.name,
        position: conversationFiles.position,
        chars: sql<number>`length(${conversationFiles.text})::int`,
      })
      .from(conversationFiles)
      .where(eq(conversationFiles.conversationId, conversationId))
      .orderBy(asc(conversationFiles.position), asc(conversationFiles.createdAt)),
  ]);
  return { conversation: toInboxConversation(row), messages: said, voice_calls: voice, files };
}
