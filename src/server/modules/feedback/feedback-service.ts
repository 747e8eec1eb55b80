import { and, eq } from 'drizzle-orm';
import type { FeedbackRequest } from '../../../shared/schemas/chat';
import type { Db } from '../../db/client';
import { feedback, messages } from '../../db/chat-schema';
import { agents } from '../../db/schema';
import type { ClusterBus } from '../../cluster/cluster-bus';
import { DomainError, notFound } from '../../domain-error';
import type { Principal } from '../auth';
import { refuseRestrictedKey } from '../chat';
import { findHeldConversation } from '../chat';

/**
 * Stores a rating of one coach reply in one of the caller's own conversations; rating the
 * same reply again replaces the old one.
 */
export async function rateReply(options: {
  db: Db;
  cluster: Pick<ClusterBus, 'publish'>;
  principal: Principal;
  input: FeedbackRequest;
}) {
  const { db, input } = options;
  refuseRestrictedKey(options.principal);
  const conversation = await findHeldConversation({
    db,
    principal: options.principal,
    sessionId: input.session_id,
    agentId: input.agent_id,
  });
  if (!conversation) {
    throw notFound(`Conversation ${input.session_id} was not found.`);
  }
  if (conversation.agentId !== input.agent_id) {
    throw new DomainError('invalid', 'bad_request', 'agent_id does not match this conversation.');
  }
  const [reply] = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversation.id), eq(messages.position, input.message_index)),
    );
  if (!reply || reply.role !== 'coach') {
    throw new DomainError(
      'unprocessable',
      'not_a_reply',
      `Message ${input.message_index} is not a coach reply in this conversation.`,
    );
  }
  const values = {
    rating: input.feedback,
    reason: input.feedback === 'negative' ? input.reason : input.reason || null,
    message: reply.content,
    updatedAt: new Date(),
  };
  await db
    .insert(feedback)
    .values({
      conversationId: conversation.id,
      agentId: conversation.agentId,
      messageIndex: input.message_index,
      ...values,
    })
    .onConflictDoUpdate({ target: [feedback.conversationId, feedback.messageIndex], set: values });
  // Owners' inboxes show a thumbs down as it happens.
  const [agent] = await db
    .select({ ownerId: agents.ownerId })
    .from(agents)
    .where(eq(agents.id, conversation.agentId));
  void options.cluster.publish('conversation-activity', {
    conversationId: conversation.id,
    agentId: conversation.agentId,
    ownerId: agent?.ownerId ?? null,
    kind: 'rated',
  });
  return {
    status: 'recorded' as const,
    message_index: input.message_index,
    feedback: input.feedback,
  };
}
