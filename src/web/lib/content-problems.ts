/**
 * What must never reach a reader of the help and legal pages: text left for someone to fill
 * in, addresses that reach nobody, promises of features, and claims the product contradicts.
 */
const PROBLEMS: readonly (readonly [RegExp, string])[] = [
  // A markdown link is [text](target); anything else in brackets waits for a value.
  [/\[[^\]\n]*\](?!\()/, 'a [bracketed] placeholder'],
  [/\b(TODO|TBD|FIXME|XXX)\b/, 'a note to the authors'],
  [/lorem ipsum/i, 'filler text'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)*\.(local|example|test|invalid)\b/i, 'an address that reaches nobody'],
  [
    /coming soon|not available yet|not open yet|upcoming release|still being (built|released)|once (it is|they are) released/i,
    'a feature promised for later',
  ],
  [/voice (calls?|chat) (is|are) not (available|possible|supported)/i, 'voice calls exist'],
  [/(no|not have a|without a) "?forgot password/i, '"Forgot password?" exists'],
];

/** Each problem in a text, as "what: the words". Empty when the text can be shown. */
export function contentProblems(text: string): string[] {
  return PROBLEMS.flatMap(([pattern, what]) => {
    const found = pattern.exec(text);
    return found ? [`${what}: "${found[0]}"`] : [];
  });
}
