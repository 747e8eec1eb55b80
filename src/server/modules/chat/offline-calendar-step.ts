import type { JSONValue } from '@ai-sdk/provider';
import { bookingChoice, type OfferedSlot } from '../tools';
import { callTool, type OfflineToolRun, type ToolStep } from './offline-tool-call';
import { slotLine, type ToolResult } from './offline-engine/tool-results';

interface FreeSlots {
  timeZone: string;
  slots: OfferedSlot[];
}

const failed = (message: string): ToolResult => ({
  kind: 'failed',
  tool: 'google_calendar',
  target: null,
  message,
});

const offered = ({ timeZone, slots }: FreeSlots): ToolResult => ({
  kind: 'slots',
  timeZone,
  slots: slots.map((s) => s.label),
});

/** "book 2": the label of the second time listed in the previous reply, if there was one. */
function chosenLabel(message: string, history: ReadonlyArray<{ role: string; content: string }>) {
  const number = bookingChoice(message);
  if (number === undefined) return undefined;
  const lastReply = history.findLast((turn) => turn.role === 'coach')?.content ?? '';
  const prefix = slotLine(number - 1, '');
  const label = lastReply
    .split('\n')
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length);
  return { number, label };
}

/**
 * A scheduling request gets the calendar's free times; "book 2" books the time labelled 2 in
 * the previous reply if it is still free (the times are asked for again rather than trusted
 * from the text), and otherwise says why and offers fresh ones.
 */
export async function* runOfflineCalendar(
  run: OfflineToolRun,
  options: {
    message: string;
    history: ReadonlyArray<{ role: 'user' | 'coach'; content: string }>;
    agent: { name: string };
    scheduling: boolean;
  },
): AsyncGenerator<ToolStep> {
  const findSlots = run.tools.find((tool) => tool.name === 'find_free_slots');
  const bookSlot = run.tools.find((tool) => tool.name === 'book_slot');
  const choice = chosenLabel(options.message, options.history);
  if (!findSlots || !(choice || options.scheduling)) return;
  const found = yield* callTool(run, findSlots, {});
  if (!found.ok) {
    yield { type: 'result', result: failed(found.message) };
    return;
  }
  const free = found.value as unknown as FreeSlots;
  const slot = choice?.label && free.slots.find((s) => s.label === choice.label);
  if (choice && !slot) {
    const why = choice.label
      ? `${choice.label} is no longer free.`
      : `There is no time number ${choice.number} in my last message.`;
    yield { type: 'result', result: failed(why) };
  }
  if (!slot || !bookSlot) {
    if (choice || options.scheduling) yield { type: 'result', result: offered(free) };
    return;
  }
  const summary = `Session with ${options.agent.name}`;
  const booked = yield* callTool(run, bookSlot, { start: slot.start, summary });
  const link = booked.ok ? (booked.value as { link?: JSONValue }).link : null;
  yield {
    type: 'result',
    result: booked.ok
      ? { kind: 'booked', summary, when: slot.label, link: typeof link === 'string' ? link : null }
      : failed(booked.message),
  };
}
