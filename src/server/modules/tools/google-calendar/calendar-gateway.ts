import type { AppConfig } from '../../../config';
import { DomainError } from '../../../domain-error';
import { networkOptions } from '../network-options';
import { createCalendarClient } from '../runtime/google-calendar/calendar-client';
import type { CalendarClient } from '../runtime/google-calendar/calendar-types';
import { isToolError } from '../runtime/tool-error';
import type { CalendarGateway } from './calendar-config-service';

/** Google Calendar v3 for one access token, at the configured (or test) base URL. */
export function calendarClientFor(tools: AppConfig['tools'], accessToken: string): CalendarClient {
  return createCalendarClient({
    accessToken,
    baseUrl: tools.googleApiBaseUrl,
    ...networkOptions(tools),
  });
}

/** Google's refusals become 422 with their plain words; no answer at all becomes 502. */
function toDomainError(error: unknown): DomainError {
  if (isToolError(error))
    return new DomainError('unprocessable', `google_${error.code}`, error.message);
  return new DomainError(
    'upstream_failed',
    'google_unavailable',
    'Google could not be reached. Please try again.',
  );
}

export function createCalendarGateway(tools: AppConfig['tools']): CalendarGateway {
  const call = async <T>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      throw toDomainError(error);
    }
  };
  return {
    account: (token) => call(() => calendarClientFor(tools, token).primaryAccount()),
    calendars: (token) => call(() => calendarClientFor(tools, token).listCalendars()),
  };
}
