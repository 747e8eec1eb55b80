import { useReducer } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDeleteCalendarConfig } from '../api/delete-calendar-config';
import { useListCalendars } from '../api/list-calendars';
import { useSaveCalendarConfig } from '../api/save-calendar-config';
import type { GoogleCalendarConfig, PendingCalendar } from '../lib/calendar-config';
import {
  calendarDraftReducer,
  initialDraft,
  pendingCalendar,
  toConfigInput,
} from '../lib/calendar-draft';
import type { GoogleToken } from '../lib/google-identity';

export interface CalendarSetupEvents {
  /** Saved on the server (edit) or kept as `pending` for after the agent is created. */
  onConfigured: (change: { stored: boolean; pending?: PendingCalendar }) => void;
  onDisconnected: (change: { stored: boolean }) => void;
}

const reason = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 500 ? `${fallback} ${error.message}` : fallback;

/** The calendar dialog's steps and its calls: list calendars, save, disconnect. */
export function useCalendarSetup(
  agentId: string | null,
  saved: GoogleCalendarConfig | null,
  events: CalendarSetupEvents,
) {
  const [draft, dispatch] = useReducer(calendarDraftReducer, saved, (s) => initialDraft(s));
  const list = useListCalendars(agentId);
  const save = useSaveCalendarConfig(agentId);
  const remove = useDeleteCalendarConfig(agentId);

  function loadCalendars(token: GoogleToken) {
    list.mutate(token.access_token, {
      onSuccess: (calendars) => dispatch({ type: 'calendars-loaded', calendars }),
    });
  }

  function authorised(token: GoogleToken) {
    dispatch({ type: 'authorised', token });
    loadCalendars(token);
  }

  function saveDraft() {
    const input = toConfigInput(draft);
    if (!input) return;
    if (!agentId) {
      const pending = pendingCalendar(input, list.data ?? []);
      dispatch({ type: 'saved', config: pending.view });
      events.onConfigured({ stored: false, pending });
      return;
    }
    save.mutate(input, {
      onSuccess: (config) => {
        dispatch({ type: 'saved', config });
        events.onConfigured({ stored: true });
      },
    });
  }

  function disconnect() {
    const done = () => {
      dispatch({ type: 'disconnected' });
      events.onDisconnected({ stored: agentId !== null });
    };
    if (agentId) remove.mutate(undefined, { onSuccess: done });
    else done();
  }

  const calendars = list.isSuccess
    ? ({ status: 'loaded', calendars: list.data } as const)
    : list.isError
      ? ({ status: 'failed' } as const)
      : ({ status: 'loading' } as const);

  return {
    draft,
    dispatch,
    calendars,
    authorised,
    retryCalendars: () => draft.token && loadCalendars(draft.token),
    saveDraft,
    saving: save.isPending,
    saveError: save.isError ? reason(save.error, 'Failed to save the configuration.') : null,
    disconnect,
    disconnecting: remove.isPending,
    disconnectError: remove.isError ? reason(remove.error, 'Failed to disconnect.') : null,
  };
}
