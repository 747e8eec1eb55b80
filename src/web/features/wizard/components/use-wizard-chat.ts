import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { WizardMessage, WizardSession } from '../../../../shared/schemas/wizard';
import { runKey } from '../api/wizard-runs';
import { readEventStream } from '../lib/read-event-stream';

/** Spec 02 §8: what the assistant's bubble says when the chat fails. */
export const CHAT_ERROR_PREFIX = 'Error sending chat message:';

const localMessage = (type: WizardMessage['type'], content: string): WizardMessage => ({
  id: `local-${crypto.randomUUID()}`,
  type,
  content,
  timestamp: new Date().toISOString(),
});

/**
 * The chat pane's conversation: the run's stored messages, then this tab's exchange while it
 * streams. Once stored, the run is read again; a failed exchange stays on screen (not stored)
 * with the spec's error text.
 */
export function useWizardChat(run: WizardSession, stepId: string) {
  const client = useQueryClient();
  const [local, setLocal] = useState<WizardMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = async (text: string) => {
    const controller = new AbortController();
    abort.current = controller;
    const question = localMessage('user', text);
    let reply = localMessage('assistant', '');
    const show = (content: string) => {
      reply = { ...reply, content };
      setLocal((shown) => [...shown.filter((m) => m.id !== reply.id), reply]);
    };
    setLocal((shown) => [...shown, question]);
    setStreaming(true);
    try {
      let text = '';
      await readEventStream(
        `/wizard-sessions/${run.id}/chat/stream`,
        { message: question.content, step_id: stepId },
        controller.signal,
        { onDelta: (piece) => show((text += piece)), readDone: (data) => data },
      );
      await client.refetchQueries({ queryKey: runKey(run.id) });
      setLocal((shown) => shown.filter((m) => m.id !== question.id && m.id !== reply.id));
    } catch (error) {
      if (controller.signal.aborted) return;
      show(`${CHAT_ERROR_PREFIX} ${(error as Error).message}`);
    } finally {
      setStreaming(false);
    }
  };

  return { messages: [...run.messages, ...local], streaming, send };
}
