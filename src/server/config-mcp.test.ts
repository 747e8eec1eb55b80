import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('MCP_SERVERS', () => {
  it('is no servers when unset, and fills in each default', () => {
    expect(loadConfig({}).mcp.servers).toEqual([]);
    const [server] = loadConfig({
      MCP_SERVERS: '[{"id":"docs","name":"Docs","url":"https://mcp.example.com/mcp"}]',
    }).mcp.servers;
    expect(server).toEqual({
      id: 'docs',
      name: 'Docs',
      url: 'https://mcp.example.com/mcp',
      transport: 'streamable-http',
      headers: {},
      timeoutMs: 15_000,
      enabled: true,
    });
  });

  it('stops the start with a line naming what is wrong', () => {
    for (const [text, problem] of [
      ['not json', /MCP_SERVERS: not valid JSON/],
      ['[{"id":"a b","name":"X","url":"https://x.example"}]', /MCP_SERVERS: 0\.id/],
      ['[{"id":"a","name":"X","url":"ftp://x.example"}]', /MCP_SERVERS: 0\.url/],
      [
        '[{"id":"a","name":"X","url":"https://x.example"},{"id":"a","name":"Y","url":"https://y.example"}]',
        /two servers share an id/,
      ],
    ] as const) {
      expect(() => loadConfig({ MCP_SERVERS: text }), text).toThrow(ConfigError);
      expect(() => loadConfig({ MCP_SERVERS: text }), text).toThrow(problem);
    }
  });
});
