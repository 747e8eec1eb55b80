/**
 * What to say of a piece of a markdown reply: the words, without the marks a voice would
 * read out ("asterisk asterisk") or that mean nothing aloud. `atLineStart` says whether the
 * piece begins a line, where '#', '-' and '1.' are markup rather than words.
 */
export function speakableText(piece: string, atLineStart = true): string {
  return piece
    .split('\n')
    .map((line, index) => (index > 0 || atLineStart ? withoutLineMarkers(line) : line))
    .join(' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // an image: its alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link: its text, not its address
    .replace(/<(https?:[^>\s]+)>/g, '$1')
    .replace(/\bhttps?:\/\/(?:www\.)?([^\s/?#)]+)[^\s)]*/g, '$1') // a bare URL: its site
    .replace(/`+/g, '') // code spans keep their words
    .replace(/\*\*|__|~~/g, '') // bold, strikethrough
    .replace(/(^|[\s([{"'“‘])[*_]+(?=\S)/g, '$1') // emphasis opening a word
    .replace(/(?<=\S)[*_]+(?=$|[\s.,;:!?)\]}"'”’])/g, '') // ...and closing one (not snake_case)
    .replace(/\|/g, ' ') // table cells
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '') // emoji would be read out by name
    .replace(/\s+/g, ' ')
    .trim();
}

function withoutLineMarkers(line: string): string {
  if (/^\s*(?:[-*_]\s*){3,}$/.test(line)) return ''; // a horizontal rule
  if (/^\s*\|?(?:\s*:?-{2,}:?\s*\|?)+\s*$/.test(line)) return ''; // a table's header rule
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '') // heading
    .replace(/^\s*(?:>\s?)+/, '') // quote
    .replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/, ''); // bullet or numbered item
}

/** Whether anything in it can be said (a piece of only marks or spaces is not). */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
