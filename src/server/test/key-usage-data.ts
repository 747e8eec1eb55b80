import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiKeys, widgetSessions } from '../db/api-keys-schema';
import { conversations, feedback, messages } from '../db/chat-schema';
import type { RecordedCall } from '../modules/api-keys';
import { keyScope } from '../modules/chat';
import { bearer, type TestAccount } from './accounts';
import { AGENT_FORM, newSessionId } from './authorization-routes';

/**
 * Test data for the usage reads: real rows for a key of an owner's agent, written straight
 * into the database, as key authentication would leave them.
 */
export async function agentWithKey(app: FastifyInstance, owner: TestAccount) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: { ...AGENT_FORM, mode: 'PUBLIC', status: 'active' },
  });
  const agentId = res.json().id as string;
  const lookup = randomBytes(12).toString('hex');
  const [key] = await app.db
    .insert(apiKeys)
    .values({
      agentId,
      name: 'Site key',
      keyType: 'live',
      keyPrefix: `cf_live_${lookup.slice(0, 8)}`,
      lookup,
      secretHash: 'not-a-real-hash',
    })
    .returning();
  return { agentId, key: key! };
}

/** A conversation started with the key, its messages alternating person and coach. */
export async function keyConversation(
  app: FastifyInstance,
  options: {
    agentId: string;
    keyId: string;
    channel?: 'api' | 'widget';
    /** What the person said and when; the coach answers each a second later. */
    said: { text: string; at: Date }[];
    origin?: string;
  },
) {
  const sessionId = newSessionId();
  const [conversation] = await app.db
    .insert(conversations)
    .values({
      sessionId,
      scope: keyScope(options.keyId),
      agentId: options.agentId,
      apiKeyId: options.keyId,
      channel: options.channel ?? 'api',
      nextPosition: options.said.length * 2,
      createdAt: options.said[0]?.at,
      updatedAt: options.said.at(-1)?.at,
    })
    .returning();
  await app.db.insert(messages).values(
    options.said.flatMap(({ text, at }, i) => [
      {
        conversationId: conversation!.id,
        position: 2 * i,
        role: 'user' as const,
        content: text,
        createdAt: at,
      },
      {
        conversationId: conversation!.id,
        position: 2 * i + 1,
        role: 'coach' as const,
        content: `Reply to ${text}`,
        createdAt: new Date(at.getTime() + 1000),
      },
    ]),
  );
  if (options.origin) {
    await app.db.insert(widgetSessions).values({
      keyId: options.keyId,
      agentId: options.agentId,
      sessionId,
      origin: options.origin,
      expiresAt: new Date(Date.now() + 3600_000),
    });
  }
  return { sessionId, conversationId: conversation!.id };
}

/** A rating of the coach reply at `messageIndex`. */
export async function rate(
  app: FastifyInstance,
  options: {
    conversationId: string;
    agentId: string;
    messageIndex: number;
    rating: 'positive' | 'negative';
  },
) {
  await app.db.insert(feedback).values({
    conversationId: options.conversationId,
    agentId: options.agentId,
    messageIndex: options.messageIndex,
    rating: options.rating,
    reason: options.rating === 'negative' ? 'Off topic' : null,
    message: 'Reply',
  });
}

/** One call as the recorder receives it; a JSON chat answered in 40 ms unless told otherwise. */
export const keyCall = (keyId: string, overrides: Partial<RecordedCall> = {}): RecordedCall => ({
  keyId,
  at: new Date(),
  kind: 'chat',
  method: 'POST',
  route: '/api/chat',
  status: 200,
  latencyMs: 40,
  sessionId: null,
  origin: null,
  outcome: 'ok',
  ...overrides,
});

export const daysAgo = (days: number, hourUtc = 0) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hourUtc),
  );
};
