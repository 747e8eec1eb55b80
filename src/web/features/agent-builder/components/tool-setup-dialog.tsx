import type { Dispatch } from 'react';
import type { BuilderAction } from '../lib/builder-state';
import type { GoogleCalendarConfig } from '../lib/calendar-config';
import GoogleCalendarDialog from './google-calendar-dialog';

/** The setup dialog of the tool being configured (only Google Calendar has one). */
export function ToolSetupDialog({
  tool,
  agentId,
  pending,
  dispatch,
  onClose,
}: {
  tool: string | null;
  agentId: string | null;
  pending: GoogleCalendarConfig | null;
  dispatch: Dispatch<BuilderAction>;
  onClose: () => void;
}) {
  if (tool !== 'google_calendar') return null;
  return (
    <GoogleCalendarDialog
      agentId={agentId}
      pending={pending}
      onClose={onClose}
      onConfigured={({ stored, pending: kept }) =>
        dispatch({ type: 'configured', tool, stored, pending: kept })
      }
      onDisconnected={({ stored }) => dispatch({ type: 'disconnected', tool, stored })}
    />
  );
}
