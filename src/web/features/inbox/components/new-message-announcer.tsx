import { useEffect, useRef, useState } from 'react';
import type { InboxChannel, InboxMessage } from '../../../../shared/schemas/inbox';
import { authorOf } from './inbox-message';

/**
 * Reads out messages that arrive while the conversation is open (not the ones there on
 * opening): the log itself stays quiet so a refetch does not read everything again.
 */
export function NewMessageAnnouncer({
  messages,
  channel,
}: {
  messages: readonly InboxMessage[];
  channel: InboxChannel;
}) {
  const seen = useRef<number | undefined>(undefined);
  const [latest, setLatest] = useState<InboxMessage[]>([]);
  useEffect(() => {
    const last = messages.at(-1)?.index ?? -1;
    if (seen.current !== undefined && last > seen.current) {
      const before = seen.current;
      setLatest(messages.filter((message) => message.index > before));
    }
    seen.current = last;
  }, [messages]);
  return (
    <div aria-live="polite" className="sr-only">
      {latest.map((message) => (
        <p key={message.index}>
          {authorOf(message, channel)}: {message.content}
        </p>
      ))}
    </div>
  );
}
