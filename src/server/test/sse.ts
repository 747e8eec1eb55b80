export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Splits a whole text/event-stream body into its events, with their JSON data parsed. */
export function parseEventStream(body: string): ServerSentEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}

/** The text of all `delta` events, joined: what a client shows as the reply streams in. */
export function joinedDeltas(events: ServerSentEvent[]): string {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');
}
