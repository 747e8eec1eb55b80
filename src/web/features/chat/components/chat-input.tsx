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
import { useWideScreen } from '../hooks/use-wide-screen';

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

/**
 * The message box, pinned to the bottom of the screen: Enter sends, Shift+Enter adds a line;
 * grows from 48 to 148 px. On a phone the box takes the whole width, its buttons below it.
 */
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
  const wide = useWideScreen();

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
    <form
      onSubmit={onSubmit}
      className="sticky bottom-0 z-10 -mx-4 flex flex-col border-t border-slate-200 bg-slate-50 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:mx-0 sm:px-0"
    >
      {attachments}
      <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
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
          placeholder={
            wide ? 'Type your message… (Shift+Enter for a new line)' : 'Type your message…'
          }
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
          className="w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-3 text-base focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100 sm:w-auto sm:flex-1 sm:text-sm"
        />
        <div className="flex flex-1 items-end gap-2 sm:flex-none">
          {tools}
          <Button type="submit" disabled={!canSend} className="ml-auto h-12">
            <Send aria-hidden className="size-4" /> Send
          </Button>
        </div>
      </div>
    </form>
  );
}
