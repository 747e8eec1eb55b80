import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  INBOX_EXPORT_COLUMNS,
  type InboxExportQuery,
  type InboxExportRow,
  type InboxFilter,
} from '../../../shared/schemas/inbox';
import { apiKeys } from '../../db/api-keys-schema';
import { conversations, feedback, messages } from '../../db/chat-schema';
import type { Db } from '../../db/client';
import { downloadBody } from '../../lib/download-body';
import { agents } from '../../db/schema';
import type { PageCursor } from './inbox-cursor';
import { ratingOfMessage } from './message-rating';
import { inboxConditions } from './inbox-filters';

/** Conversations read per query while the answer streams, so memory stays flat. */
const CONVERSATIONS_PER_PAGE = 200;

interface Selection {
  db: Db;
  ownerId: string;
  retentionMonths: number;
  filter: InboxFilter;
}

/** The selected conversations, oldest first, page by page (an update does not move one). */
async function* conversationPages(selection: Selection) {
  const c = conversations;
  let after: PageCursor | undefined;
  for (;;) {
    const page = await selection.db
      .select({
        id: c.id,
        startedAt: sql<string>`${c.createdAt}::text`,
        sessionId: c.sessionId,
        agentId: c.agentId,
        agentName: agents.name,
        channel: c.channel,
        apiKeyId: c.apiKeyId,
        apiKeyName: apiKeys.name,
      })
      .from(c)
      .innerJoin(agents, eq(agents.id, c.agentId))
      .leftJoin(apiKeys, eq(apiKeys.id, c.apiKeyId))
      .where(
        and(
          inboxConditions(selection),
          after && sql`(${c.createdAt}, ${c.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(c.createdAt), asc(c.id))
      .limit(CONVERSATIONS_PER_PAGE);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < CONVERSATIONS_PER_PAGE) return;
    after = { at: last.startedAt, id: last.id };
  }
}

/** Every message of the selected conversations, one row each with its conversation's facts. */
async function* exportRows(selection: Selection): AsyncGenerator<InboxExportRow> {
  for await (const page of conversationPages(selection)) {
    const said = await selection.db
      .select({ message: messages, rating: feedback.rating, reason: feedback.reason })
      .from(messages)
      .leftJoin(feedback, ratingOfMessage)
      .where(
        inArray(
          messages.conversationId,
          page.map((conversation) => conversation.id),
        ),
      )
      .orderBy(asc(messages.conversationId), asc(messages.position));
    const byConversation = new Map<string, typeof said>();
    for (const row of said) {
      const rows = byConversation.get(row.message.conversationId);
      if (rows) rows.push(row);
      else byConversation.set(row.message.conversationId, [row]);
    }
    for (const conversation of page) {
      for (const { message: m, rating, reason } of byConversation.get(conversation.id) ?? []) {
        yield {
          conversation_id: conversation.id,
          session_id: conversation.sessionId,
          agent_id: conversation.agentId,
          agent_name: conversation.agentName,
          channel: conversation.channel,
          api_key_id: conversation.apiKeyId,
          api_key_name: conversation.apiKeyName,
          message_index: m.position,
          role: m.role,
          author: m.author,
          content: m.content,
          via: m.via,
          created_at: m.createdAt.toISOString(),
          feedback: rating,
          feedback_reason: reason,
        };
      }
    }
  }
}

/**
 * The inbox's current selection as a download, one row per message: JSON (an array) or CSV
 * with a header row, streamed page by page. What people wrote is formula-escaped in CSV, so a
 * spreadsheet never runs a visitor's "=…".
 */
export function exportInbox(options: {
  db: Db;
  ownerId: string;
  retentionMonths: number;
  query: InboxExportQuery;
}) {
  const { format, ...filter } = options.query;
  const rows = exportRows({ ...options, filter });
  const { body, contentType } = downloadBody(rows, format, INBOX_EXPORT_COLUMNS);
  const day = new Date().toISOString().slice(0, 10);
  return {
    body,
    contentType,
    fileName: `inbox-${day}.${format}`,
  };
}
