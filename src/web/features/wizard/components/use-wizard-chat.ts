import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { WizardMessage, WizardSession } from '../../../../shared/schemas/wizard';
import { errorSentence, isPlanLimit } from '../../../lib/error-sentence';
import { runKey } from '../api/wizard-runs';
import { readEventStream } from '../lib/read-event-stream';

/** Spec 02 §8: what the assistant's bubble says when the chat fails. */
export const CHAT_ERROR_PREFIX = 'Error sending chat message:';
const CHAT_FAULT = 'The advisor could not answer just now. Please try again.';

const localMessage = (type: WizardMessage['type'], content: string): WizardMessage => ({
  id: `local-${crypto.randomUUID()}`,
  type,
  content,
  timestamp: new Date().toISOString(),
});

/** The failed exchange's bubble: the server's sentence for a refusal, a way to Billing for a limit. */
const failure = (error: unknown) =>
  `${CHAT_ERROR_PREFIX} ${errorSentence(error, CHAT_FAULT)}${
    isPlanLimit(error) ? ' [See plans in Billing](/billing)' : ''
  }`;

export type WizardChatState = ReturnType<typeof useWizardChat>;

/**
 * The chat pane's conversation: the run's stored messages, then this tab's exchange while it
 * streams. Once stored, the run is read again; a failed exchange stays on screen (not stored)
 * with the spec's error text. `react` asks the coach about the step's just-saved answer (the
 * server words the founder's message from it). Held by the run's screens, so a reply keeps
 * streaming while the wizard moves to the next step or the review.
 */
export function useWizardChat(run: WizardSession) {
  const client = useQueryClient();
  const [local, setLocal] = useState<WizardMessage[]>([]);
  const [waiting, setWaiting] = useState(0);
  const abort = useRef(new AbortController());
  // One exchange at a time, in order: a reaction waits for the question before it.
  const queue = useRef(Promise.resolve());
  useEffect(() => () => abort.current.abort(), []);

  const exchange = async (stepId: string, question: WizardMessage, answered: boolean) => {
    const controller = abort.current;
    let reply = localMessage('assistant', '');
    const show = (content: string) => {
      reply = { ...reply, content };
      setLocal((shown) => [...shown.filter((m) => m.id !== reply.id), reply]);
    };
    try {
      let text = '';
      await readEventStream(
        `/wizard-sessions/${run.id}/chat/stream`,
        answered ? { step_id: stepId, answered } : { message: question.content, step_id: stepId },
        controller.signal,
        { onDelta: (piece) => show((text += piece)), readDone: (data) => data },
      );
      await client.refetchQueries({ queryKey: runKey(run.id) });
      setLocal((shown) => shown.filter((m) => m.id !== question.id && m.id !== reply.id));
    } catch (error) {
      if (controller.signal.aborted) return;
      show(failure(error));
    }
  };
  const enqueue = (stepId: string, question: WizardMessage, answered: boolean) => {
    setLocal((shown) => [...shown, question]);
    setWaiting((n) => n + 1);
    queue.current = queue.current
      .then(() => exchange(stepId, question, answered))
      .finally(() => setWaiting((n) => n - 1));
    return queue.current;
  };

  return {
    messages: [...run.messages, ...local],
    streaming: waiting > 0,
    send: (text: string, stepId: string) => enqueue(stepId, localMessage('user', text), false),
    /** The founder's answer to `stepId` was saved as `said`: the coach reacts to it. */
    react: (stepId: string, said: string) => enqueue(stepId, localMessage('user', said), true),
  };
}
