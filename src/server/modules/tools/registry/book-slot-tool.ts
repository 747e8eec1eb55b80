import { z } from 'zod';
import { ToolError } from '../runtime/tool-error';
import { agentTool, type BuiltInTool } from './built-in-tool';

const BOOKING_INPUT = z.object({
  start: z.string().describe('The start of the chosen slot, exactly as find_free_slots gave it'),
  summary: z.string().max(200).describe('A short title for the meeting'),
});

const BOOK = /^\s*(?:please\s+)?book\s+(?:slot\s+|number\s+)?#?(\d{1,2})\b/i;

/** "book 2", "please book slot 3": the number of a time offered in the previous reply. */
export function bookingChoice(message: string): number | undefined {
  const choice = BOOK.exec(message);
  return choice ? Number(choice[1]) : undefined;
}

/**
 * Books a time find_free_slots gave, once the person confirmed it. The free times are asked
 * for again rather than trusted, so a time taken since is refused.
 */
export const bookSlotTool: BuiltInTool = {
  name: 'book_slot',
  source: 'google_calendar',
  create: ({ calendar }) =>
    calendar &&
    agentTool({
      name: 'book_slot',
      source: 'google_calendar',
      description:
        'Book one of the free times found by find_free_slots. Only call it after the person has confirmed that exact time.',
      inputSchema: BOOKING_INPUT,
      async execute({ start, summary }, { now }) {
        const slot = (await calendar.freeSlots(now)).find((s) => s.start === start);
        if (!slot) {
          throw new ToolError(
            'slot_taken',
            'That time is no longer free; look for free slots again.',
          );
        }
        return { booked: slot.label, summary, ...(await calendar.book(slot, summary)) };
      },
      activity: () => ({ label: 'Booking the meeting…' }),
    }),
};
