import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callReducer, IDLE_CALL, type CallState } from '../../../../voice-client/call-state';
import { tokenFailureText } from '../../../../voice-client/call-texts';
import type { AgentLanguageCode } from '../../../../shared/languages';
import { defaultCallLanguage, type CallLanguages } from '../../../../voice-client/call-language';
import {
  startVoiceCall,
  type CoachReply,
  type VoiceCall,
} from '../../../../voice-client/voice-call';
import { ApiError } from '../../../lib/api-client';
import { conversationCache } from '../api/conversation-cache';
import { getVoiceTicket } from '../api/get-voice-ticket';
import type { ChatMessage } from '../lib/chat-message';

let spokenKey = 0;

/** The token call's answer when the coach takes calls from signed-in people only. */
const SIGN_IN_REQUIRED = 'sign_in_required';
/** The token call's refusals of a language: said in the panel before any call, never as a failure. */
const LANGUAGE_REFUSALS = new Set(['language_not_offered', 'language_not_recognised']);

/**
 * A voice call in this chat: what the caller says and what the coach answers land in the
 * conversation as messages (marked spoken), the reply growing in place as it is written.
 * `onStart` marks the session as begun, as sending a first message does.
 */
export function useVoiceCall(options: {
  agentId: string;
  sessionId: string;
  languages: CallLanguages;
  onStart(): void;
}) {
  const { agentId, sessionId, onStart } = options;
  const queryClient = useQueryClient();
  const [state, setState] = useState<CallState>(IDLE_CALL);
  /** The panel is shown: before a call (to choose its language and start it) and during it. */
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState(() => defaultCallLanguage(options.languages));
  /** The server's sentence refusing the chosen language; no call was started. */
  const [languageRefusal, setLanguageRefusal] = useState<string>();
  /** The server's sentence when this coach's calls need an account: sign in, not retry. */
  const [signInNeeded, setSignInNeeded] = useState<string>();
  const [level, setLevel] = useState(0);
  /** The coach's last finished reply, for the screen-reader announcement. */
  const [finishedReply, setFinishedReply] = useState<Pick<ChatMessage, 'key' | 'content'>>();
  const call = useRef<VoiceCall>(undefined);
  const replyKey = useRef<string>(undefined);

  const hangUp = useCallback(() => {
    call.current?.hangUp();
    call.current = undefined;
  }, []);
  useEffect(() => hangUp, [hangUp]);

  /** End call: the call if there is one, and the panel with it. */
  const end = () => {
    hangUp();
    setSignInNeeded(undefined);
    setLanguageRefusal(undefined);
    setState(IDLE_CALL);
    setOpen(false);
  };

  const show = useCallback(() => setOpen(true), []);

  const chooseLanguage = (code: AgentLanguageCode) => {
    setLanguage(code);
    setLanguageRefusal(undefined);
  };

  const showReply = (reply: CoachReply) => {
    const cache = conversationCache(queryClient, sessionId);
    const key = (replyKey.current ??= `voice-coach-${++spokenKey}`);
    cache.upsert(key, (message) => ({
      ...message,
      content: reply.text,
      spoken: true,
      streaming: reply.partial,
      index: reply.messageIndex ?? message.index,
      interrupted: reply.interrupted || undefined,
    }));
    if (!reply.partial)
      setFinishedReply({
        key: `${key}-${reply.interrupted ? 'cut' : 'whole'}`,
        content: reply.text,
      });
  };

  /** Only a person's click starts a call: this is what Start call runs. */
  const start = async () => {
    hangUp();
    setOpen(true);
    setSignInNeeded(undefined);
    setLanguageRefusal(undefined);
    onStart();
    setLevel(0);
    setState(callReducer(IDLE_CALL, { type: 'start' }));
    let ticket;
    try {
      ticket = await getVoiceTicket(sessionId, agentId, language);
    } catch (error) {
      if (error instanceof ApiError && LANGUAGE_REFUSALS.has(error.code)) {
        setLanguageRefusal(error.message);
        setState(IDLE_CALL);
        return;
      }
      if (error instanceof ApiError && error.code === SIGN_IN_REQUIRED) {
        setSignInNeeded(error.message);
        setState(IDLE_CALL);
        return;
      }
      const status = error instanceof ApiError ? error.status : 0;
      const detail = error instanceof Error ? error.message : String(error);
      setState((now) =>
        callReducer(now, { type: 'failed', error: tokenFailureText(status, detail) }),
      );
      return;
    }
    call.current = startVoiceCall(ticket, agentId, {
      onState: setState,
      onLevel: setLevel,
      onTranscription: (text) => {
        replyKey.current = undefined;
        const cache = conversationCache(queryClient, sessionId);
        cache.append({
          key: `voice-user-${++spokenKey}`,
          role: 'user',
          content: text,
          spoken: true,
        });
      },
      onReply: showReply,
    });
  };

  return {
    state,
    level,
    finishedReply,
    signInNeeded,
    open,
    /** Shows the panel ready to call (the catalogue's ?call=1): nothing starts by itself. */
    show,
    language,
    chooseLanguage,
    languageRefusal,
    start,
    end,
  };
}
