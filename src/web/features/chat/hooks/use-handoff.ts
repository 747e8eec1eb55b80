import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { HandoffState, LiveMessage } from '../../../../shared/schemas/handoff';
import { askForPerson } from '../api/ask-for-person';
import { conversationCache } from '../api/conversation-cache';
import { followConversation } from '../api/follow-conversation';
import { errorSentence } from '../../../lib/error-sentence';
import type { ChatMessage } from '../lib/chat-message';

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
 * Asking for a person, and while one is asked for or answering, the conversation's live
 * events: a team member's messages and notices land in the conversation as they are written.
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

  // Followed from waiting to person without a break: a reopened stream could miss a message.
  const involved = state !== 'coach';
  useEffect(() => {
    if (!involved) return;
    const controller = new AbortController();
    const show = (message: LiveMessage) => {
      const shown = asChatMessage(message);
      cache().upsert(shown.key, () => shown);
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
          // Dropped or refused for now: followed again below while a person is involved.
        }
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    })();
    return () => controller.abort();
  }, [involved, sessionId, agentId, cache, setState]);

  // A conversation kept from before (a reload) may be waiting or held: the stream's first
  // `state` says so, once; after that this screen's own events keep it known.
  const [resumed, setResumed] = useState(() => (started ? sessionId : undefined));
  useEffect(() => {
    if (resumed !== sessionId) return;
    const controller = new AbortController();
    const onState = ({ state: now }: { state: HandoffState }) => {
      controller.abort();
      setResumed(undefined);
      if (now !== 'coach') setState(now);
    };
    followConversation(sessionId, agentId, controller.signal, { onMessage: () => {}, onState })
      // Not known: the next turn's answer says whether a team member holds it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [resumed, sessionId, agentId, setState]);

  /** The button: the server's sentence about what happens next shows as a notice. */
  const ask = async () => {
    if (asking) return;
    setAsking(true);
    begin();
    let notice: ChatMessage;
    try {
      const answer = await askForPerson(sessionId, agentId);
      notice = { key: `local-notice-${++noticeKey}`, role: 'notice', content: answer.message };
      setState(answer.state);
    } catch (error) {
      notice = {
        key: `local-notice-${++noticeKey}`,
        role: 'notice',
        content: errorSentence(error, 'Your request for a person was not sent. Please try again.'),
      };
    } finally {
      setAsking(false);
    }
    cache().append(notice);
    setNews(notice);
  };

  /** A turn came back held by a team member: they answer, live. */
  const heldBy = useCallback(() => setState('person'), [setState]);

  return { state, asking, ask, heldBy, news };
}
