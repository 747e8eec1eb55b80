import { describe, expect, it } from 'vitest';
import { toolActivityText } from './tool-activity';

describe('toolActivityText', () => {
  it('says what the coach is doing, in words, for each tool', () => {
    expect(toolActivityText('web_scraper')).toBe('Reading the page…');
    expect(toolActivityText('google_calendar')).toBe('Checking the calendar…');
    expect(toolActivityText('youtube_transcript')).toBe('Reading the video’s transcript…');
    expect(toolActivityText('stock_prices')).toBe('Using a tool…');
    expect(toolActivityText('constructor')).toBe('Using a tool…');
  });
});
