import { decodeText } from '../network/content-type';
import type { ToolNetworkOptions } from '../network/options';
import { safeFetch, type ResponseHead } from '../network/safe-fetch';
import { ToolError } from '../tool-error';
import {
  extractPlayerResponse,
  PlayerResponseSchema,
  type PlayerResponse,
} from './player-response';
import { parseTimedText } from './timedtext';

/** The two requests behind a transcript: the watch page, then the chosen caption track. */

function expectOk(what: string) {
  return (head: ResponseHead) => {
    if (head.status !== 200) {
      throw new ToolError(
        'youtube_error',
        `YouTube answered with status ${head.status} for ${what}.`,
      );
    }
  };
}

export async function loadPlayerResponse(
  watchUrl: URL,
  options: ToolNetworkOptions & { language?: string },
): Promise<PlayerResponse> {
  const page = await safeFetch(
    {
      url: watchUrl.href,
      headers: {
        accept: 'text/html',
        'accept-language': options.language ? `${options.language}, en;q=0.8` : 'en',
        // Without a consent cookie, visitors from the EU get a consent page with no player data.
        cookie: 'SOCS=CAI',
      },
      inspect: expectOk('the video page'),
    },
    options,
  );
  const parsed = PlayerResponseSchema.safeParse(
    extractPlayerResponse(decodeText(page.body, page.headers['content-type'], true)),
  );
  if (!parsed.success) {
    throw new ToolError('youtube_format', "I couldn't read that YouTube page.");
  }
  checkPlayable(parsed.data);
  return parsed.data;
}

function checkPlayable(player: PlayerResponse): void {
  const status = player.playabilityStatus?.status ?? 'OK';
  if (status === 'OK') return;
  if (status === 'LOGIN_REQUIRED') {
    throw new ToolError(
      'video_unavailable',
      "This video is private or needs a sign-in, so I can't read its captions.",
    );
  }
  const reason = player.playabilityStatus?.reason;
  throw new ToolError(
    'video_unavailable',
    reason ? `This video is unavailable (YouTube says: ${reason}).` : 'This video is unavailable.',
  );
}

export async function loadCues(
  trackUrl: URL,
  options: ToolNetworkOptions & { language?: string },
): Promise<string[]> {
  const answer = await safeFetch(
    { url: trackUrl.href, inspect: expectOk('the captions') },
    options,
  );
  const cues = parseTimedText(answer.body.toString('utf8'));
  // An empty answer happens when YouTube withholds a track from clients it does not trust.
  if (cues.length === 0) {
    throw new ToolError('captions_unavailable', "YouTube didn't send the captions for this video.");
  }
  return cues;
}
