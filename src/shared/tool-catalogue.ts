/** The tools an agent can use during chat (spec 02 §2, §3). Ids are stored on agents. */
export const TOOL_CATALOGUE = [
  {
    id: 'web_scraper',
    name: 'Web Scraper',
    description: 'Reads a public web page and answers from its text.',
    category: 'Web',
    colour: 'sky',
    icon: 'globe',
    requiresConfig: false,
  },
  {
    id: 'youtube_transcript',
    name: 'YouTube Transcript',
    description: 'Reads the captions of a YouTube video to summarise or quote it.',
    category: 'Media',
    colour: 'red',
    icon: 'youtube',
    requiresConfig: false,
  },
  {
    id: 'google_calendar',
    name: 'Google Calendar',
    description: 'Finds free time in your calendar and books meetings once the person confirms.',
    category: 'Productivity',
    colour: 'emerald',
    icon: 'calendar',
    requiresConfig: true,
  },
] as const;

export type ToolId = (typeof TOOL_CATALOGUE)[number]['id'];
export const TOOL_IDS = TOOL_CATALOGUE.map((tool) => tool.id) as [ToolId, ...ToolId[]];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Scopes the calendar tool asks Google for (spec 02 §2: calendars, events, calendar list). */
export const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
] as const;
