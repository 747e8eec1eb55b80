import type { ToolIntent } from './intents';
import { describeToolResult, type ToolResult } from './tool-results';

function toolOfResult(result: ToolResult): string {
  if (result.kind === 'page') return 'web_scraper';
  if (result.kind === 'video') return 'youtube_transcript';
  if (result.kind === 'failed') return result.tool;
  return 'google_calendar';
}

/** Without a result (tool not enabled, or not set up), say what the agent cannot do. */
function describeIntent(intent: ToolIntent, tools: string[]): string {
  const has = (tool: string) => tools.includes(tool);
  switch (intent.tool) {
    case 'youtube_transcript':
      return has('youtube_transcript')
        ? `I see a YouTube video (${intent.url}), but I could not read it just now.`
        : `I see a YouTube video (${intent.url}), but reading transcripts is not one of my tools.`;
    case 'web_scraper':
      return has('web_scraper')
        ? `I see a link (${intent.url}), but I could not read it just now.`
        : `I see a link (${intent.url}), but reading web pages is not one of my tools.`;
    case 'google_calendar':
      return has('google_calendar')
        ? 'You want to schedule something, but my Google Calendar is not connected yet: its owner can connect it in the Tools tab.'
        : 'You want to schedule something, but calendar access is not one of my tools.';
  }
}

/** What the tools did for this message, then what was asked of tools that did not run. */
export function toolNotes(intents: ToolIntent[], tools: string[], results: ToolResult[]): string[] {
  const answered = new Set(results.map(toolOfResult));
  return [
    ...results.map(describeToolResult),
    ...intents
      .filter((intent) => !answered.has(intent.tool))
      .map((intent) => describeIntent(intent, tools)),
  ];
}
