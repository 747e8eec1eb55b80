import type { AppConfig } from '../../config';
import type { ToolNetworkOptions } from './runtime/network/options';
import { scrapePage, type ScrapedPage } from './runtime/web-scraper/scrape-page';
import { fetchTranscript, type Transcript } from './runtime/youtube/fetch-transcript';

/** A free slot offered to the person, with the words it is shown and booked by. */
export interface OfferedSlot {
  start: string;
  end: string;
  label: string;
}

export interface CalendarTool {
  timeZone: string;
  freeSlots(now: Date): Promise<OfferedSlot[]>;
  book(slot: OfferedSlot, summary: string): Promise<{ link: string | null }>;
}

/**
 * The tools one agent may use in this turn: only those enabled on it, and the calendar only
 * once it is set up. Engines ask the toolbox; they never reach the network themselves.
 */
export interface AgentToolbox {
  readPage?(url: string): Promise<ScrapedPage>;
  readTranscript?(videoUrl: string): Promise<Transcript>;
  calendar?: CalendarTool;
}

export function networkOptions(tools: AppConfig['tools']): ToolNetworkOptions {
  return { allowPrivateNetwork: tools.allowPrivateNetwork };
}

export function createAgentToolbox(options: {
  enabled: readonly string[];
  config: AppConfig['tools'];
  calendar?: CalendarTool;
}): AgentToolbox {
  const network = networkOptions(options.config);
  const has = (tool: string) => options.enabled.includes(tool);
  return {
    ...(has('web_scraper') ? { readPage: (url: string) => scrapePage(url, network) } : {}),
    ...(has('youtube_transcript')
      ? {
          readTranscript: (videoUrl: string) =>
            fetchTranscript(videoUrl, {
              ...network,
              youtubeBaseUrl: options.config.youtubeBaseUrl,
            }),
        }
      : {}),
    ...(has('google_calendar') && options.calendar ? { calendar: options.calendar } : {}),
  };
}
