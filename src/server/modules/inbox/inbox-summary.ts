import { eq, sql } from 'drizzle-orm';
import type { InboxConversation } from '../../../shared/schemas/inbox';
import { apiKeys } from '../../db/api-keys-schema';
import { conversations } from '../../db/chat-schema';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

const c = conversations;

interface LastMessage {
  role: 'user' | 'coach' | 'staff' | 'notice';
  content: string;
  created_at: string;
}

/**
 * What the inbox says of one conversation, as columns of one statement: each fact is a
 * correlated subquery on the conversation's own rows (by their conversation_id indexes),
 * so a page of 100 is one round trip.
 */
const summaryColumns = {
  id: c.id,
  sessionId: c.sessionId,
  agentId: c.agentId,
  agentName: agents.name,
  channel: c.channel,
  apiKeyId: c.apiKeyId,
  apiKeyName: apiKeys.name,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  /** The exact stored moment as text, for the page cursor (a Date keeps only milliseconds). */
  activityCursor: sql<string>`${c.updatedAt}::text`,
  handoffState: c.handoffState,
  handoffRequestedAt: c.handoffRequestedAt,
  takenByName: c.takenByName,
  // The page the widget was opened on; several widget sessions may share one chat.
  origin: sql<string | null>`case when ${c.channel} = 'widget' then (
    select w.origin from widget_sessions w
    where w.key_id = ${c.apiKeyId} and w.session_id = ${c.sessionId}
    order by w.created_at limit 1) end`,
  voice: sql<boolean>`(exists (select 1 from messages m
      where m.conversation_id = ${c.id} and m.via = 'voice')
    or exists (select 1 from voice_calls v
      where v.agent_id = ${c.agentId} and v.session_id = ${c.sessionId}
        and v.api_key_id is not distinct from ${c.apiKeyId}))`,
  messageCount: sql<number>`(select count(*)::int from messages m where m.conversation_id = ${c.id})`,
  lastMessage: sql<LastMessage | null>`(select json_build_object(
      'role', m.role, 'content', left(m.content, 200), 'created_at', m.created_at)
    from messages m where m.conversation_id = ${c.id} order by m.position desc limit 1)`,
  ratedDown: sql<boolean>`exists (select 1 from feedback f
    where f.conversation_id = ${c.id} and f.rating = 'negative')`,
  hasFiles: sql<boolean>`exists (select 1 from conversation_files cf
    where cf.conversation_id = ${c.id})`,
};

/** The conversations with their agent and key, ready for a WHERE, ORDER BY and LIMIT. */
export const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(c)
    .innerJoin(agents, eq(agents.id, c.agentId))
    .leftJoin(apiKeys, eq(apiKeys.id, c.apiKeyId));

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

const iso = (moment: Date | string) => new Date(moment).toISOString();

/** A row as the inbox's API gives it. */
export function toInboxConversation(row: SummaryRow): InboxConversation {
  // JSON from the driver is parsed by node-postgres and PGlite alike; text if a driver does not.
  const last: LastMessage | null =
    typeof row.lastMessage === 'string'
      ? (JSON.parse(row.lastMessage) as LastMessage)
      : row.lastMessage;
  return {
    id: row.id,
    session_id: row.sessionId,
    agent_id: row.agentId,
    agent_name: row.agentName,
    channel: row.channel,
    voice: row.voice,
    api_key_id: row.apiKeyId,
    api_key_name: row.apiKeyName,
    origin: row.origin,
    started_at: iso(row.createdAt),
    last_activity_at: iso(row.updatedAt),
    message_count: row.messageCount,
    last_message: last && { ...last, created_at: iso(last.created_at) },
    rated_down: row.ratedDown,
    has_files: row.hasFiles,
    handoff_state: row.handoffState,
    handoff_requested_at: row.handoffRequestedAt && iso(row.handoffRequestedAt),
    taken_by_name: row.takenByName,
  };
}
