import { Mic } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Opens the call panel (language, Start call), beside the attach button. */
export function VoiceCallButton({ disabled, onOpen }: { disabled: boolean; onOpen(): void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label="Voice call"
      title="Voice call"
      disabled={disabled}
      onClick={onOpen}
    >
      <Mic aria-hidden className="size-5" />
    </Button>
  );
}
