import type { ToolId } from '../../../shared/tool-catalogue';
import type { AgentToolbox } from '../tools/agent-toolbox';
import { isToolError } from '../tools/runtime/tool-error';
import type { HistoryTurn } from './chat-engine';
import type { ToolIntent } from './offline-engine/intents';
import type { ToolResult } from './offline-engine/tool-results';
import { bookOfferedSlot, isBookingRequest, offerSlots } from './offline-calendar-step';

/** At most this many links are read per message: enough for "compare these two pages". */
const MAX_LINKS = 2;

/** A tool being used (announced before it runs), or what it gave. */
export type ToolStep =
  { type: 'tool-call'; tool: ToolId; target?: string } | { type: 'result'; result: ToolResult };

const failure = (tool: ToolId, target: string | null, error: unknown): ToolResult => ({
  kind: 'failed',
  tool,
  target,
  // Only our own plain sentences reach the person; anything else is a generic line.
  message: isToolError(error) ? error.message : 'Something went wrong while using that tool.',
});

async function readLink(
  toolbox: AgentToolbox,
  tool: 'web_scraper' | 'youtube_transcript',
  url: string,
): Promise<ToolResult> {
  try {
    if (tool === 'web_scraper') {
      const page = await toolbox.readPage!(url);
      return { kind: 'page', url: page.url, title: page.title, text: page.text };
    }
    const video = await toolbox.readTranscript!(url);
    return { kind: 'video', url, title: video.title, text: video.text };
  } catch (error) {
    return failure(tool, url, error);
  }
}

/**
 * Runs the tools a message asks for, the way a model would call them, before the offline
 * engine composes its reply: links are read, scheduling requests get free slots, and
 * "book 2" books the second slot offered in the previous reply.
 */
export async function* runOfflineTools(options: {
  message: string;
  intents: ToolIntent[];
  history: HistoryTurn[];
  toolbox: AgentToolbox;
  agentName: string;
  now: Date;
}): AsyncGenerator<ToolStep> {
  const { toolbox, intents } = options;
  const available = { web_scraper: toolbox.readPage, youtube_transcript: toolbox.readTranscript };
  for (const tool of ['web_scraper', 'youtube_transcript'] as const) {
    if (!available[tool]) continue;
    const urls = intents.flatMap((i) => (i.tool === tool ? [i.url] : [])).slice(0, MAX_LINKS);
    for (const url of urls) {
      yield { type: 'tool-call', tool, target: url };
      yield { type: 'result', result: await readLink(toolbox, tool, url) };
    }
  }
  const { calendar } = toolbox;
  const booking = isBookingRequest(options.message);
  const scheduling = intents.some((i) => i.tool === 'google_calendar');
  if (!calendar || !(booking || scheduling)) return;
  yield { type: 'tool-call', tool: 'google_calendar' };
  try {
    const booked = await bookOfferedSlot({ ...options, calendar });
    const results = booked ?? (scheduling ? [await offerSlots(calendar, options.now)] : []);
    for (const result of results) yield { type: 'result', result };
  } catch (error) {
    yield { type: 'result', result: failure('google_calendar', null, error) };
  }
}
