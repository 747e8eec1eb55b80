import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveMessage, LiveState } from '../../../../shared/schemas/handoff';
import { apiRequest } from '../../../lib/api-client';
import { conversationPath, inboxKeys } from './inbox-paths';

/** Take over, hand back and reply: each refreshes the list and the conversation after. */
function useConversationWrite<T, V>(id: string, write: (value: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.conversation(id) }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.lists() }),
      ]),
  });
}

/** POST .../take: the coach stops answering it; the owner's replies reach the person. */
export const useTakeOver = (id: string) =>
  useConversationWrite(id, () =>
    apiRequest<LiveState>(`${conversationPath(id)}/take`, { method: 'POST' }),
  );

/** POST .../release: the coach answers it again. */
export const useHandBack = (id: string) =>
  useConversationWrite(id, () =>
    apiRequest<LiveState>(`${conversationPath(id)}/release`, { method: 'POST' }),
  );

/** POST .../messages: the owner's reply, sent to the person live. */
export const useSendStaffReply = (id: string) =>
  useConversationWrite(id, (text: string) =>
    apiRequest<LiveMessage>(`${conversationPath(id)}/messages`, { method: 'POST', body: { text } }),
  );
