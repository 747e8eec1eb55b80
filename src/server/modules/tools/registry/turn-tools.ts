import type { AgentTool, ToolOwnerAgent, ToolSource } from './agent-tool';
import type { BuiltInDeps } from './built-in-tool';
import { BUILT_IN_TOOLS } from './built-in-tools';

/** How long a source may take to list its tools before the turn goes on without them. */
export const SOURCE_WAIT_MS = 3_000;

/** A source's tools, or none when it throws or is slow: a turn never fails over a source. */
async function toolsOf(
  source: ToolSource,
  agent: ToolOwnerAgent,
  signal: AbortSignal,
  waitMs: number,
): Promise<AgentTool[]> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<AgentTool[]>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException('The tool source was too slow.', 'TimeoutError'));
      resolve([]);
    }, waitMs);
  });
  try {
    return await Promise.race([source.toolsFor(agent, controller.signal).catch(() => []), late]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/**
 * The tools of one turn: the built-in tools the agent switched on (the calendar's only once set
 * up), then those of every registered source. Names
 * are unique: a later tool with a name already taken is left out.
 */
export async function toolsForTurn(options: {
  agent: ToolOwnerAgent;
  deps: BuiltInDeps;
  sources: readonly ToolSource[];
  signal: AbortSignal;
  sourceWaitMs?: number;
}): Promise<AgentTool[]> {
  const { agent, deps } = options;
  const builtIns = BUILT_IN_TOOLS.flatMap((tool) => {
    if (tool.source && !agent.tools.includes(tool.source)) return [];
    const made = tool.create(deps);
    return made ? [made] : [];
  });
  const fromSources = await Promise.all(
    options.sources.map((source) =>
      toolsOf(source, agent, options.signal, options.sourceWaitMs ?? SOURCE_WAIT_MS),
    ),
  );
  const taken = new Set<string>();
  return [...builtIns, ...fromSources.flat()].filter(
    (tool) => !taken.has(tool.name) && Boolean(taken.add(tool.name)),
  );
}
