import type { CalendarTool } from '../tools/agent-toolbox';
import { slotLine, type ToolResult } from './offline-engine/tool-results';

const BOOK = /^\s*(?:please\s+)?book\s+(?:slot\s+|number\s+)?#?(\d{1,2})\b/i;

/** "book 2", "please book slot 3": a pick among the times offered in the previous reply. */
export const isBookingRequest = (message: string) => BOOK.test(message);

export async function offerSlots(calendar: CalendarTool, now: Date): Promise<ToolResult> {
  const slots = await calendar.freeSlots(now);
  return { kind: 'slots', timeZone: calendar.timeZone, slots: slots.map((s) => s.label) };
}

/**
 * "book 2": the slot labelled 2 in the previous reply, booked if it is still free. The
 * slots are asked for again rather than trusted from the text, so a time taken since is
 * refused and fresh ones are offered.
 */
export async function bookOfferedSlot(options: {
  message: string;
  history: ReadonlyArray<{ role: 'user' | 'coach'; content: string }>;
  calendar: CalendarTool;
  agentName: string;
  now: Date;
}): Promise<ToolResult[] | undefined> {
  const choice = BOOK.exec(options.message);
  if (!choice) return undefined;
  const offered = options.history.findLast((turn) => turn.role === 'coach')?.content ?? '';
  const number = Number(choice[1]);
  const prefix = slotLine(number - 1, '');
  const label = offered
    .split('\n')
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length);
  if (!label) {
    return [
      {
        kind: 'failed',
        tool: 'google_calendar',
        target: null,
        message: `There is no time number ${number} in my last message.`,
      },
      await offerSlots(options.calendar, options.now),
    ];
  }
  const slot = (await options.calendar.freeSlots(options.now)).find((s) => s.label === label);
  if (!slot) {
    return [
      {
        kind: 'failed',
        tool: 'google_calendar',
        target: null,
        message: `${label} is no longer free.`,
      },
      await offerSlots(options.calendar, options.now),
    ];
  }
  const summary = `Session with ${options.agentName}`;
  const { link } = await options.calendar.book(slot, summary);
  return [{ kind: 'booked', summary, when: label, link }];
}
