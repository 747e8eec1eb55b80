import { Headset } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * Asks for someone of the team to join. Gone while one is asked for or answering: the
 * notices in the conversation say what happens.
 */
export function TalkToPersonButton({
  disabled,
  asking,
  onAsk,
}: {
  disabled: boolean;
  asking: boolean;
  onAsk(): void;
}) {
  return (
    <Button variant="secondary" size="sm" disabled={disabled || asking} onClick={onAsk}>
      <Headset aria-hidden className="size-4" /> {asking ? 'Asking…' : 'Talk to a person'}
    </Button>
  );
}
