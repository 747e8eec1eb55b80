import { Download, Loader2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Agent } from '../../../../shared/schemas/agent';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useChat } from '../hooks/use-chat';
import type { ChatMessage } from '../lib/chat-message';
import { downloadConversation } from '../lib/export-conversation';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatWelcome } from './chat-welcome';
import { FeedbackDialog } from './feedback-dialog';
import { MessageList } from './message-list';

const REFOCUS_MS = 100;

type ChatAgent = Pick<Agent, 'id' | 'name' | 'description' | 'icon'>;

/** The conversation with one loaded agent: header actions, messages, input, feedback. */
export function ChatScreen({ agent }: { agent: ChatAgent }) {
  const chat = useChat(agent.id);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [unhelpful, setUnhelpful] = useState<ChatMessage>();
  const { messages, conversation } = chat;

  const send = (text: string) =>
    chat.send(text, () => setTimeout(() => inputRef.current?.focus(), REFOCUS_MS));

  const actions = (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={messages.length === 0}
        onClick={() => downloadConversation(messages)}
      >
        <Download aria-hidden className="size-4" /> Export
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={messages.length === 0 || chat.sending}
        onClick={chat.clear}
      >
        <Trash2 aria-hidden className="size-4" /> Clear
      </Button>
    </>
  );

  return (
    <>
      <ChatHeader name={agent.name} actions={actions} />
      <div className="flex flex-col gap-4">
        {conversation.isPending ? (
          <StatusMessage>Loading conversation…</StatusMessage>
        ) : conversation.isError ? (
          <StatusMessage tone="error">
            Error loading conversation: {conversation.error.message}
          </StatusMessage>
        ) : (
          messages.length === 0 && (
            <ChatWelcome name={agent.name} description={agent.description} icon={agent.icon} />
          )
        )}
        <MessageList
          messages={messages}
          ratings={chat.ratings}
          ratingKey={chat.ratingKey}
          onRate={(message, rating) =>
            rating === 'negative' ? setUnhelpful(message) : void chat.rate(message, rating)
          }
        />
        <div role="status" className="min-h-6 text-sm text-slate-600">
          {chat.sending && (
            <span className="inline-flex items-center gap-2">
              <Loader2 aria-hidden className="size-4 animate-spin" /> Agent is thinking...
            </span>
          )}
        </div>
        <ChatInput
          inputRef={inputRef}
          disabled={chat.sending || !conversation.isSuccess}
          onSend={send}
        />
      </div>
      <FeedbackDialog
        open={unhelpful !== undefined}
        onOpenChange={(open) => !open && setUnhelpful(undefined)}
        onSubmit={(reason) => unhelpful && void chat.rate(unhelpful, 'negative', reason)}
      />
    </>
  );
}
