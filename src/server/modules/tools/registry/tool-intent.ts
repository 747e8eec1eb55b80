/**
 * What a message asks of a built-in tool, recognised without a model (DESIGN.md §4): the
 * offline engine runs the tool for it, or says the agent cannot. Keyed by catalogue id.
 */
export type ToolIntent =
  | { tool: 'youtube_transcript'; url: string }
  | { tool: 'web_scraper'; url: string }
  | { tool: 'google_calendar'; request: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')]+/gi;

/** The links in a message, in order, without the sentence's closing punctuation. */
export const linksIn = (message: string): string[] =>
  [...message.matchAll(URL_PATTERN)].map(([url]) => url.replace(/[.,;:!?]+$/, ''));
