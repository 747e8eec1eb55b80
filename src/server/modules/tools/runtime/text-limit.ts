/** Cuts `text` to at most `maxChars`, at a word boundary when one is near, and says if it cut. */
export function limitText(text: string, maxChars: number): { text: string; truncated: boolean } {
  if (text.length <= maxChars) return { text, truncated: false };
  const cut = text.slice(0, maxChars);
  const lastBreak = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  // Only step back to a word boundary when it costs little; a huge "word" is cut where it is.
  const end = lastBreak > maxChars - 200 ? lastBreak : maxChars;
  return { text: cut.slice(0, end).trimEnd(), truncated: true };
}

/** Collapses runs of whitespace (including no-break spaces) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
