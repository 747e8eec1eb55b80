import { useCalendarSetup, type CalendarSetupEvents } from '../hooks/use-calendar-setup';
import type { GoogleCalendarConfig } from '../lib/calendar-config';
import { CalendarAuthStep } from './calendar-auth-step';
import { CalendarNotConfigured } from './calendar-not-configured';
import { CalendarConfigureStep } from './calendar-configure-step';
import { CalendarSummaryStep } from './calendar-summary-step';

/** The three steps of the calendar setup: auth, configure, summary (spec 02 §2, §4). */
export function CalendarSetup({
  agentId,
  clientId,
  renewable,
  saved,
  onClose,
  ...events
}: {
  agentId: string | null;
  /** Null when the server cannot sign in to Google (no GOOGLE_CLIENT_ID). */
  clientId: string | null;
  renewable: boolean;
  saved: GoogleCalendarConfig | null;
  onClose: () => void;
} & CalendarSetupEvents) {
  const setup = useCalendarSetup(agentId, saved, events);
  const { draft } = setup;

  if (draft.step === 'summary' && draft.saved) {
    return (
      <CalendarSummaryStep
        config={draft.saved}
        onDisconnect={setup.disconnect}
        onDone={onClose}
        disconnecting={setup.disconnecting}
        disconnectError={setup.disconnectError}
      />
    );
  }
  if (draft.step === 'configure') {
    return (
      <CalendarConfigureStep
        draft={draft}
        dispatch={setup.dispatch}
        calendars={setup.calendars}
        onRetry={setup.retryCalendars}
        onSave={setup.saveDraft}
        onCancel={onClose}
        saving={setup.saving}
        saveError={setup.saveError}
      />
    );
  }
  if (!clientId) return <CalendarNotConfigured onClose={onClose} />;
  return (
    <CalendarAuthStep
      clientId={clientId}
      renewable={renewable}
      onAuthorised={setup.authorised}
      onCancel={onClose}
    />
  );
}
