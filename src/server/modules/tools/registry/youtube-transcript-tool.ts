import { z } from 'zod';
import { networkOptions } from '../network-options';
import { fetchTranscript } from '../runtime/youtube/fetch-transcript';
import { agentTool, type BuiltInTool } from './built-in-tool';
import { linksIn } from './tool-intent';

const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?|shorts\/|embed\/)|youtu\.be\/)/i;

export const isYoutubeLink = (url: string) => YOUTUBE.test(url);

const VIDEO_INPUT = z.object({ url: z.string().describe('The YouTube link or video id') });

/** Reads a YouTube video's captions. */
export const youtubeTranscriptTool: BuiltInTool = {
  name: 'youtube_transcript',
  source: 'youtube_transcript',
  recognise: (message) =>
    linksIn(message)
      .filter(isYoutubeLink)
      .map((url) => ({ tool: 'youtube_transcript', url })),
  create: ({ config }) =>
    agentTool({
      name: 'youtube_transcript',
      source: 'youtube_transcript',
      description: 'Read the captions of a YouTube video, to summarise or quote it.',
      inputSchema: VIDEO_INPUT,
      execute: async ({ url }) => ({
        ...(await fetchTranscript(url, {
          ...networkOptions(config),
          youtubeBaseUrl: config.youtubeBaseUrl,
        })),
      }),
      activity: ({ url }) => ({ label: 'Reading the video’s transcript…', target: url }),
    }),
};
