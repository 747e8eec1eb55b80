import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InboxFilter } from '../../../shared/schemas/inbox';
import { conversations } from '../../db/chat-schema';
import { agents } from '../../db/schema';

/** `text` as an ILIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayAfter = (day: string) => {
  const next = new Date(dayStart(day));
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};

/**
 * Which conversations the inbox shows one owner: those of agents they own, still within the
 * conversations' retention (the sweep may not have run yet today), narrowed by the filters.
 * Every condition is on the conversation or an EXISTS on its own rows, so one query reads a
 * whole page. The dates select conversations with a message on one of those UTC days.
 */
export function inboxConditions(options: {
  ownerId: string;
  retentionMonths: number;
  filter: InboxFilter;
}): SQL {
  const { ownerId, filter } = options;
  const c = conversations;
  const conditions: Array<SQL | undefined> = [
    sql`${c.agentId} in (select ${agents.id} from ${agents} where ${agents.ownerId} = ${ownerId})`,
    sql`${c.updatedAt} >= now() - make_interval(months => ${options.retentionMonths})`,
    filter.agent_id ? eq(c.agentId, filter.agent_id) : undefined,
    filter.channel ? eq(c.channel, filter.channel) : undefined,
    filter.key_id ? eq(c.apiKeyId, filter.key_id) : undefined,
    filter.rated_down
      ? sql`exists (select 1 from feedback f where f.conversation_id = ${c.id} and f.rating = 'negative')`
      : undefined,
    filter.asked_for_person ? sql`${c.handoffRequestedAt} is not null` : undefined,
    filter.has_files
      ? sql`exists (select 1 from conversation_files cf where cf.conversation_id = ${c.id})`
      : undefined,
    filter.from || filter.to
      ? sql`exists (select 1 from messages m where m.conversation_id = ${c.id}
          ${filter.from ? sql`and m.created_at >= ${dayStart(filter.from)}::timestamptz` : sql``}
          ${filter.to ? sql`and m.created_at < ${dayAfter(filter.to)}::timestamptz` : sql``})`
      : undefined,
    filter.q
      ? sql`exists (select 1 from messages m where m.conversation_id = ${c.id}
          and m.content ilike ${containsPattern(filter.q)})`
      : undefined,
  ];
  return and(...conditions)!;
}
