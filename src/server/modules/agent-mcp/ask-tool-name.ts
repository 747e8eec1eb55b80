/** MCP allows 128 characters; many clients hand tools to models that allow 64 (OpenAI's functions). */
const MAX_TOOL_NAME = 64;
const PREFIX = 'ask_';

/**
 * The name an MCP client's model calls the agent by: `ask_` and the agent's name in lower-case
 * letters, digits and underscores (accents dropped), at most 64 characters. A name with nothing
 * of those left (all Cyrillic, say) is `ask_coach`.
 */
export function askToolName(agentName: string): string {
  const slug = agentName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, MAX_TOOL_NAME - PREFIX.length)
    .replace(/^_+|_+$/g, '');
  return PREFIX + (slug || 'coach');
}
