import { describe, expect, it } from 'vitest';
import { AgentInputSchema } from './schemas/agent';
import { mcpToolEntry, parseHttpToolEntry, parseMcpToolEntry } from './tool-entries';

const agent = (tools: string[]) => ({
  name: 'Coach',
  description: 'Helps',
  instruction: 'Help',
  knowledge: 'Facts',
  tools,
});

describe('tool entries of an agent', () => {
  it('accepts catalogue ids, MCP tools and HTTP tools', () => {
    const tools = ['web_scraper', 'mcp:weather/get.forecast', 'http:3f0c-a1'];
    expect(AgentInputSchema.parse(agent(tools)).tools).toEqual(tools);
  });

  it('refuses anything else with a sentence naming the forms', () => {
    for (const entry of ['rm -rf', 'mcp:/tool', 'mcp:server', 'mcp:bad id/x', 'http:', 'x']) {
      const result = AgentInputSchema.safeParse(agent([entry]));
      expect(result.success, entry).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/mcp:<server id>\/<tool name>/);
    }
  });

  it('reads back the server and tool an MCP entry names; tool names may hold slashes', () => {
    expect(parseMcpToolEntry(mcpToolEntry('docs', 'files/read'))).toEqual({
      serverId: 'docs',
      toolName: 'files/read',
    });
    expect(parseMcpToolEntry('web_scraper')).toBeUndefined();
    expect(parseHttpToolEntry('http:abc')).toBe('abc');
  });
});
