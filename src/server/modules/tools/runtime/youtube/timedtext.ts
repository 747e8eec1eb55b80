import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { z } from 'zod';
import { collapseWhitespace } from '../text-limit';

const Json3Schema = z.object({
  events: z
    .array(z.object({ segs: z.array(z.object({ utf8: z.string().optional() })).optional() }))
    .optional(),
});

/**
 * The caption lines of a timedtext answer: the classic XML (`<transcript><text>`), srv3
 * (`<timedtext><body><p><s>`) or json3 (`{events:[{segs:[{utf8}]}]}`).
 */
export function parseTimedText(body: string): string[] {
  const text = body.trim();
  if (text.startsWith('{')) return parseJson3(text);
  return parseXml(text);
}

function parseJson3(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const parsed = Json3Schema.safeParse(json);
  if (!parsed.success) return [];
  return (parsed.data.events ?? [])
    .map((event) => collapseWhitespace((event.segs ?? []).map((seg) => seg.utf8 ?? '').join('')))
    .filter(Boolean);
}

function parseXml(text: string): string[] {
  const cues: string[] = [];
  let current: string | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'text' || name === 'p') current = '';
      },
      ontext(chunk) {
        if (current !== undefined) current += chunk;
      },
      onclosetag(name) {
        if ((name !== 'text' && name !== 'p') || current === undefined) return;
        // YouTube escapes cue text twice (`&amp;#39;`): the parser undoes one layer, this the other.
        const cue = collapseWhitespace(decodeHTML(current));
        if (cue) cues.push(cue);
        current = undefined;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  return cues;
}
