import { Dialog } from '../../../components/ui/dialog';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCalendarConfig } from '../api/get-calendar-config';
import { usePublicConfig } from '../api/get-public-config';
import type { CalendarSetupEvents } from '../hooks/use-calendar-setup';
import type { GoogleCalendarConfig } from '../lib/calendar-config';
import { CalendarSetup } from './calendar-setup';

/**
 * The Google Calendar setup (spec 02 §2). On the edit screen the setup is read from and
 * saved to the server; on the create screen it stays in the form (`pending`).
 */
export default function GoogleCalendarDialog({
  agentId,
  pending,
  onClose,
  ...events
}: {
  agentId: string | null;
  pending: GoogleCalendarConfig | null;
  onClose: () => void;
} & CalendarSetupEvents) {
  const config = usePublicConfig();
  const stored = useCalendarConfig(agentId);
  const saved = agentId ? stored.data : pending;

  let body;
  if (config.isPending || (agentId && stored.isPending)) {
    body = <StatusMessage>Loading…</StatusMessage>;
  } else if (config.isError || stored.isError) {
    body = (
      <StatusMessage tone="error">
        Failed to load the Google Calendar setup. Please try again.
      </StatusMessage>
    );
  } else {
    // Without a client id only a new sign-in is impossible (CalendarSetup says so there): a
    // setup saved earlier stays visible, and can be disconnected.
    body = (
      <CalendarSetup
        agentId={agentId}
        clientId={config.data.google_client_id}
        renewable={config.data.google_calendar_renewable}
        saved={saved ?? null}
        onClose={onClose}
        {...events}
      />
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Google Calendar"
      description="Let the agent find free time and book meetings in your calendar."
    >
      <div className="max-h-[70vh] overflow-y-auto pr-1">{body}</div>
    </Dialog>
  );
}
