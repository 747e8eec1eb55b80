import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { storeMessages, type StoredMessage } from '../chat';

/** A conversation as its agent's owner reaches it from the inbox. */
export interface OwnedConversation {
  id: string;
  agentId: string;
  agentName: string;
  handoffState: 'coach' | 'waiting' | 'person';
  takenBy: string | null;
  takenByName: string | null;
}

/** The conversation `id` if `userId` owns its agent; undefined for anyone else, as for none. */
export async function ownedConversation(
  db: Db,
  id: string,
  userId: string,
): Promise<OwnedConversation | undefined> {
  const [row] = rowsOf<OwnedConversation>(
    await db.execute(sql`
      select c.id, c.agent_id as "agentId", a.name as "agentName",
        c.handoff_state as "handoffState", c.taken_by as "takenBy",
        c.taken_by_name as "takenByName"
      from conversations c join agents a on a.id = c.agent_id
      where c.id = ${id} and a.owner_id = ${userId}`),
  );
  return row;
}

/**
 * Marks a conversation the coach holds as waiting for a person; true only for that change
 * (a second request while it waits, or one while someone holds it, changes nothing).
 */
export async function markWaiting(db: Db, conversationId: string): Promise<boolean> {
  const changed = rowsOf(
    await db.execute(sql`
      update conversations set handoff_state = 'waiting', handoff_requested_at = now()
      where id = ${conversationId} and handoff_state = 'coach'
      returning id`),
  );
  return changed.length > 0;
}

/** `userId` takes the conversation over, with its notice; nothing if they hold it already. */
export async function takeOver(
  db: Db,
  options: { conversationId: string; userId: string; name: string; notice: string },
): Promise<StoredMessage | undefined> {
  const [notice] = await storeMessages(db, {
    conversationId: options.conversationId,
    messages: [{ role: 'notice', content: options.notice }],
    set: sql`handoff_state = 'person', taken_by = ${options.userId},
      taken_by_name = ${options.name}`,
    when: sql`not (handoff_state = 'person' and taken_by is not distinct from ${options.userId})`,
  });
  return notice;
}

/**
 * Hands the conversation back to the coach: with a notice when someone held it; a request
 * nobody took is closed quietly. Undefined when there was nothing to hand back.
 */
export async function handBack(
  db: Db,
  options: { conversationId: string; notice: string },
): Promise<StoredMessage | undefined> {
  const back = sql`handoff_state = 'coach', taken_by = null, taken_by_name = null`;
  const [notice] = await storeMessages(db, {
    conversationId: options.conversationId,
    messages: [{ role: 'notice', content: options.notice }],
    set: back,
    when: sql`handoff_state = 'person'`,
  });
  if (notice) return notice;
  await db.execute(sql`
    update conversations set ${back}
    where id = ${options.conversationId} and handoff_state = 'waiting'`);
  return undefined;
}

/** A staff message, stored only while `userId` holds the conversation. */
export async function storeStaffMessage(
  db: Db,
  options: { conversationId: string; userId: string; name: string; text: string },
): Promise<StoredMessage | undefined> {
  const [message] = await storeMessages(db, {
    conversationId: options.conversationId,
    messages: [{ role: 'staff', content: options.text, author: options.name }],
    when: sql`handoff_state = 'person' and taken_by = ${options.userId}`,
  });
  return message;
}

export interface ExpiredRequest {
  conversationId: string;
  agentId: string;
  ownerId: string | null;
  notice: StoredMessage;
}

/**
 * Every request nobody took within `waitSeconds` goes back to the coach with `notice`, in one
 * statement: the row lock makes each conversation change once, whichever node sweeps.
 */
export async function expireWaiting(
  db: Db,
  options: { waitSeconds: number; notice: string },
): Promise<ExpiredRequest[]> {
  const rows = rowsOf<{
    conversation_id: string;
    agent_id: string;
    owner_id: string | null;
    position: number;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      with expired as (
        update conversations set handoff_state = 'coach', next_position = next_position + 1,
          updated_at = now()
        where handoff_state = 'waiting'
          and handoff_requested_at < now() - make_interval(secs => ${options.waitSeconds})
        returning id, agent_id, next_position - 1 as position
      ), stored as (
        insert into messages (conversation_id, position, role, content)
        select id, position, 'notice', ${options.notice} from expired
        returning conversation_id, position, created_at
      )
      select e.id as conversation_id, e.agent_id, a.owner_id, s.position, s.created_at
      from expired e join stored s on s.conversation_id = e.id
        join agents a on a.id = e.agent_id`),
  );
  return rows.map((row) => ({
    conversationId: row.conversation_id,
    agentId: row.agent_id,
    ownerId: row.owner_id,
    notice: {
      position: Number(row.position),
      role: 'notice',
      author: null,
      content: options.notice,
      createdAt: new Date(row.created_at),
    },
  }));
}

/** Where and how to tell an agent's owner. */
export async function ownerContact(
  db: Db,
  ownerId: string,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = rowsOf<{ email: string; name: string }>(
    await db.execute(sql`select email, name from "user" where id = ${ownerId}`),
  );
  return row;
}
