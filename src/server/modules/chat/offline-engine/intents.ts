/** What a message asks a tool to do, recognised without a model (DESIGN.md §4). */
export type ToolIntent =
  | { tool: 'youtube_transcript'; url: string }
  | { tool: 'web_scraper'; url: string }
  | { tool: 'google_calendar'; request: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')]+/gi;
const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?|shorts\/|embed\/)|youtu\.be\/)/i;
const SCHEDULING =
  /\b(schedule|book|set up|arrange|find)\b[^.?!]{0,40}\b(meeting|call|session|interview|time|slot|appointment)\b|\b(calendar|availability|free slot)\b/i;

export function recogniseIntents(message: string): ToolIntent[] {
  const intents: ToolIntent[] = [];
  for (const [url] of message.matchAll(URL_PATTERN)) {
    const clean = url.replace(/[.,;:!?]+$/, '');
    intents.push(
      YOUTUBE.test(clean)
        ? { tool: 'youtube_transcript', url: clean }
        : { tool: 'web_scraper', url: clean },
    );
  }
  if (SCHEDULING.test(message)) intents.push({ tool: 'google_calendar', request: message.trim() });
  return intents;
}
