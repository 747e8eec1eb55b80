/** Tool functions the chat engines call; see DESIGN.md §4 and issue 5 item 4. */
export { ToolError, isToolError } from './tool-error';
export {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_MAX_TEXT_CHARS,
  DEFAULT_TIMEOUT_MS,
  type Dial,
  type DialTarget,
  type HostLookup,
  type ResolvedAddress,
  type ToolNetworkOptions,
} from './network/options';
export { safeFetch, type SafeRequest, type SafeResponse } from './network/safe-fetch';
export { scrapePage, type ScrapedPage } from './web-scraper/scrape-page';
export { extractReadableText, type ExtractedPage } from './web-scraper/extract-text';
export {
  DEFAULT_YOUTUBE_BASE_URL,
  fetchTranscript,
  type Transcript,
  type TranscriptOptions,
} from './youtube/fetch-transcript';
export { parseVideoId } from './youtube/video-id';
export { createCalendarClient } from './google-calendar/calendar-client';
export type {
  CalendarClient,
  CalendarClientOptions,
  CalendarListEntry,
  CreatedEvent,
  FreeBusyQuery,
  FreeBusyResult,
  GoogleAccount,
  NewEvent,
} from './google-calendar/calendar-types';
export { DEFAULT_GOOGLE_BASE_URL } from './google-calendar/google-api';
export { AUTH_EXPIRED_MESSAGE } from './google-calendar/google-errors';
export { findFreeSlots, type FreeSlotQuery } from './google-calendar/find-free-slots';
export {
  findAvailableSlots,
  type AvailableSlots,
  type SlotRequest,
} from './google-calendar/available-slots';
export {
  DEFAULT_AVAILABILITY,
  type Availability,
  type CalendarToolSettings,
  type DayAvailability,
  type TimeRange,
  type Weekday,
} from './google-calendar/types';
