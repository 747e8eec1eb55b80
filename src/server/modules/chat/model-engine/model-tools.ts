import { z } from 'zod';
import type { AgentToolbox } from '../../tools/agent-toolbox';
import { isToolError } from '../../tools/runtime/tool-error';
import { CALCULATOR_TOOLS } from './calculator-tools';

/** A function the model may call: what it is for, what it takes, and what runs. */
export interface ModelTool {
  description: string;
  inputSchema: z.ZodType;
  /** Called with input that passed `inputSchema`; answers with JSON for the model. */
  execute(input: unknown): Promise<unknown>;
}

export type ModelToolSet = Record<string, ModelTool>;

/** A tool's failure goes back to the model as words it can relay, never as a crash. */
async function asToolAnswer<T>(run: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await run();
  } catch (error) {
    return { error: isToolError(error) ? error.message : 'The tool failed; try again later.' };
  }
}

function modelTool<S extends z.ZodType>(
  description: string,
  inputSchema: S,
  execute: (input: z.output<S>) => Promise<unknown>,
): ModelTool {
  // The step loop parses input with this very schema before calling, so the cast holds.
  return { description, inputSchema, execute: (input) => execute(input as z.output<S>) };
}

// Built once: the loop turns each schema into JSON Schema once and reuses it for every call.
const urlInput = (what: string) => z.object({ url: z.string().describe(what) });
const PAGE_INPUT = urlInput('The http(s) address of the page');
const VIDEO_INPUT = urlInput('The YouTube link or video id');
const NO_INPUT = z.object({});
const BOOKING_INPUT = z.object({
  start: z.string().describe('The start of the chosen slot, exactly as find_free_slots gave it'),
  summary: z.string().max(200).describe('A short title for the meeting'),
});

/**
 * The agent's tools, for models that call functions: the founder calculators, offered to
 * every agent, and of the catalogue's tools only those the toolbox holds (enabled on the
 * agent, and set up).
 */
export function modelTools(toolbox: AgentToolbox): ModelToolSet {
  const tools: ModelToolSet = { ...CALCULATOR_TOOLS };
  const { readPage, readTranscript, calendar } = toolbox;
  if (readPage) {
    tools.web_scraper = modelTool(
      'Read the text of a public web page. Use it when the person shares a link or asks about a page.',
      PAGE_INPUT,
      ({ url }) => asToolAnswer(() => readPage(url)),
    );
  }
  if (readTranscript) {
    tools.youtube_transcript = modelTool(
      'Read the captions of a YouTube video, to summarise or quote it.',
      VIDEO_INPUT,
      ({ url }) => asToolAnswer(() => readTranscript(url)),
    );
  }
  if (calendar) {
    tools.find_free_slots = modelTool(
      `Free 30-minute times in the owner's calendar over the coming days (${calendar.timeZone}).`,
      NO_INPUT,
      () => asToolAnswer(() => calendar.freeSlots(new Date())),
    );
    tools.book_slot = modelTool(
      'Book one of the free times found by find_free_slots. Only call it after the person has confirmed that exact time.',
      BOOKING_INPUT,
      ({ start, summary }) =>
        asToolAnswer(async () => {
          const slot = (await calendar.freeSlots(new Date())).find((s) => s.start === start);
          if (!slot) return { error: 'That time is no longer free; look for free slots again.' };
          return { booked: slot.label, ...(await calendar.book(slot, summary)) };
        }),
    );
  }
  return tools;
}
