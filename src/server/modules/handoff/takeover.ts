import type { LiveMessage, LiveState } from '../../../shared/schemas/handoff';
import { DomainError, notFound } from '../../domain-error';
import { liveMessage, tellInboxes, type HandoffContext } from './handoff-context';
import {
  handBack,
  ownedConversation,
  ownerContact,
  storeStaffMessage,
  takeOver,
  type OwnedConversation,
} from './handoff-store';
import { shownName } from './shown-name';

const joined = (name: string) => `${name} from the team joined the conversation.`;
const left = (name: string) => `${name} left; the coach answers again.`;

/** The owner's conversation and their shown name; anyone else's is not found. */
async function ownersOwn(context: HandoffContext, conversationId: string, userId: string) {
  const conversation = await ownedConversation(context.db, conversationId, userId);
  const account = conversation && (await ownerContact(context.db, userId));
  if (!conversation || !account) throw notFound(`Conversation ${conversationId} was not found.`);
  return { conversation, name: shownName(account) };
}

function announce(
  context: HandoffContext,
  conversation: OwnedConversation,
  ownerId: string,
  change: { kind: 'taken' | 'released' | 'message'; message?: LiveMessage; state?: LiveState },
) {
  const { id: conversationId, agentId } = conversation;
  if (change.message) {
    void context.live.tell(conversationId, { type: 'message', message: change.message });
  }
  if (change.state) void context.live.tell(conversationId, { type: 'state', state: change.state });
  tellInboxes(context, { conversationId, agentId, ownerId, kind: change.kind });
}

/** The agent's owner takes any conversation of it over: the coach stops answering it. */
export async function take(
  context: HandoffContext,
  conversationId: string,
  userId: string,
): Promise<LiveState> {
  const { conversation, name } = await ownersOwn(context, conversationId, userId);
  const notice = await takeOver(context.db, {
    conversationId,
    userId,
    name,
    notice: joined(name),
  });
  const state: LiveState = { state: 'person', by: name };
  // Taken already by them: nothing changed, nothing to tell.
  if (notice) {
    announce(context, conversation, userId, { kind: 'taken', message: liveMessage(notice), state });
  }
  return state;
}

/** What the owner types while they hold the conversation; otherwise 409 saying why. */
export async function reply(
  context: HandoffContext,
  conversationId: string,
  userId: string,
  text: string,
): Promise<LiveMessage> {
  const { conversation, name } = await ownersOwn(context, conversationId, userId);
  const stored = await storeStaffMessage(context.db, { conversationId, userId, name, text });
  if (!stored) {
    const holder = conversation.handoffState === 'person' ? conversation.takenByName : null;
    throw new DomainError(
      'conflict',
      'not_taken',
      holder && conversation.takenBy !== userId
        ? `${holder} has this conversation: only they can reply in it until they hand it back.`
        : 'Take this conversation over first: while the coach holds it, it answers.',
    );
  }
  const message = liveMessage(stored);
  announce(context, conversation, userId, { kind: 'message', message });
  return message;
}

/** Hands the conversation back: the coach answers the next message. */
export async function release(
  context: HandoffContext,
  conversationId: string,
  userId: string,
): Promise<LiveState> {
  const { conversation, name } = await ownersOwn(context, conversationId, userId);
  const holder = conversation.takenByName ?? name;
  const notice = await handBack(context.db, { conversationId, notice: left(holder) });
  const state: LiveState = { state: 'coach', by: null };
  if (notice || conversation.handoffState !== 'coach') {
    announce(context, conversation, userId, {
      kind: 'released',
      ...(notice && { message: liveMessage(notice) }),
      state,
    });
  }
  return state;
}
