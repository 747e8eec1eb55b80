import { inflateSync } from 'node:zlib';

/** A stream's data starts after this keyword and its line break ("endstream" is not one). */
const STREAM_START = /(?<!end)stream\r?\n/g;
/** How far before a stream its dictionary is looked for. */
const DICTIONARY_REACH = 4096;

/**
 * Do the PDF's Flate streams unpack to more than `limit` bytes together? pdf.js has no bound
 * on what it inflates (a 111 KB stream unpacked to 50 MB), so each stream is inflated here
 * first, with zlib stopping at what is left of the limit. Images are not counted: text
 * extraction never decodes them. Streams this cannot read (other filters, encryption) are
 * left to pdf.js, under the reading thread's memory limit and deadline.
 */
export function unpacksPast(data: Buffer, limit: number): boolean {
  const text = data.toString('latin1');
  let total = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const before = text.slice(Math.max(0, match.index - DICTIONARY_REACH), match.index);
    const dictionary = before.slice(before.lastIndexOf('obj'));
    if (!/\/FlateDecode\b|\/Fl\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) {
      continue;
    }
    const start = match.index + match[0].length;
    try {
      // zlib stops at the end of the compressed data: what follows (endstream...) is ignored.
      total += inflateSync(data.subarray(start), { maxOutputLength: limit - total + 1 }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
    if (total > limit) return true;
  }
  return false;
}
