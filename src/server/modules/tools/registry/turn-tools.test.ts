import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../../config';
import type { AgentTool, ToolSource } from './agent-tool';
import { recogniseIntents } from './built-in-tools';
import { toolsForTurn } from './turn-tools';

const config = loadConfig({}).tools;
const agent = { id: 'a1', ownerId: 'u1', tools: ['web_scraper', 'google_calendar', 'mcp:s/echo'] };
const signal = new AbortController().signal;

const echo: AgentTool = {
  name: 'echo',
  source: 'mcp:s/echo',
  description: 'Says it back.',
  inputSchema: z.object({}),
  execute: () => Promise.resolve('echo'),
  activity: () => ({ label: 'Echoing…' }),
};
const source = (toolsFor: ToolSource['toolsFor']): ToolSource => ({ toolsFor });

describe("a turn's tools", () => {
  it('are the built-ins the agent switched on and set up, then the sources’ tools', async () => {
    const tools = await toolsForTurn({
      agent,
      deps: { config },
      sources: [source(() => Promise.resolve([echo]))],
      signal,
    });
    // No calendar connected: its two tools are left out.
    expect(tools.map((t) => t.name)).toEqual(['web_scraper', 'echo']);
    expect(tools[0]!.activity({ url: 'https://a.example' })).toEqual({
      label: 'Reading the page…',
      target: 'https://a.example',
    });
  });

  it('go on without a source that throws or is too slow', async () => {
    const started = Date.now();
    const tools = await toolsForTurn({
      agent,
      deps: { config },
      sources: [
        source(() => Promise.reject(new Error('down'))),
        source(() => new Promise(() => {})),
        source(() => Promise.resolve([echo, { ...echo, description: 'A second echo' }])),
      ],
      signal,
      sourceWaitMs: 50,
    });
    expect(tools.map((t) => t.name)).toEqual(['web_scraper', 'echo']);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('are recognised in a message without a model, links in the order written', () => {
    expect(
      recogniseIntents(
        'Compare https://youtu.be/abc and https://a.example/pricing, then book a call',
      ),
    ).toEqual([
      { tool: 'youtube_transcript', url: 'https://youtu.be/abc' },
      { tool: 'web_scraper', url: 'https://a.example/pricing' },
      {
        tool: 'google_calendar',
        request: 'Compare https://youtu.be/abc and https://a.example/pricing, then book a call',
      },
    ]);
  });
});
