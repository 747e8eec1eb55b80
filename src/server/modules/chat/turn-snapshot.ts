import { sql, type SQL } from 'drizzle-orm';
import { CHAT_CONTEXT_TURNS, CHAT_LIMITS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { storedExchangeSql, type ConversationRef, type StoredExchange } from './conversation-store';
import { rowsOf } from '../../db/rows';

/** What one statement tells a chat turn before the model is called. */
export interface TurnSnapshot {
  /** The agent when the caller may see it; `version` changes with every write of its row. */
  agent: { id: string; name: string; status: string; version: string } | null;
  /** The session's conversation, started now if the agent is active and it was new. */
  conversation: ConversationRef | null;
  /** The conversation's last messages, oldest first: the engine's bounded context window. */
  history: StoredTurn[];
  /** The exchange already stored under this turn's client_message_id, if it was sent before. */
  repeat: StoredExchange | null;
  /** Files attached earlier in the conversation, newest first, each read up to a bound. */
  earlierFiles: Array<{ name: string; text: string }>;
}

/** A stored message as a turn reads it back; open-turn.ts makes the engines' history of it. */
export interface StoredTurn {
  role: 'user' | 'coach' | 'staff' | 'notice';
  content: string;
  author: string | null;
  attachments: string[];
}

/** How many earlier files a turn reads back, and how much of each (the window of a turn). */
const EARLIER_FILES = CHAT_LIMITS.files;
const EARLIER_FILE_CHARS = 200_000;

const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The agent, the session's conversation (started on first use), its last turns and any
 * exchange already stored for this turn's client_message_id, in one statement: a turn's round
 * trips to the database are latency the person waits for (see docs/BENCHMARKS.md). A
 * conversation is only started with an agent that `visible` admits and that is active, so
 * nobody opens conversations with agents they cannot talk to. Both halves of `conversation`
 * read the statement's snapshot: a row another statement commits while this one waits on the
 * (scope, session) unique key is in neither, so `conversation` is null and the caller reads again.
 */
export async function readTurnSnapshot(options: {
  db: Db;
  agentId: string;
  sessionId: string;
  /** The caller's namespace of session ids: the session is looked up and started in it. */
  scope: string;
  /** Who a new conversation belongs to (conversation-access.ts). */
  ownerId: string | null;
  /** The key and channel a new conversation is started through (conversation-access.ts). */
  source: { apiKeyId: string | null; channel: 'app' | 'api' | 'widget' | 'preview' };
  /** A condition on the `agents` row: may the caller see this agent? (agent-access.ts) */
  visible: SQL;
  clientMessageId?: string;
}): Promise<TurnSnapshot> {
  const { agentId, sessionId, clientMessageId } = options;
  const repeat = clientMessageId
    ? sql`(select row_to_json(stored) from (${storedExchangeSql(
        sql`(select id from conversation)`,
        clientMessageId,
      )}) stored)`
    : sql`null`;
  const result = await executeNamed(
    options.db,
    'turn_snapshot',
    sql`
    with agent as (
      select id, name, status, owner_id, xmin::text as version from agents
      where id = ${agentId} and (${options.visible})
    ), created as (
      insert into conversations (session_id, scope, agent_id, owner_id, api_key_id, channel)
      select ${sessionId}, ${options.scope}, id, ${options.ownerId},
        ${options.source.apiKeyId}::uuid, ${options.source.channel} from agent
      where status = 'active'
      on conflict (scope, session_id) do nothing
      returning id, session_id, agent_id, scope, handoff_state, taken_by_name
    ), conversation as (
      select id, session_id, agent_id, scope, handoff_state, taken_by_name from created
      union all
      select id, session_id, agent_id, scope, handoff_state, taken_by_name from conversations
      where scope = ${options.scope} and session_id = ${sessionId}
    ), recent as (
      select role, content, author, position, attachments from messages
      where conversation_id = (select id from conversation)
      order by position desc limit ${CHAT_CONTEXT_TURNS}
    ), earlier_files as (
      select name, left(text, ${EARLIER_FILE_CHARS}) as text, position, created_at
      from conversation_files
      where conversation_id = (select id from conversation)
      order by position desc, created_at desc limit ${EARLIER_FILES}
    )
    select
      (select json_build_object('id', id, 'name', name, 'status', status, 'version', version)
        from agent) as agent,
      (select json_build_object('id', id, 'sessionId', session_id, 'agentId', agent_id,
        'scope', scope, 'handoffState', handoff_state, 'takenByName', taken_by_name,
        'agentOwnerId', (select owner_id from agent)) from conversation) as conversation,
      (select coalesce(json_agg(json_build_object('role', role, 'content', content,
        'author', author,
        'attachments', (select coalesce(json_agg(a->>'name'), '[]') from jsonb_array_elements(attachments) a))
        order by position), '[]') from recent) as history,
      (select coalesce(json_agg(json_build_object('name', name, 'text', text)
        order by position desc, created_at desc), '[]') from earlier_files) as earlier_files,
      ${repeat} as repeat`,
  );
  const [row] = rowsOf<Record<keyof TurnSnapshot | 'earlier_files', unknown>>(result);
  const stored = parsed<StoredExchange | null>(row?.repeat ?? null);
  return {
    agent: parsed(row?.agent ?? null),
    conversation: parsed(row?.conversation ?? null),
    history: parsed(row?.history ?? []),
    repeat: stored && { ...stored, position: Number(stored.position) },
    earlierFiles: parsed(row?.earlier_files ?? []),
  };
}
