import type { JSONValue } from '@ai-sdk/provider';
import type { AgentTool, ToolIntent } from '../tools';
import type { HistoryTurn } from './chat-engine';
import { runOfflineCalendar } from './offline-calendar-step';
import type { ToolResult } from './offline-engine/tool-results';
import { callTool, type OfflineToolRun, type ToolStep } from './offline-tool-call';

/** At most this many links are read per message: enough for "compare these two pages". */
const MAX_LINKS = 2;

const text = (value: JSONValue, key: string) =>
  String((value as Record<string, JSONValue> | null)?.[key] ?? '');

async function* readLink(run: OfflineToolRun, tool: AgentTool, url: string) {
  const outcome = yield* callTool(run, tool, { url });
  if (!outcome.ok) {
    const failed: ToolResult = {
      kind: 'failed',
      tool: tool.name,
      target: url,
      message: outcome.message,
    };
    return failed;
  }
  const { value } = outcome;
  const read = { url, title: text(value, 'title'), text: text(value, 'text') };
  const result: ToolResult =
    tool.name === 'web_scraper'
      ? { ...read, kind: 'page', url: text(value, 'url') || url }
      : { ...read, kind: 'video' };
  return result;
}

/**
 * Runs the tools a message asks for, the way a model would call them, before the offline
 * engine composes its reply: links are read, scheduling requests get free slots, and
 * "book 2" books the second slot offered in the previous reply.
 */
export async function* runOfflineTools(options: {
  message: string;
  intents: ToolIntent[];
  history: HistoryTurn[];
  tools: readonly AgentTool[];
  agent: { id: string; name: string };
  signal: AbortSignal;
  now: Date;
}): AsyncGenerator<ToolStep> {
  let calls = 0;
  const run: OfflineToolRun = {
    tools: options.tools,
    context: { agentId: options.agent.id, signal: options.signal, now: options.now },
    nextCallId: () => `offline-${++calls}`,
  };
  const named = (name: string) => options.tools.find((tool) => tool.name === name);
  for (const name of ['web_scraper', 'youtube_transcript'] as const) {
    const tool = named(name);
    if (!tool) continue;
    const urls = options.intents.flatMap((i) => (i.tool === name ? [i.url] : []));
    for (const url of urls.slice(0, MAX_LINKS)) {
      yield { type: 'result', result: yield* readLink(run, tool, url) };
    }
  }
  yield* runOfflineCalendar(run, {
    ...options,
    scheduling: options.intents.some((i) => i.tool === 'google_calendar'),
  });
}
