import { bookSlotTool } from './book-slot-tool';
import type { BuiltInTool } from './built-in-tool';
import { findFreeSlotsTool } from './find-free-slots-tool';
import type { ToolIntent } from './tool-intent';
import { webScraperTool } from './web-scraper-tool';
import { youtubeTranscriptTool } from './youtube-transcript-tool';

/** Every catalogue tool written here (the founder calculators are the model engine's). */
export const BUILT_IN_TOOLS: readonly BuiltInTool[] = [
  webScraperTool,
  youtubeTranscriptTool,
  findFreeSlotsTool,
  bookSlotTool,
];

/**
 * What a message asks of any built-in tool, enabled on the agent or not (the offline engine
 * says which it cannot use): links in the order written, then scheduling.
 */
export function recogniseIntents(message: string): ToolIntent[] {
  const intents = BUILT_IN_TOOLS.flatMap((tool) => tool.recognise?.(message) ?? []);
  const at = (intent: ToolIntent) =>
    'url' in intent ? message.indexOf(intent.url) : Number.MAX_SAFE_INTEGER;
  return intents.sort((a, b) => at(a) - at(b));
}
