import { desc, sql } from 'drizzle-orm';
import type { InboxList, InboxListQuery } from '../../../shared/schemas/inbox';
import { conversations } from '../../db/chat-schema';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { decodeCursor, encodeCursor, type PageCursor } from './inbox-cursor';
import { inboxConditions } from './inbox-filters';
import { selectSummaries, toInboxConversation } from './inbox-summary';

/**
 * The ids of one page: each owned agent's newest conversations along
 * conversations_agent_activity_idx (agent_id, updated_at desc), merged. Only these rows are
 * then summarised, so an owner with 100 000 conversations costs a page, not a scan.
 */
function pageIds(options: {
  ownerId: string;
  retentionMonths: number;
  query: InboxListQuery;
  after?: PageCursor;
  rows: number;
}) {
  const { cursor: _cursor, limit: _limit, ...filter } = options.query;
  const c = conversations;
  const conditions = inboxConditions({ ...options, filter });
  const keyset = options.after
    ? sql`and (${c.updatedAt}, ${c.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  return sql`select page.id from ${agents} owned cross join lateral (
      select ${c.id} as id, ${c.updatedAt} as updated_at from ${c}
      where ${c.agentId} = owned.id and ${conditions} ${keyset}
      order by ${c.updatedAt} desc, ${c.id} desc limit ${options.rows}) page
    where owned.owner_id = ${options.ownerId}
    order by page.updated_at desc, page.id desc limit ${options.rows}`;
}

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
  const { cursor, limit } = options.query;
  const after = cursor ? decodeCursor(cursor) : undefined;
  const c = conversations;
  const rows = await selectSummaries(options.db)
    .where(sql`${c.id} in (${pageIds({ ...options, after, rows: limit + 1 })})`)
    .orderBy(desc(c.updatedAt), desc(c.id));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    conversations: page.map(toInboxConversation),
    next_cursor:
      rows.length > limit && last ? encodeCursor({ at: last.activityCursor, id: last.id }) : null,
  };
}
