import { describe, expect, it } from 'vitest';
import { readToolCall, recordCall, toolUseLine } from './tool-activity';

describe('tool activity', () => {
  it('says what the server says the coach is doing, with a sentence for older servers', () => {
    const page = { tool: 'web_scraper', label: 'Reading the page…', target: 'https://a.example' };
    expect(readToolCall({ ...page, status: 'running' })).toEqual({ ...page, status: 'running' });
    expect(readToolCall({ tool: 'web_scraper' })).toEqual({
      tool: 'web_scraper',
      label: 'Using a tool…',
      status: 'running',
    });
    expect(readToolCall({ label: 'no tool' })).toBeUndefined();
  });

  it('keeps each call once, with how it ended, for the line under the reply', () => {
    const running = { tool: 'runway', label: 'Calculating Runway…', status: 'running' } as const;
    let calls = recordCall([], running);
    calls = recordCall(calls, { ...running, tool: 'ltv', label: 'Calculating LTV…' });
    calls = recordCall(calls, { ...running, status: 'failed' });
    expect(calls.map(toolUseLine)).toEqual([
      'Used Calculating Runway · failed',
      'Used Calculating LTV · unfinished',
    ]);
  });
});
