import { Mic } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Starts a voice call with the coach, beside the attach button. */
export function VoiceCallButton({ disabled, onStart }: { disabled: boolean; onStart(): void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Start voice call"
      title="Start voice call"
      disabled={disabled}
      onClick={onStart}
    >
      <Mic aria-hidden className="size-5" />
    </Button>
  );
}
