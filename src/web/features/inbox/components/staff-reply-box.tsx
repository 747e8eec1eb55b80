import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_LIMITS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/form-field';
import { RequestError } from '../../../components/request-error';
import { useSendStaffReply } from '../api/takeover';

/** The owner's reply while they hold the conversation: Enter sends, Shift+Enter a new line. */
export function StaffReplyBox({ conversationId }: { conversationId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const reply = useSendStaffReply(conversationId);
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || reply.isPending) return;
    reply.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form onSubmit={send} className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Your reply
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        maxLength={CHAT_LIMITS.messageChars}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={fieldClasses}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Enter sends it; Shift+Enter starts a new line.
      </p>
      <Button type="submit" size="sm" className="mt-2" disabled={reply.isPending || !text.trim()}>
        <Send aria-hidden className="size-4" /> Send reply
      </Button>
      {reply.isError && <RequestError error={reply.error} fallback="Your reply was not sent." />}
    </form>
  );
}
