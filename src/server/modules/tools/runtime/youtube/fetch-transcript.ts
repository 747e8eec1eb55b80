import { speakingOf } from '../network/network-errors';
import { resolveNetworkOptions } from '../network/network-settings';
import type { ToolNetworkOptions } from '../network/options';
import { limitText } from '../text-limit';
import { ToolError } from '../tool-error';
import { pickCaptionTrack } from './caption-track';
import { parseVideoId } from './video-id';
import { loadCues, loadPlayerResponse } from './youtube-requests';

export interface Transcript {
  videoId: string;
  title: string;
  /** Language code of the captions that were read, e.g. 'en' or 'pt-BR'. */
  language: string;
  text: string;
  truncated: boolean;
}

export interface TranscriptOptions extends ToolNetworkOptions {
  /** Preferred caption language (e.g. 'pt'); English, then any track, otherwise. */
  language?: string;
  /** Where YouTube is (YOUTUBE_BASE_URL; tests point it at a local fake). */
  youtubeBaseUrl: string;
}

const YOUTUBE_MESSAGES = {
  timeout: 'YouTube took too long to answer.',
  network_error: "I couldn't reach YouTube right now.",
};

const NO_CAPTIONS = () => new ToolError('no_captions', 'This video has no captions I can read.');

/** The captions of a YouTube video as plain text (the `youtube_transcript` tool). */
export async function fetchTranscript(
  videoUrlOrId: string,
  options: TranscriptOptions,
): Promise<Transcript> {
  const videoId = parseVideoId(videoUrlOrId);
  const watchUrl = new URL('/watch', options.youtubeBaseUrl);
  watchUrl.searchParams.set('v', videoId);
  const player = await speakingOf(loadPlayerResponse(watchUrl, options), YOUTUBE_MESSAGES);
  const tracks = player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
  const track = pickCaptionTrack(tracks, options.language);
  if (!track) throw NO_CAPTIONS();
  const cues = await speakingOf(
    loadCues(new URL(track.baseUrl, watchUrl), options),
    YOUTUBE_MESSAGES,
  );
  const { text, truncated } = limitText(
    cues.join(' '),
    resolveNetworkOptions(options).maxTextChars,
  );
  return {
    videoId,
    title: player.videoDetails?.title ?? '',
    language: track.languageCode,
    text,
    truncated,
  };
}
