import { Send } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useState,
} from 'react';
import { CHAT_LIMITS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';

const MIN_HEIGHT = 48;
const MAX_HEIGHT = 148;

interface ChatInputProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  disabled: boolean;
  /** Files are attached, so an empty text may be sent (spec 01 §5). */
  hasFiles: boolean;
  onSend(message: string): void;
  /** Extra controls before the send button (attach, voice call). */
  tools?: ReactNode;
  /** Shown above the text box (the attached files). */
  attachments?: ReactNode;
}

/** The message box: Enter sends, Shift+Enter adds a line; grows from 48 to 148 px. */
export function ChatInput({
  inputRef,
  disabled,
  hasFiles,
  onSend,
  tools,
  attachments,
}: ChatInputProps) {
  const [text, setText] = useState('');
  const canSend = !disabled && (text.trim().length > 0 || hasFiles);

  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, box.scrollHeight))}px`;
  }, [text, inputRef]);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col">
      {attachments}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-message" className="sr-only">
          Your message
        </label>
        <textarea
          id="chat-message"
          ref={inputRef}
          value={text}
          rows={1}
          maxLength={CHAT_LIMITS.messageChars}
          disabled={disabled}
          placeholder="Type your message… (Shift+Enter for a new line)"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
          className="flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100"
        />
        {tools}
        <Button type="submit" disabled={!canSend} className="h-12" aria-label="Send">
          <Send aria-hidden className="size-4" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
    </form>
  );
}
