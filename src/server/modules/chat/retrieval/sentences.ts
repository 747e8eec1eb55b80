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

/** "1." or "b)" opening a list line belongs to the line, not a sentence of its own. */
const LIST_MARKER = /^\s*(?:\d{1,3}|[a-z])[.)]\s*$/i;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let pending = '';
  for (const { segment } of segmenter.segment(text)) {
    pending += segment;
    if (ABBREVIATION.test(pending.trimEnd()) || LIST_MARKER.test(pending)) continue;
    const sentence = pending.trim();
    if (sentence) sentences.push(sentence);
    pending = '';
  }
  const rest = pending.trim();
  if (rest) sentences.push(rest);
  return sentences;
}
