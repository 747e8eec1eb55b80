import type { Db } from '../../db/client';
import {
  conversationGone,
  positionOfClientMessage,
  storeMessages,
  type ConversationRef,
  type MessageToStore,
} from './conversation-store';
import type { TurnEvent, TurnHandoff, TurnInput } from './turn-events';

/** What `engine` says on a turn a person of the team answers instead of the coach. */
export const HELD_ENGINE = 'person';
/** What `engine` says on the answer to a request for a person (the handoff's notice). */
export const HANDOFF_ENGINE = 'handoff';

/** The person's message as it is stored without a coach reply. */
export const personMessage = (input: TurnInput): MessageToStore => ({
  role: 'user',
  content: input.message,
  clientMessageId: input.clientMessageId ?? null,
  via: input.via ?? 'text',
  attachments: (input.uploads ?? []).map((file) => ({
    name: file.name,
    type: file.declaredType,
    size: file.data.byteLength,
  })),
});

/**
 * A turn while a team member holds the conversation: the person's message is stored alone
 * (its files by name: the team member reads what the coach would have) and answered at once
 * with who holds it; their reply comes on the conversation's live events. No engine runs and
 * no plan request is spent.
 */
export async function* heldTurn(options: {
  db: Db;
  conversation: ConversationRef;
  input: TurnInput;
  handoff?: TurnHandoff;
}): AsyncGenerator<TurnEvent> {
  const { db, conversation, input } = options;
  let position: number | undefined;
  try {
    const [stored] = await storeMessages(db, {
      conversationId: conversation.id,
      messages: [personMessage(input)],
    });
    position = stored?.position;
  } catch (error) {
    // The same message sent twice: the first one was stored, and this answers with it.
    const repeat = input.clientMessageId
      ? await positionOfClientMessage(db, conversation.id, input.clientMessageId)
      : undefined;
    if (repeat === undefined) throw error;
    position = repeat;
  }
  if (position === undefined) throw conversationGone();
  options.handoff?.stored(conversation);
  yield {
    type: 'done',
    reply: {
      response: '',
      message_index: position,
      engine: HELD_ENGINE,
      held_by: conversation.takenByName ?? 'the team',
    },
    conversationId: conversation.id,
  };
}

/**
 * The person asked for someone of the team in their own words: the request is recorded as if
 * they had pressed the button, and its sentence is the answer, not the coach's.
 */
export async function* askedForPerson(options: {
  conversation: ConversationRef;
  input: TurnInput;
  handoff: TurnHandoff;
}): AsyncGenerator<TurnEvent> {
  const notice = await options.handoff.request(options.conversation, personMessage(options.input));
  yield { type: 'delta', text: notice.content };
  yield {
    type: 'done',
    reply: { response: notice.content, message_index: notice.position, engine: HANDOFF_ENGINE },
    conversationId: options.conversation.id,
  };
}
