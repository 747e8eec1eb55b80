import { describe, expect, it } from 'vitest';
import type { KeyDay } from '../../../../shared/schemas/api-keys';
import { axisDays, latency, niceMax, percent, shortDay, usageBars } from './usage-chart';

const day = (date: string, requests: number, errors: number, refused = 0): KeyDay => ({
  date,
  requests,
  errors,
  refused,
  sessions: 0,
  messages: 0,
  p50_ms: null,
  p95_ms: null,
});

describe('the usage chart', () => {
  it('tops its scale with a round number', () => {
    expect([0, 1, 3, 7, 10, 11, 240, 999].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 500, 1000]);
  });

  it('draws each day as a share of the top, errors within their requests', () => {
    const { top, bars } = usageBars([day('2026-01-04', 0, 0), day('2026-01-05', 8, 2)]);
    expect(top).toBe(10);
    expect(bars.map((bar) => [bar.requestsHeight, bar.errorsHeight])).toEqual([
      [0, 0],
      [0.8, 0.2],
    ]);
  });

  it('shows refusals apart from errors, and says each day in words', () => {
    const { bars } = usageBars([day('2026-01-05', 10, 2, 3)]);
    expect([bars[0]!.errorsHeight, bars[0]!.refusedHeight]).toEqual([0.2, 0.3]);
    expect(bars[0]!.label).toBe('Jan 5: 10 requests, 2 errors, 3 refused');
    expect(usageBars([day('2026-01-06', 1, 0)]).bars[0]!.label).toBe(
      'Jan 6: 1 request, 0 errors, 0 refused',
    );
  });

  it('dates its axis with the first, middle and last day', () => {
    const dates = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'];
    expect(axisDays(dates)).toEqual(['Jan 1', 'Jan 3', 'Jan 5']);
    expect(axisDays(['2026-01-05'])).toEqual(['Jan 5']);
  });

  it('draws a window without traffic flat', () => {
    const { top, bars } = usageBars([day('2026-01-05', 0, 0)]);
    expect(top).toBe(1);
    expect(bars[0]!.requestsHeight).toBe(0);
  });

  it('names the UTC day and the figures as people read them', () => {
    expect(shortDay('2026-01-05')).toBe('Jan 5');
    expect(percent(null)).toBe('—');
    expect(percent(0.834)).toBe('83%');
    expect(latency(null)).toBe('—');
    expect(latency(240.4)).toBe('240 ms');
    expect(latency(1234)).toBe('1.2 s');
  });
});
