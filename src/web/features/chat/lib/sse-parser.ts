/** One Server-Sent Event: its name ('message' when none was given) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules that matter here): feed it text as
 * it arrives, in chunks cut anywhere, and it hands back each event once its blank line has
 * arrived. Lines may end in LF, CRLF or CR; `data:` lines of one event are joined with LF;
 * comments (`:`) and unknown fields are skipped. Pure, so it is tested without a network.
 */
export function createSseParser() {
  let buffer = '';
  let started = false;
  let name = '';
  let data: string[] = [];

  function takeLine(line: string, out: ServerSentEvent[]) {
    if (line === '') {
      // An event without data is dropped, as browsers' EventSource does.
      if (data.length > 0) out.push({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    const colon = line.indexOf(':');
    if (colon === 0) return;
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }

  function takeLines(final: boolean): ServerSentEvent[] {
    const out: ServerSentEvent[] = [];
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const char = buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      // A CR at the very end may be the first half of a CRLF cut between chunks: wait.
      if (char === '\r' && i + 1 === buffer.length && !final) break;
      takeLine(buffer.slice(start, i), out);
      if (char === '\r' && buffer[i + 1] === '\n') i++;
      start = i + 1;
    }
    buffer = buffer.slice(start);
    return out;
  }

  return {
    /** Adds decoded text; returns the events it completed, in order. */
    push(text: string): ServerSentEvent[] {
      buffer += text;
      if (!started && buffer) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      return takeLines(false);
    },
    /** The stream ended: completes a pending line; an event without its blank line is dropped. */
    end(): ServerSentEvent[] {
      const out = takeLines(true);
      buffer = '';
      name = '';
      data = [];
      return out;
    },
  };
}
