/** What the thinking indicator says while the coach uses one of its tools. */
const ACTIVITY_BY_TOOL = new Map([
  ['web_scraper', 'Reading the page…'],
  ['youtube_transcript', 'Reading the video’s transcript…'],
  ['google_calendar', 'Checking the calendar…'],
]);

/** A short sentence for a tool in use; a tool added later still gets one. */
export const toolActivityText = (tool: string) => ACTIVITY_BY_TOOL.get(tool) ?? 'Using a tool…';
