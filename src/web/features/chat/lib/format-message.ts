/** A run of text with its inline emphasis. */
export interface TextSegment {
  text: string;
  bold: boolean;
  italic: boolean;
}

const BOLD = /\*\*([^*\s](?:[^\n]*?[^*\s])?)\*\*/g;
const ITALIC = /\*([^*\s](?:[^*\n]*?[^*\s])?)\*/g;

function split(text: string, pattern: RegExp, mark: (inner: string) => TextSegment[]) {
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last)
      out.push({ text: text.slice(last, match.index), bold: false, italic: false });
    out.push(...mark(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), bold: false, italic: false });
  return out;
}

function parseItalic(text: string, bold: boolean): TextSegment[] {
  return split(text, ITALIC, (inner) => [{ text: inner, bold, italic: true }]).map((s) =>
    s.italic ? s : { ...s, bold },
  );
}

/**
 * Splits a coach reply into lines of segments: `**bold**`, `*italic*` (also inside bold) and
 * line breaks. Everything else, including unmatched asterisks, stays literal text.
 */
export function formatMessage(text: string): TextSegment[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      split(line, BOLD, (inner) => parseItalic(inner, true)).flatMap((segment) =>
        segment.bold ? [segment] : parseItalic(segment.text, false),
      ),
    );
}
