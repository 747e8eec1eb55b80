import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_LIMITS } from '../../../../shared/constants';
import type { Agent } from '../../../../shared/schemas/agent';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAttachments } from '../hooks/use-attachments';
import { useChat } from '../hooks/use-chat';
import { useHandoff } from '../hooks/use-handoff';
import { useVoiceCall } from '../hooks/use-voice-call';
import type { ChatMessage } from '../lib/chat-message';
import { AttachButton } from './attach-button';
import { AttachmentList } from './attachment-list';
import { ChatActions } from './chat-actions';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatWelcome } from './chat-welcome';
import { FeedbackDialog } from './feedback-dialog';
import { MessageList } from './message-list';
import { ReplyAnnouncer } from './reply-announcer';
import { TalkToPersonButton } from './talk-to-person-button';
import { ThinkingIndicator } from './thinking-indicator';
import { VoiceCallButton } from './voice-call-button';
import { VoiceCallPanel } from './voice-call-panel';

const REFOCUS_MS = 100;

type ChatAgent = Pick<
  Agent,
  'id' | 'name' | 'description' | 'icon' | 'voice_enabled' | 'languages' | 'primary_language'
>;

/** The app's Sign In button; `onSignedIn` runs once the person is in. */
export type SignInOffer = (onSignedIn: () => void) => ReactNode;

/**
 * The conversation with one loaded agent: header actions, messages, input, feedback.
 * `viewer`: the signed-in person's id, or VISITOR; `signIn`: offered when a call needs it.
 */
export function ChatScreen({
  agent,
  viewer,
  signIn,
}: {
  agent: ChatAgent;
  viewer: string;
  signIn?: SignInOffer;
}) {
  const chat = useChat(agent.id, viewer);
  const attachments = useAttachments();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [unhelpful, setUnhelpful] = useState<ChatMessage>();
  const { messages, conversation, sending } = chat;
  const handoff = useHandoff(agent.id, chat);
  const fileCount = attachments.files.length;
  const voice = useVoiceCall({
    agentId: agent.id,
    sessionId: chat.sessionId,
    languages: { languages: agent.languages, primary: agent.primary_language },
    onStart: chat.begin,
  });
  const [params, setParams] = useSearchParams();
  const callAsked = agent.voice_enabled && params.get('call') === '1';
  // The catalogue's voice button opens this page with ?call=1: the call panel opens, ready,
  // and only the person's press of Start call starts a call.
  const { show } = voice;
  useEffect(() => {
    if (!callAsked) return;
    setParams({}, { replace: true });
    show();
  }, [callAsked, setParams, show]);

  // Back to the message box once a turn is over, unless the person has moved on meanwhile
  // (the account menu, a link): taking focus from there closed the menu they had just opened.
  const refocusInput = () =>
    setTimeout(() => {
      const active = document.activeElement;
      const stayed =
        !active || active === document.body || inputRef.current?.form?.contains(active);
      if (stayed) inputRef.current?.focus();
    }, REFOCUS_MS);

  const send = (text: string) => {
    const files = attachments.files.map((pending) => pending.file);
    attachments.clear();
    void chat.send(text, files, refocusInput, handoff.heldBy);
  };
  const clear = () => {
    chat.clear();
    attachments.clear();
    // Clear is disabled once there is nothing to clear: the person goes on in the message box.
    setTimeout(() => inputRef.current?.focus(), REFOCUS_MS);
  };

  return (
    <>
      <ChatHeader
        name={agent.name}
        actions={
          <>
            {handoff.state === 'coach' && (
              <TalkToPersonButton
                disabled={sending || !conversation.isSuccess}
                asking={handoff.asking}
                onAsk={() => void handoff.ask().then(refocusInput)}
              />
            )}
            <ChatActions
              messages={messages}
              sending={sending}
              canClear={messages.length > 0 || fileCount > 0}
              onClear={clear}
            />
          </>
        }
      />
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
        {chat.clearError && <StatusMessage tone="error">{chat.clearError}</StatusMessage>}
        <MessageList
          messages={messages}
          busy={sending}
          ratingKey={chat.ratingKey}
          onRate={(message, rating) =>
            rating === 'negative' ? setUnhelpful(message) : void chat.rate(message, rating)
          }
        />
        <ReplyAnnouncer reply={chat.finishedReply} />
        <ReplyAnnouncer reply={voice.finishedReply} />
        <ReplyAnnouncer
          reply={handoff.news}
          who={handoff.news?.role === 'staff' ? (handoff.news.author ?? 'Team member') : null}
        />
        <ThinkingIndicator thinking={chat.thinking} toolActivity={chat.toolActivity} />
        <ChatInput
          inputRef={inputRef}
          disabled={sending || !conversation.isSuccess}
          hasFiles={fileCount > 0}
          onSend={send}
          attachments={
            <>
              {/* The call's panel sits in the pinned message box: in view all through a call.
                  Its Sign In dialog's form must not submit the message box's (React events
                  bubble out of portals). */}
              <div onSubmit={(event) => event.stopPropagation()}>
                <VoiceCallPanel
                  agentName={agent.name}
                  state={voice.state}
                  level={voice.level}
                  onRetry={() => void voice.start()}
                  onEnd={voice.end}
                  open={voice.open}
                  onStart={() => void voice.start()}
                  choice={{
                    languages: agent.languages,
                    language: voice.language,
                    onLanguage: voice.chooseLanguage,
                    refusal: voice.languageRefusal,
                  }}
                  signInNeeded={voice.signInNeeded}
                  // Signed in, the screen starts afresh for the person: ?call=1 opens the panel there.
                  signIn={signIn?.(() => setParams({ call: '1' }, { replace: true }))}
                />
              </div>
              <AttachmentList
                files={attachments.files}
                errors={attachments.errors}
                disabled={sending}
                onRemove={attachments.remove}
              />
            </>
          }
          tools={
            <>
              <AttachButton
                disabled={sending || !conversation.isSuccess || fileCount >= CHAT_LIMITS.files}
                onPick={attachments.add}
              />
              {/* Gone while the panel is open: its own buttons start and end the call. */}
              {agent.voice_enabled && !voice.open && (
                <VoiceCallButton disabled={!conversation.isSuccess} onOpen={voice.show} />
              )}
            </>
          }
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
