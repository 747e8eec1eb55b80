import type { CaptionTrack } from './player-response';

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';
const isManual = (track: CaptionTrack) => track.kind !== 'asr';

/** Within one language: people's captions over automatic ones, then the exact regional code. */
function bestOf(tracks: CaptionTrack[], exact?: string): CaptionTrack | undefined {
  const isExact = (t: CaptionTrack) => t.languageCode.toLowerCase() === exact?.toLowerCase();
  return (
    tracks.find((t) => isManual(t) && isExact(t)) ??
    tracks.find(isManual) ??
    tracks.find(isExact) ??
    tracks[0]
  );
}

/**
 * The track to read: the requested language, else English, else any manual track over
 * automatic ones, else the first. Undefined only when there are no tracks.
 */
export function pickCaptionTrack(
  tracks: CaptionTrack[],
  language?: string,
): CaptionTrack | undefined {
  const inLanguage = (code: string) =>
    tracks.filter((t) => primary(t.languageCode) === primary(code));
  return (
    (language ? bestOf(inLanguage(language), language) : undefined) ??
    bestOf(inLanguage('en')) ??
    bestOf(tracks)
  );
}
