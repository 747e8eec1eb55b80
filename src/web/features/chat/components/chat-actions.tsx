import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { ChatMessage } from '../lib/chat-message';
import { downloadConversation } from '../lib/export-conversation';
import { ClearDialog } from './clear-dialog';

interface ChatActionsProps {
  messages: readonly ChatMessage[];
  /** A reply is arriving: it cannot be exported half-written. */
  sending: boolean;
  canClear: boolean;
  onClear(): void;
}

/**
 * Export and Clear, in the chat header. Clear asks first when there are messages to delete;
 * it also cancels a reply still arriving.
 */
export function ChatActions({ messages, sending, canClear, onClear }: ChatActionsProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={messages.length === 0 || sending}
        onClick={() => downloadConversation(messages)}
      >
        <Download aria-hidden className="size-4" /> Export
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={!canClear}
        onClick={() => (messages.length > 0 ? setAsking(true) : onClear())}
      >
        <Trash2 aria-hidden className="size-4" /> Clear
      </Button>
      <ClearDialog open={asking} onOpenChange={setAsking} onConfirm={onClear} />
    </>
  );
}
