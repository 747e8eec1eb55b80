import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { KeySessions } from '../../../shared/schemas/api-keys';
import { conversations, messages } from '../../db/chat-schema';
import type { Db } from '../../db/client';
import { usageWindow } from './usage-window';

type Channel = KeySessions['sessions'][number]['channel'];

/**
 * The key's conversations in which a visitor wrote in the last `days` days (the sessions its
 * analytics count), the most recently active first, each with its whole transcript: what the
 * owner reads to see how their visitors talk to the agent. Two queries per page.
 */
export async function keySessions(options: {
  db: Db;
  keyId: string;
  days: number;
  skip: number;
  limit: number;
}): Promise<KeySessions> {
  const { db, keyId, skip, limit } = options;
  const since = usageWindow(options.days).since.toISOString();
  const ofKey = and(
    eq(conversations.apiKeyId, keyId),
    sql`exists (select 1 from messages m where m.conversation_id = ${conversations.id}
      and m.role = 'user' and m.created_at >= ${since}::timestamptz)`,
  );
  const [counted] = await db.select({ total: count() }).from(conversations).where(ofKey);
  const page = await db
    .select({
      id: conversations.id,
      sessionId: conversations.sessionId,
      channel: conversations.channel,
      createdAt: conversations.createdAt,
      // The page the widget was opened on; several widget sessions may share one chat.
      origin: sql<string | null>`(
        select w.origin from widget_sessions w
        where w.key_id = ${conversations.apiKeyId} and w.session_id = ${conversations.sessionId}
        order by w.created_at limit 1)`,
    })
    .from(conversations)
    .where(ofKey)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .offset(skip)
    .limit(limit);
  const transcript =
    page.length === 0
      ? []
      : await db
          .select({
            conversationId: messages.conversationId,
            index: messages.position,
            role: messages.role,
            content: messages.content,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(
            inArray(
              messages.conversationId,
              page.map((c) => c.id),
            ),
          )
          .orderBy(asc(messages.conversationId), asc(messages.position));
  const byConversation = new Map<string, typeof transcript>();
  for (const m of transcript) {
    const said = byConversation.get(m.conversationId);
    if (said) said.push(m);
    else byConversation.set(m.conversationId, [m]);
  }
  return {
    total: counted?.total ?? 0,
    skip,
    limit,
    sessions: page.map((conversation) => {
      const said = byConversation.get(conversation.id) ?? [];
      const last = said.at(-1);
      return {
        session_id: conversation.sessionId,
        // Conversations of a key are never 'app' ones; a widget's are 'widget', the rest 'api'.
        channel: (conversation.channel === 'widget' ? 'widget' : 'api') satisfies Channel,
        origin: conversation.channel === 'widget' ? conversation.origin : null,
        started_at: conversation.createdAt.toISOString(),
        last_message_at: last ? last.createdAt.toISOString() : null,
        messages: said.map((m) => ({
          index: m.index,
          role: m.role,
          content: m.content,
          created_at: m.createdAt.toISOString(),
        })),
      };
    }),
  };
}
