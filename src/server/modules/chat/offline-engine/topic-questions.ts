/**
 * A question a founder would ask about a topic of the knowledge, from the label's shape and
 * how the knowledge itself uses the label: "SAFEs vs priced rounds" is a choice, "Default
 * alive" a state ("whether the company is default alive"), "LTV to CAC" a ratio ("an LTV to
 * CAC ratio of 3:1"), "Data room" a thing one has ("a data room").
 */
export interface TopicQuestion {
  /** Which template made it: a reply never asks two questions of the same form. */
  template: string;
  question: string;
}

/** Questions any topic can take; `np` is the label with the determiner it needs. */
export const GENERIC_TEMPLATES: ReadonlyArray<[string, (np: string) => string]> = [
  ['think', (np) => `How should I think about ${np}?`],
  ['know', (np) => `What should I know about ${np}?`],
  ['start', (np) => `Where do I start with ${np}?`],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words of `text` as a pattern that lets the knowledge wrap lines between them. */
const spaced = (text: string) => escape(text).replace(/ /g, '\\s+');
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const firstConjunct = (label: string) =>
  label.split(/ (?:and|or|vs\.?|versus|by|to|for|of|with|in) /)[0]!;
const properName = (label: string) => /\s\p{Lu}\p{Ll}/u.test(label);
const article = (word: string) =>
  // Spelled-out capitals ("an LLC", "an SAS") sound like a vowel when they are F, H, L, M, N, R, S, X.
  /^(?:[aeiou]|[AEFHILMNORSX](?:\p{Lu}|\s|$))/u.test(word) ? 'an' : 'a';

/**
 * "my narrative", but "dilution", "unit economics", "positioning", "the Sean Ellis test"; a
 * label the knowledge counts ("a C corporation") takes "my" whatever its ending.
 */
export function withDeterminer(label: string, text: string): string {
  if (/^(?:the|a|an|my|our) /i.test(label)) return label;
  if (properName(label)) return `the ${label}`;
  const first = firstConjunct(label);
  if (new RegExp(`\\b(?:a|an)\\s+${spaced(first)}\\b`, 'i').test(text)) return `my ${label}`;
  const head = first.split(' ').at(-1)!.toLowerCase();
  const needsNone =
    (/s$/.test(head) && !/ss$/.test(head)) ||
    /(?:ing|tion|sion|ment|ity|ness|ance|ence|ism|ship)$/.test(head);
  return needsNone ? label : `my ${label}`;
}

/**
 * The questions that fit the label's shape, most telling first; empty when only the generic
 * forms fit. `text` is the knowledge, read for how it uses the label.
 */
export function shapedQuestions(label: string, text: string): TopicQuestion[] {
  const words = spaced(label);
  const compound = / and /.test(label);
  const contrast = /^(.+?) (?:vs\.?|versus) (.+)$/.exec(label);
  // "LTV to CAC and payback": the ratio is what comes before the "and".
  const first = label.split(' and ')[0]!;
  if (/^(?:what|how|when|why|which|who|whether|where)\b/i.test(label)) {
    return [{ template: 'explain', question: `Can you explain ${label}?` }];
  }
  if (contrast && !compound) {
    const [, one, other] = contrast;
    return [{ template: 'choose', question: `How do I choose between ${one} and ${other}?` }];
  }
  if (/ or /.test(label) && !compound) {
    return [{ template: 'decide', question: `${upperFirst(label)}: how do I decide?` }];
  }
  if (new RegExp(`\\b${spaced(first)}\\s+ratio\\b`, 'i').test(text)) {
    return [{ template: 'ratio', question: `What ${first} ratio should I aim for?` }];
  }
  const predicate = new RegExp(
    `\\b(?:is|are|stays?|remains?)\\s+${words}(?=\\s*(?:[,.:;?]|if\\b|when\\b|or\\b|before\\b))`,
    'i',
  );
  if (!compound && predicate.test(text)) {
    return [{ template: 'state', question: `Is my startup ${label}?` }];
  }
  if (/^first \d/i.test(label)) {
    return [{ template: 'approach', question: `What matters most for my ${label}?` }];
  }
  if (
    /^\p{L}+ing (?:the|a|an|with|for|to|your|my|on|in|from|into|at|by|about|up|out)\b/iu.test(label)
  ) {
    return [{ template: 'go-about', question: `Any tips on ${label}?` }];
  }
  if (/^(?:common|typical|frequent|classic|usual|biggest) .+s$/i.test(label)) {
    return [{ template: 'watch', question: `Which ${label} should I watch out for?` }];
  }
  if (!compound && new RegExp(`\\b(?:a|an)\\s+${words}\\b`, 'i').test(text)) {
    return [{ template: 'need', question: `Do I need ${article(label)} ${label}?` }];
  }
  return [];
}
