import { and, desc, sql } from 'drizzle-orm';
import type { InboxList, InboxListQuery } from '../../../shared/schemas/inbox';
import { conversations } from '../../db/chat-schema';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor } from './inbox-cursor';
import { inboxConditions } from './inbox-filters';
import { selectSummaries, toInboxConversation } from './inbox-summary';

/**
 * One page of an owner's inbox, newest activity first, in one statement; the next page
 * starts strictly after this one's last (updated_at, id), so rows that move up meanwhile are
 * not repeated.
 */
export async function listInbox(options: {
  db: Db;
  ownerId: string;
  retentionMonths: number;
  query: InboxListQuery;
}): Promise<InboxList> {
  const { cursor, limit, ...filter } = options.query;
  const after = cursor ? decodeCursor(cursor) : undefined;
  const c = conversations;
  const rows = await selectSummaries(options.db)
    .where(
      and(
        inboxConditions({
          ownerId: options.ownerId,
          retentionMonths: options.retentionMonths,
          filter,
        }),
        after && sql`(${c.updatedAt}, ${c.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(c.updatedAt), desc(c.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    conversations: page.map(toInboxConversation),
    next_cursor:
      rows.length > limit && last ? encodeCursor({ at: last.activityCursor, id: last.id }) : null,
  };
}
