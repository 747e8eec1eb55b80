/**
 * Sentences by Unicode's rules (Intl.Segmenter, UAX #29): "0.5-2%", "1/1.25" and "e.g. this"
 * stay whole, where splitting on every period broke numbers and formulas in replies.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * ICU has no abbreviation list here: "Mr. Smith" and "approx. 3x" would break after the dot.
 * A lone capital is not one: "a Series A. Selling more..." ends a sentence.
 */
const ABBREVIATION =
  /(?:^|[\s(])(?:(?:[a-z]\.){1,}[a-z]|mr|mrs|ms|dr|prof|st|jr|sr|vs|approx|est|fig|cf)\.$/i;
/** The same, for the end of a longer sentence cut to its last characters: no `^` there. */
const ABBREVIATION_AT_END =
  /[\s(](?:(?:[a-z]\.){1,}[a-z]|mr|mrs|ms|dr|prof|st|jr|sr|vs|approx|est|fig|cf)\.$/i;
/** How much of a sentence's end is enough to see an abbreviation ("U.S.A." and longer chains). */
const ABBREVIATION_TAIL = 64;

/** "1." or "b)" opening a list line belongs to the line, not a sentence of its own. */
const LIST_MARKER = /^\s*(?:\d{1,3}|[a-z])[.)]\s*$/i;
/** Longer than this, what is pending cannot be a list marker alone. */
const LIST_MARKER_MAX = 32;

/**
 * Does the sentence so far (`text` from `start` to `end`) end in an abbreviation? Only its
 * last characters are read: a run of "Dr. Dr. Dr." keeps one sentence growing, and testing
 * the whole of it at every segment made splitting quadratic (1 MiB took half a minute).
 */
function endsInAbbreviation(text: string, start: number, end: number): boolean {
  let last = end;
  while (last > start && /\s/.test(text[last - 1]!)) last--;
  if (last - start <= ABBREVIATION_TAIL) return ABBREVIATION.test(text.slice(start, last));
  return ABBREVIATION_AT_END.test(text.slice(last - ABBREVIATION_TAIL, last));
}

/**
 * The ends of the text's sentences by UAX #29, in order. V8's segmenter costs more per segment
 * the longer the text (1 MiB of short sentences took over a minute), so it reads windows of
 * WINDOW characters; an end is taken only when MARGIN characters follow it in the window, as
 * the rules look ahead past a full stop ("etc. and more" goes on). A sentence longer than the
 * window is read with a window twice as long.
 */
function* sentenceEnds(text: string): Generator<number> {
  let from = 0;
  let size = WINDOW;
  while (from < text.length) {
    const to = Math.min(text.length, from + size);
    const whole = to === text.length;
    let cut = from;
    for (const { segment, index } of segmenter.segment(text.slice(from, to))) {
      const end = from + index + segment.length;
      if (!whole && end > to - MARGIN) break;
      yield end;
      cut = end;
    }
    if (whole) return;
    size = cut === from ? size * 2 : WINDOW;
    from = cut;
  }
}
const WINDOW = 1024;
const MARGIN = 128;

/** Linear in the text's length, whatever it holds (see sentenceEnds, endsInAbbreviation). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  // The sentence being built is text.slice(start, end): segments are contiguous.
  let start = 0;
  for (const end of sentenceEnds(text)) {
    if (endsInAbbreviation(text, start, end)) continue;
    if (end - start <= LIST_MARKER_MAX && LIST_MARKER.test(text.slice(start, end))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
