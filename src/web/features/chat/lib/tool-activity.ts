/** A tool call as the server reports it: its name, its words, and how it went. */
export interface ToolCall {
  tool: string;
  /** The server's words for it ('Reading the page…'). */
  label: string;
  target?: string;
  status: 'running' | 'done' | 'failed';
}

/** What an older server that sent no words gets said for its tools. */
const FALLBACK_LABEL = 'Using a tool…';

/** A `tool` event's data as a ToolCall; an older server sent only the tool's name. */
export function readToolCall(data: Record<string, unknown>): ToolCall | undefined {
  const { tool, label, target, status } = data;
  if (typeof tool !== 'string') return undefined;
  return {
    tool,
    label: typeof label === 'string' && label ? label : FALLBACK_LABEL,
    ...(typeof target === 'string' ? { target } : {}),
    status: status === 'done' || status === 'failed' ? status : 'running',
  };
}

/** "Used Reading the page · done": the line under a reply that tells which tools it used. */
export const toolUseLine = (call: ToolCall) =>
  `Used ${call.label.replace(/…$/, '')} · ${call.status === 'running' ? 'unfinished' : call.status}`;

/**
 * The calls of one reply after `call`: a started call is added; an ended one takes the place
 * of the same tool's started call on the same target.
 */
export function recordCall(calls: readonly ToolCall[], call: ToolCall): ToolCall[] {
  let started = -1;
  calls.forEach((c, i) => {
    if (c.status === 'running' && c.tool === call.tool && c.target === call.target) started = i;
  });
  if (call.status === 'running' || started < 0) return [...calls, call];
  return calls.map((c, i) => (i === started ? call : c));
}
