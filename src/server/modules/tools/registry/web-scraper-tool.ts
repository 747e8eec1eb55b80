import { z } from 'zod';
import { networkOptions } from '../network-options';
import { scrapePage } from '../runtime/web-scraper/scrape-page';
import { agentTool, type BuiltInTool } from './built-in-tool';
import { linksIn } from './tool-intent';
import { isYoutubeLink } from './youtube-transcript-tool';

const PAGE_INPUT = z.object({ url: z.string().describe('The http(s) address of the page') });

/** Reads a public web page through the vetted fetch (SSRF rules, size and time limits). */
export const webScraperTool: BuiltInTool = {
  name: 'web_scraper',
  source: 'web_scraper',
  recognise: (message) =>
    linksIn(message)
      .filter((url) => !isYoutubeLink(url))
      .map((url) => ({ tool: 'web_scraper', url })),
  create: ({ config }) =>
    agentTool({
      name: 'web_scraper',
      source: 'web_scraper',
      description:
        'Read the text of a public web page. Use it when the person shares a link or asks about a page.',
      inputSchema: PAGE_INPUT,
      execute: async ({ url }) => ({ ...(await scrapePage(url, networkOptions(config))) }),
      activity: ({ url }) => ({ label: 'Reading the page…', target: url }),
    }),
};
