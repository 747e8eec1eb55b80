import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { HandoffState, LiveMessage } from '../../../../shared/schemas/handoff';
import { askForPerson } from '../api/ask-for-person';
import { conversationCache } from '../api/conversation-cache';
import { followConversation } from '../api/follow-conversation';
import { errorSentence } from '../../../lib/error-sentence';
import type { ChatMessage } from '../lib/chat-message';
import { LOCAL_NOTICE_PREFIX } from '../lib/message-updates';

/** The pause before following again after the live stream dropped. */
const RECONNECT_MS = 3000;

let noticeKey = 0;

/** A live message as the chat keeps it: keyed as the stored one is, so it lands once. */
const asChatMessage = (message: LiveMessage): ChatMessage => ({
  key: `${message.role}-${message.index}`,
  role: message.role,
  content: message.content,
  index: message.index,
  author: message.author ?? undefined,
});

/**
 * Asking for a person, and the conversation's live events: a team member's messages and
 * notices land in the conversation as they are written.
 * `news` is the latest of them, for the screen reader.
 */
export function useHandoff(
  agentId: string,
  { sessionId, started, begin }: { sessionId: string; started: boolean; begin: () => void },
) {
  const queryClient = useQueryClient();
  // Kept with its session: Clear starts a new one, which the coach answers.
  const [held, setHeld] = useState<{ sessionId: string; state: HandoffState }>();
  const state = held?.sessionId === sessionId ? held.state : 'coach';
  const setState = useCallback(
    (next: HandoffState) => setHeld({ sessionId, state: next }),
    [sessionId],
  );
  const [asking, setAsking] = useState(false);
  const [news, setNews] = useState<Pick<ChatMessage, 'key' | 'content' | 'role' | 'author'>>();
  const cache = useCallback(
    () => conversationCache(queryClient, sessionId),
    [queryClient, sessionId],
  );

  // Followed as long as the conversation exists, as the widget does: a team member may take
  // it over unasked, and a reloaded one may be waiting or held (the first `state` says so).
  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    const show = (message: LiveMessage) => {
      const shown = asChatMessage(message);
      cache().receive(shown);
      setNews(shown);
    };
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await followConversation(sessionId, agentId, controller.signal, {
            onMessage: show,
            onState: (live) => setState(live.state),
          });
        } catch {
          // Dropped or refused for now: followed again below.
        }
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    })();
    return () => controller.abort();
  }, [started, sessionId, agentId, cache, setState]);

  /** The button: the server's sentence about what happens next shows as a notice. */
  const ask = async () => {
    if (asking) return;
    setAsking(true);
    begin();
    let notice: ChatMessage;
    try {
      const answer = await askForPerson(sessionId, agentId);
      notice = {
        key: `${LOCAL_NOTICE_PREFIX}${++noticeKey}`,
        role: 'notice',
        content: answer.message,
      };
      setState(answer.state);
    } catch (error) {
      notice = {
        key: `${LOCAL_NOTICE_PREFIX}${++noticeKey}`,
        role: 'notice',
        content: errorSentence(error, 'Your request for a person was not sent. Please try again.'),
      };
    } finally {
      setAsking(false);
    }
    cache().notice(notice);
    setNews(notice);
  };

  /** A turn came back held by a team member: they answer, live. */
  const heldBy = useCallback(() => setState('person'), [setState]);

  return { state, asking, ask, heldBy, news };
}
