import type { SetupChange } from '../hooks/use-tool-setups';
import type { GoogleCalendarConfig } from '../lib/calendar-config';
import GoogleCalendarDialog from './google-calendar-dialog';

/** The setup dialog of the tool being configured (only Google Calendar has one). */
export function ToolSetupDialog({
  tool,
  agentId,
  pending,
  onConfigured,
  onDisconnected,
  onClose,
}: {
  tool: string | null;
  agentId: string | null;
  pending: GoogleCalendarConfig | null;
  onConfigured: (tool: string, change: SetupChange) => void;
  onDisconnected: (tool: string, change: SetupChange) => void;
  onClose: () => void;
}) {
  if (tool !== 'google_calendar') return null;
  return (
    <GoogleCalendarDialog
      agentId={agentId}
      pending={pending}
      onClose={onClose}
      onConfigured={(change) => onConfigured(tool, change)}
      onDisconnected={(change) => onDisconnected(tool, change)}
    />
  );
}
