import type { HandoffResponse } from '../../../shared/schemas/handoff';
import type { ConversationRef, MessageToStore, StoredMessage } from '../chat';
import { storeMessages } from '../chat';
import { liveMessage, tellInboxes, type HandoffContext } from './handoff-context';
import { markWaiting } from './handoff-store';
import { mailOwner } from './owner-mail';

export const SOMEONE_AROUND =
  'Someone from the team is online and has been told. They will join here as soon as they can; until then, the coach keeps answering.';
export const NOBODY_AROUND =
  'Nobody from the team is online right now. They have been told, and until someone joins, the coach keeps answering.';
const alreadyHere = (name: string | null) =>
  `${name ?? 'Someone from the team'} is already here and will answer you.`;

/**
 * The person asks for someone of the team (the button, or their words in a chat turn, then
 * `person` is their message): the conversation waits for a person, their message and a notice
 * saying truly what happens next are stored, the owner's inboxes hear of it, and the owner
 * gets one e-mail per request (not per message while it waits).
 */
export async function requestPerson(
  context: HandoffContext,
  conversation: ConversationRef,
  person?: MessageToStore,
): Promise<HandoffResponse & { notice: StoredMessage }> {
  const { db } = context;
  const held = conversation.handoffState === 'person';
  const started = !held && (await markWaiting(db, conversation.id));
  const ownerId = conversation.agentOwnerId;
  const someoneAround = ownerId ? await context.presence.someoneAround(ownerId) : false;
  const message = held
    ? alreadyHere(conversation.takenByName)
    : someoneAround
      ? SOMEONE_AROUND
      : NOBODY_AROUND;
  const stored = await storeMessages(db, {
    conversationId: conversation.id,
    messages: [...(person ? [person] : []), { role: 'notice', content: message }],
  });
  const notice = stored.at(-1);
  if (!notice) throw new Error('the conversation went before the request was stored');
  const state = held ? 'person' : 'waiting';
  const { id: conversationId, agentId } = conversation;
  tellInboxes(context, { conversationId, agentId, ownerId, kind: 'handoff-requested' });
  void context.live.tell(conversationId, { type: 'message', message: liveMessage(notice) });
  if (started) {
    void context.live.tell(conversationId, { type: 'state', state: { state, by: null } });
    if (ownerId) mailOwner(context, { ownerId, conversationId, agentId });
  }
  return { state, someone_around: someoneAround, message, notice };
}
