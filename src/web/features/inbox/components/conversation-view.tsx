import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { RequestError } from '../../../components/request-error';
import { useConversationDetail } from '../api/get-conversation-detail';
import { waitingRequests } from '../lib/waiting-requests';
import { formatMoment } from '../lib/when';
import { ChannelMarks, ConversationBadges } from './conversation-badges';
import { InboxMessage } from './inbox-message';
import { NewMessageAnnouncer } from './new-message-announcer';
import { TakeoverControls } from './takeover-controls';
import { ConversationFiles, VoiceCalls } from './voice-calls';

/** One conversation, whole: its facts, the way to step in, its messages, calls and files. */
export function ConversationView({ id, search }: { id: string; search: string }) {
  const detail = useConversationDetail(id);
  const back = (
    <ButtonLink
      to={{ pathname: '/inbox', search }}
      variant="secondary"
      size="sm"
      className="lg:hidden"
    >
      <ArrowLeft aria-hidden className="size-4" /> Back to conversations
    </ButtonLink>
  );
  const state = detail.data?.conversation.handoff_state;
  // Once the owner has it open, a request that is no longer waiting stops counting.
  useEffect(() => {
    if (state && state !== 'waiting') waitingRequests.remove(id);
  }, [id, state]);

  if (detail.isPending) {
    return (
      <section aria-label="Conversation">
        {back}
        <StatusMessage>Loading the conversation…</StatusMessage>
      </section>
    );
  }
  if (detail.isError) {
    return (
      <section aria-label="Conversation">
        {back}
        <RequestError error={detail.error} fallback="The conversation could not be loaded." />
      </section>
    );
  }
  const { conversation, messages, voice_calls: calls, files } = detail.data;
  return (
    <section aria-labelledby="inbox-conversation-title" className="min-w-0">
      {back}
      <h2
        id="inbox-conversation-title"
        className="mt-2 text-xl font-semibold text-slate-900 lg:mt-0"
      >
        {conversation.agent_name}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-1 text-sm text-slate-700">
        <ChannelMarks conversation={conversation} />
        <ConversationBadges conversation={conversation} />
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
        {conversation.api_key_name && (
          <>
            <dt className="font-medium">Key</dt>
            <dd>{conversation.api_key_name}</dd>
          </>
        )}
        {conversation.origin && (
          <>
            <dt className="font-medium">Site</dt>
            <dd className="break-all">{conversation.origin}</dd>
          </>
        )}
        <dt className="font-medium">Started</dt>
        <dd>{formatMoment(conversation.started_at)}</dd>
      </dl>
      <TakeoverControls conversation={conversation} />
      <h3 className="sr-only">Messages</h3>
      <div role="log" aria-label="Messages" className="mt-4">
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <InboxMessage key={message.index} message={message} channel={conversation.channel} />
          ))}
        </ol>
      </div>
      <NewMessageAnnouncer messages={messages} channel={conversation.channel} />
      <VoiceCalls calls={calls} />
      <ConversationFiles files={files} />
    </section>
  );
}
