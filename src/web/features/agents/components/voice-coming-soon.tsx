import { Mic } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Voice calls are not built yet: the button says so when pressed, in the card's status line,
 * instead of opening text chat as if it were a call.
 */
export function VoiceComingSoon({ agentName, canChat }: { agentName: string; canChat: boolean }) {
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Voice call with ${agentName} (coming soon)`}
        onClick={() => setAsked(true)}
      >
        <Mic aria-hidden className="size-4" /> Voice
        <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700">soon</span>
      </Button>
      <p role="status" className="basis-full text-sm text-slate-700 empty:hidden">
        {asked ? `Voice calls are coming soon.${canChat ? ' Until then, chat by text.' : ''}` : ''}
      </p>
    </>
  );
}
