/**
 * Words for retrieval: lower-cased letters and digits (any script), common English words
 * dropped, and a light suffix stemmer so "raising", "raised" and "raises" meet at "rais".
 */
const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each few for from further ' +
    'had has have having he her here hers him his how i if in into is it its itself just me more ' +
    'most my no nor not now of off on once only or other our ours out over own same she should so ' +
    'some such than that the their theirs them then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you ' +
    'your yours yourself tell know want need get got also like please thanks thank hi hello'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of [
    'ations',
    'ation',
    'ings',
    'ing',
    'ers',
    'ies',
    'ied',
    'ed',
    'es',
    'ly',
    's',
  ]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (!STOPWORDS.has(word)) tokens.push(stem(word));
  }
  return tokens;
}
