import { z } from 'zod';

const TextRuns = z
  .object({
    simpleText: z.string().optional(),
    runs: z.array(z.object({ text: z.string() })).optional(),
  })
  .optional();

const CaptionTrackSchema = z.object({
  baseUrl: z.string(),
  languageCode: z.string(),
  /** 'asr' marks automatic (speech-recognised) captions. */
  kind: z.string().optional(),
  name: TextRuns,
});
export type CaptionTrack = z.infer<typeof CaptionTrackSchema>;

/** The parts of YouTube's `ytInitialPlayerResponse` the transcript tool reads. */
export const PlayerResponseSchema = z.object({
  playabilityStatus: z.object({ status: z.string(), reason: z.string().optional() }).optional(),
  videoDetails: z.object({ title: z.string().optional() }).optional(),
  captions: z
    .object({
      playerCaptionsTracklistRenderer: z
        .object({ captionTracks: z.array(CaptionTrackSchema).optional() })
        .optional(),
    })
    .optional(),
});
export type PlayerResponse = z.infer<typeof PlayerResponseSchema>;

const ASSIGNMENT = /ytInitialPlayerResponse["'\]]*\s*=\s*(?=\{)/g;

/**
 * Finds `ytInitialPlayerResponse = {…};` in a watch page and returns the parsed object. The
 * object is cut out by matching braces outside strings, because its own strings can contain
 * `};` and `</script>`-like text that a regular expression would stop at.
 */
export function extractPlayerResponse(html: string): unknown {
  for (const match of html.matchAll(ASSIGNMENT)) {
    const json = balancedObjectAt(html, match.index + match[0].length);
    if (!json) continue;
    try {
      return JSON.parse(json) as unknown;
    } catch {
      // A lookalike assignment (e.g. in a comment); keep looking.
    }
  }
  return undefined;
}

function balancedObjectAt(text: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}
