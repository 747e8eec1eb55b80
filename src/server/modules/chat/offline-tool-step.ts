import type { AgentToolbox } from '../tools/agent-toolbox';
import { isToolError } from '../tools/runtime/tool-error';
import { recogniseIntents } from './offline-engine/intents';
import type { ToolResult } from './offline-engine/tool-results';
import { bookOfferedSlot, offerSlots } from './offline-calendar-step';

/** At most this many links are read per message: enough for "compare these two pages". */
const MAX_LINKS = 2;

const failure = (tool: string, target: string | null, error: unknown): ToolResult => ({
  kind: 'failed',
  tool,
  target,
  // Only our own plain sentences reach the person; anything else is a generic line.
  message: isToolError(error) ? error.message : 'Something went wrong while using that tool.',
});

/**
 * Runs the tools a message asks for, the way a model would call them, before the offline
 * engine composes its reply: links are read, scheduling requests get free slots, and
 * "book 2" books the second slot offered in the previous reply.
 */
export async function runOfflineTools(options: {
  message: string;
  history: Array<{ role: 'user' | 'coach'; content: string }>;
  toolbox: AgentToolbox;
  agentName: string;
  now: Date;
}): Promise<ToolResult[]> {
  const { toolbox } = options;
  const intents = recogniseIntents(options.message);
  const results: ToolResult[] = [];
  /** Reads each link of one kind with its tool, keeping a failure as words to relay. */
  const readEach = async (
    tool: 'web_scraper' | 'youtube_transcript',
    read: ((url: string) => Promise<ToolResult>) | undefined,
  ) => {
    if (!read) return;
    const urls = intents.flatMap((i) => (i.tool === tool ? [i.url] : [])).slice(0, MAX_LINKS);
    for (const url of urls)
      results.push(await read(url).catch((error) => failure(tool, url, error)));
  };
  const { readPage, readTranscript } = toolbox;
  await readEach(
    'web_scraper',
    readPage &&
      (async (url) => {
        const page = await readPage(url);
        return { kind: 'page', url: page.url, title: page.title, text: page.text };
      }),
  );
  await readEach(
    'youtube_transcript',
    readTranscript &&
      (async (url) => {
        const video = await readTranscript(url);
        return { kind: 'video', url, title: video.title, text: video.text };
      }),
  );
  if (toolbox.calendar) {
    try {
      const booking = await bookOfferedSlot({ ...options, calendar: toolbox.calendar });
      if (booking) results.push(...booking);
      else if (intents.some((i) => i.tool === 'google_calendar')) {
        results.push(await offerSlots(toolbox.calendar, options.now));
      }
    } catch (error) {
      results.push(failure('google_calendar', null, error));
    }
  }
  return results;
}
