import type { QueryClient } from '@tanstack/react-query';
import { conversationQueryKey } from './get-conversation';
import type { ChatMessage } from '../lib/chat-message';
import { receiveLiveMessage, showLocalNotice, upsertMessage } from '../lib/message-updates';

/** Writes to one session's messages in the query cache, where the chat screen reads them. */
export function conversationCache(queryClient: QueryClient, sessionId: string) {
  const queryKey = conversationQueryKey(sessionId);
  const update = (change: (messages: ChatMessage[]) => ChatMessage[]) =>
    queryClient.setQueryData<ChatMessage[]>(queryKey, (old = []) => change(old));
  return {
    append: (message: ChatMessage) => update((old) => [...old, message]),
    upsert: (key: string, change: (message: ChatMessage) => ChatMessage) =>
      update((old) => upsertMessage(old, key, change)),
    /** A team member's message or a notice from the live stream, shown once. */
    receive: (message: ChatMessage) => update((old) => receiveLiveMessage(old, message)),
    /** The server's sentence after asking for a person, shown once. */
    notice: (message: ChatMessage) => update((old) => showLocalNotice(old, message)),
    /** Forgets the session's messages so the next visit reads the server's copy. */
    forget: () => queryClient.removeQueries({ queryKey }),
  };
}
