import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { conversationCache } from '../api/conversation-cache';
import { sendChatTurn } from '../api/send-chat-turn';
import { chatErrorAction, chatErrorText } from '../lib/chat-error-text';
import { attachmentType } from '../lib/attachment-checks';
import type { ChatMessage } from '../lib/chat-message';
import { showStreamedText } from '../lib/message-updates';
import { randomUuid } from '../lib/random-id';
import { recordCall, type ToolCall } from '../lib/tool-activity';

let localKey = 0;
const nextKey = (role: ChatMessage['role']) => `local-${role}-${++localKey}`;

export interface OutgoingTurn {
  sessionId: string;
  message: string;
  files: readonly File[];
}

/**
 * Sends one turn at a time and writes it into the conversation as it happens: the person's
 * message at once, the reply piece by piece, then the stored whole (or the error text in its
 * place, with its way forward). `abort` (Clear, leaving the page) cancels the request.
 */
export function useSendTurn(agentId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  /** The last finished reply, for the screen-reader announcement. */
  const [finishedReply, setFinishedReply] = useState<Pick<ChatMessage, 'key' | 'content'>>();
  /** The tool the coach is using right now, in words ('Reading the page…'). */
  const [toolActivity, setToolActivity] = useState<string>();
  const current = useRef<AbortController>(undefined);

  const abort = useCallback(() => {
    current.current?.abort();
    current.current = undefined;
    setSending(false);
    setToolActivity(undefined);
  }, []);
  useEffect(() => abort, [abort]);

  const send = async (
    { sessionId, message, files }: OutgoingTurn,
    onDone?: () => void,
    /** A team member holds the conversation: the coach did not answer, they will, live. */
    onHeld?: (by: string) => void,
  ) => {
    if (current.current) return;
    const controller = new AbortController();
    current.current = controller;
    setSending(true);
    const cache = conversationCache(queryClient, sessionId);
    const attachments = files.map((f) => ({ name: f.name, type: attachmentType(f), size: f.size }));
    cache.append({ key: nextKey('user'), role: 'user', content: message, attachments });
    const replyKey = nextKey('coach');
    const finish = (reply: ChatMessage) => {
      cache.upsert(replyKey, () => reply);
      setFinishedReply({ key: reply.key, content: reply.content });
    };
    // One id per message, kept by the retry: the server never answers this message twice.
    const clientMessageId = randomUuid();
    let streamed = '';
    let calls: ToolCall[] = [];
    try {
      const { signal } = controller;
      const turn = { agentId, sessionId, clientMessageId, message, files, signal };
      const reply = await sendChatTurn(turn, {
        onPiece: (piece) => {
          streamed += piece;
          setToolActivity(undefined);
          cache.upsert(replyKey, showStreamedText(streamed));
        },
        onTool: (call) => {
          calls = recordCall(calls, call);
          setToolActivity(call.status === 'running' ? call.label : undefined);
        },
        // The repeat starts the reply over: its first piece replaces what broke off.
        onRetry: () => {
          streamed = '';
          calls = [];
          setToolActivity(undefined);
        },
      });
      if (reply.held_by !== undefined) return onHeld?.(reply.held_by);
      const { response, message_index: index, engine } = reply;
      const tools = calls.length ? { tools: calls } : {};
      finish({ key: replyKey, role: 'coach', content: response, index, engine, ...tools });
    } catch (error) {
      // Whether the server stored an aborted turn is unknown: the next visit reads its copy.
      if (controller.signal.aborted) return cache.forget();
      const action = chatErrorAction(error, signedIn);
      finish({ key: replyKey, role: 'coach', content: chatErrorText(error), action });
    } finally {
      if (current.current === controller) {
        current.current = undefined;
        setSending(false);
        setToolActivity(undefined);
        onDone?.();
      }
    }
  };

  return { sending, toolActivity, send, abort, finishedReply };
}
