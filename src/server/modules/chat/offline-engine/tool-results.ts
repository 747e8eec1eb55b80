/**
 * What the agent's tools gave for this message, gathered before the offline engine composes
 * its reply (the engine itself stays pure and deterministic).
 */
export type ToolResult =
  | { kind: 'page'; url: string; title: string; text: string }
  | { kind: 'video'; url: string; title: string; text: string }
  | { kind: 'slots'; timeZone: string; slots: string[] }
  | { kind: 'booked'; summary: string; when: string; link: string | null }
  | { kind: 'failed'; tool: string; target: string | null; message: string };

/** "1. Mon 24 Nov, 10:00–10:30": how offered slots are listed, and read back for "book 1". */
export const slotLine = (index: number, label: string) => `${index + 1}. ${label}`;

export function describeToolResult(result: ToolResult): string {
  switch (result.kind) {
    case 'page':
      return `I read the page "${result.title || result.url}" (${result.url}).`;
    case 'video':
      return `I read the captions of "${result.title}" (${result.url}).`;
    case 'slots':
      // Markdown: the numbered lines are a list, and the blank line ends it before the advice.
      return result.slots.length
        ? [
            `Here are free times in your calendar (${result.timeZone}):`,
            ...result.slots.map((label, index) => slotLine(index, label)),
            '',
            'Reply "book" and a number (for example "book 1") and I will put it in the calendar.',
          ].join('\n')
        : 'I found no free time in your calendar in the coming days.';
    case 'booked':
      return `Booked: **${result.summary}**, ${result.when}.${result.link ? ` ${result.link}` : ''}`;
    case 'failed':
      return result.target
        ? `I tried to use ${result.target}, but: ${result.message}`
        : result.message;
  }
}
