import { ToolError } from '../tool-error';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PATH_FORMS = new Set(['shorts', 'embed', 'live', 'v']);

const notAVideo = () =>
  new ToolError('invalid_video', "That doesn't look like a YouTube video link.");

function asUrl(input: string): URL | undefined {
  for (const candidate of [input, `https://${input}`]) {
    try {
      const url = new URL(candidate);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url;
    } catch {
      // Not this form; try the next.
    }
  }
  return undefined;
}

/** Which YouTube site a host is, ignoring the www./m./music. variants. */
function youtubeSite(hostname: string): 'youtube' | 'short' | undefined {
  const host = hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') return 'youtube';
  return host === 'youtu.be' ? 'short' : undefined;
}

/**
 * The 11-character id in a bare id or in youtube.com/watch?v=, youtu.be/, /shorts/, /embed/
 * (and /live/, /v/) links; anything else is refused rather than guessed at.
 */
export function parseVideoId(input: string): string {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  const url = asUrl(text);
  const site = url && youtubeSite(url.hostname);
  if (!url || !site) throw notAVideo();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  const id =
    site === 'short'
      ? first
      : first === 'watch'
        ? (url.searchParams.get('v') ?? '')
        : PATH_FORMS.has(first)
          ? second
          : '';
  if (!VIDEO_ID.test(id)) throw notAVideo();
  return id;
}
