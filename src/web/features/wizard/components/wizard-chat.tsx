import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/form-field';
import { PlanMarkdown } from './plan-markdown';
import type { WizardChatState } from './use-wizard-chat';

/**
 * The chat pane beside the question: the wizard's coach, told which step this is; it also
 * reacts here to each answer the founder submits.
 */
export function WizardChat({
  chat,
  stepId,
  coachName,
}: {
  chat: WizardChatState;
  stepId: string;
  coachName: string;
}) {
  const { messages, streaming, send } = chat;
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.content.length;
  useEffect(() => {
    // The conversation scrolls to its newest words; the page stays where the founder is (on a
    // phone the chat is below the question, and a reply must not pull them away from it).
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length, last]);

  const submit = () => {
    const text = draft.trim();
    if (!text || streaming) return;
    setDraft('');
    void send(text, stepId);
  };
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex h-full flex-col">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
        Ask the {coachName}
      </h2>
      <div
        ref={log}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: scroll by keyboard
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-busy={streaming}
        aria-label={`Conversation with the ${coachName}`}
        className="mt-3 max-h-[28rem] min-h-40 flex-1 space-y-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
      >
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600">
            Not sure how to answer? Ask about this step: the advisor knows your answers so far and
            comments on each answer you submit.
          </p>
        ) : null}
        {messages.map((message) => (
          <div
            key={message.id}
            className={clsx(
              'max-w-[90%] rounded-lg px-3 py-2 text-sm',
              message.type === 'user'
                ? 'ml-auto bg-brand-700 text-white'
                : 'border border-slate-200 bg-white text-slate-800',
            )}
          >
            <span className="sr-only">{message.type === 'user' ? 'You: ' : `${coachName}: `}</span>
            {message.type === 'user' ? (
              <p className="whitespace-pre-wrap">{message.content}</p>
            ) : (
              <PlanMarkdown markdown={message.content || '…'} />
            )}
          </div>
        ))}
      </div>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Your question
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Spec 02 §2: Enter sends, Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className={fieldClasses}
        />
        <Button type="submit" size="sm" className="mt-2" disabled={!draft.trim() || streaming}>
          {streaming ? 'Answering…' : 'Send'}
        </Button>
      </form>
    </section>
  );
}
