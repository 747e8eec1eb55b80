import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { AgentToolbox } from '../../tools/agent-toolbox';
import { isToolError } from '../../tools/runtime/tool-error';

/** A tool's failure goes back to the model as words it can relay, never as a crash. */
async function asToolAnswer<T>(run: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await run();
  } catch (error) {
    return { error: isToolError(error) ? error.message : 'The tool failed; try again later.' };
  }
}

/**
 * The agent's tools in the AI SDK's form, for models that call functions. Only the tools
 * the toolbox holds (enabled on the agent, and set up) are offered.
 */
export function modelTools(toolbox: AgentToolbox): ToolSet {
  const tools: ToolSet = {};
  const { readPage, readTranscript, calendar } = toolbox;
  if (readPage) {
    tools.web_scraper = tool({
      description:
        'Read the text of a public web page. Use it when the person shares a link or asks about a page.',
      inputSchema: z.object({ url: z.string().describe('The http(s) address of the page') }),
      execute: ({ url }) => asToolAnswer(() => readPage(url)),
    });
  }
  if (readTranscript) {
    tools.youtube_transcript = tool({
      description: 'Read the captions of a YouTube video, to summarise or quote it.',
      inputSchema: z.object({ url: z.string().describe('The YouTube link or video id') }),
      execute: ({ url }) => asToolAnswer(() => readTranscript(url)),
    });
  }
  if (calendar) {
    tools.find_free_slots = tool({
      description: `Free 30-minute times in the owner's calendar over the coming days (${calendar.timeZone}).`,
      inputSchema: z.object({}),
      execute: () => asToolAnswer(() => calendar.freeSlots(new Date())),
    });
    tools.book_slot = tool({
      description:
        'Book one of the free times found by find_free_slots. Only call it after the person has confirmed that exact time.',
      inputSchema: z.object({
        start: z
          .string()
          .describe('The start of the chosen slot, exactly as find_free_slots gave it'),
        summary: z.string().max(200).describe('A short title for the meeting'),
      }),
      execute: ({ start, summary }) =>
        asToolAnswer(async () => {
          const slot = (await calendar.freeSlots(new Date())).find((s) => s.start === start);
          if (!slot) return { error: 'That time is no longer free; look for free slots again.' };
          return { booked: slot.label, ...(await calendar.book(slot, summary)) };
        }),
    });
  }
  return tools;
}
