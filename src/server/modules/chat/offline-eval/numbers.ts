import { normalise } from './normalise';

/**
 * One figure: optional currency, digits with decimals or thousands ("0.17", "2,000"), the
 * letters glued to it ("500k", "4x", "409a") and a percent sign.
 */
const FIGURE = String.raw`[$€£]?\d+(?:[.,]\d+)*\p{L}*%?`;
/** Figures joined to it in one expression: ranges "0.5-2%", ratios "3:1", "1 - 1/1.2". */
const JOINED = String.raw`(?:(?: ?[-/] ?|:)${FIGURE})*`;
const EXPRESSION = new RegExp(String.raw`(?<![\p{L}\p{N}$€£.,])${FIGURE}${JOINED}`, 'gu');
/** "$1. 5M": a decimal split at its point as if it ended a sentence, the rest of it after. */
const SPLIT_DECIMAL = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])([$€£]?\d+)\. (\d+(?:[.,]\d+)*\p{L}*%?${JOINED})`,
  'gu',
);

/** "1. " or "2) " opening a line numbers a list; it states no figure. */
function isListMarker(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return /^[\s>*-]*$/.test(text.slice(lineStart, start)) && /^[.)]\s/.test(text.slice(end));
}

/** Every figure a text states, as written (normalised), list markers left out. */
export function numberTokens(text: string): string[] {
  const plain = normalise(text);
  const tokens: string[] = [];
  for (const match of plain.matchAll(EXPRESSION)) {
    const start = match.index;
    if (!isListMarker(plain, start, start + match[0].length)) tokens.push(match[0]);
  }
  return tokens;
}

const isDigit = (char: string | undefined) => char !== undefined && /\p{N}/u.test(char);
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/**
 * Whether `sources` states `token` as a whole figure: "2-1%" is not in "0.2-1%", "0" is not
 * in "0.17" and "$500" is not in "$500k"; a dropped currency sign or percent is tolerated.
 */
function statesFigure(sources: string, token: string): boolean {
  for (let at = sources.indexOf(token); at !== -1; at = sources.indexOf(token, at + 1)) {
    const before = sources[at - 1];
    const after = sources[at + token.length];
    const continuesBefore =
      isDigit(before) ||
      isLetter(before) ||
      ((before === '.' || before === ',') && isDigit(sources[at - 2]));
    const continuesAfter =
      isDigit(after) ||
      isLetter(after) ||
      ((after === '.' || after === ',') && isDigit(sources[at + token.length + 1]));
    if (!continuesBefore && !continuesAfter) return true;
  }
  return false;
}

const MAGNITUDE: Record<string, number> = { k: 1e3, m: 1e6, bn: 1e9 };

/**
 * The value of a single figure ("$200,000", "200k", "€1.5m", "17%"), percent told apart;
 * null for an expression ("0.5-2%") or digits inside a word ("409a").
 */
export function figureValue(token: string): { value: number; percent: boolean } | null {
  const m = /^[$€£]?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k|m|bn)?(%)?$/.exec(token);
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, '') + (m[2] ?? '')) * (m[3] ? MAGNITUDE[m[3]]! : 1);
  return { value, percent: m[4] !== undefined };
}

/** Whether the sources state the token's value in another form: "$200,000" for "200k". */
function statesValue(sourceValues: Array<{ value: number; percent: boolean }>, token: string) {
  const own = figureValue(token);
  return (
    own !== null && sourceValues.some((s) => s.value === own.value && s.percent === own.percent)
  );
}

/**
 * The reply's figures that its sources (knowledge, instruction, messages, files) never state.
 * A decimal split at its point ("0. 2-1%" for "0.2-1%", "$1. 5m" for "$1.5M") is reported
 * whole, since its halves can each happen to appear elsewhere ("$1-3M", "$5M"). A figure
 * restated in another form ("$200,000" for the founder's "200k") is not changed.
 */
export function changedNumbers(reply: string, sources: string): string[] {
  const plainSources = normalise(sources).replace(/\s+/g, ' ');
  const plainReply = normalise(reply);
  const splits = [...plainReply.matchAll(SPLIT_DECIMAL)].filter((m) =>
    statesFigure(plainSources, `${m[1]}.${m[2]}`),
  );
  const unsplit = splits.reduce(
    (text, m) =>
      text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length),
    plainReply,
  );
  const sourceValues = numberTokens(plainSources).flatMap((token) => figureValue(token) ?? []);
  const changed = numberTokens(unsplit).filter(
    (token) => !statesFigure(plainSources, token) && !statesValue(sourceValues, token),
  );
  return [...splits.map((m) => m[0]), ...changed];
}
