/**
 * Lists the most frequent content words and two-word phrases across the seeded coaches'
 * knowledge and the wizard's text: the vocabulary the pt/es/fr glossaries
 * (src/server/modules/chat/language/glossary/) translate. Run: npx tsx scripts/knowledge-vocabulary.ts
 */
import { SEED_AGENTS } from '../src/server/db/seed-agents';
import { SEED_WIZARDS } from '../src/server/db/seed-wizards';

const TOP_WORDS = 450;
const TOP_PHRASES = 150;
/** A phrase seen fewer times is an accident of wording. */
const MIN_PHRASE_COUNT = 3;

const FUNCTION_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each few for from further ' +
    'had has have having he her here hers him his how i if in into is it its itself just me more ' +
    'most my no nor not now of off on once only or other our ours out over own same she should so ' +
    'some such than that the their theirs them then there these they this those through to too ' +
    'under until up very was were what when where which while who whom why will with would you ' +
    'your yours yourself also like one two three may often usually many much even every well make ' +
    'makes made get use used using per'
  ).split(' '),
);

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) collectStrings(inner, into);
  }
}

const texts = SEED_AGENTS.map((agent) => agent.knowledge);
for (const wizard of SEED_WIZARDS) collectStrings(wizard.content, texts);

const isContent = (word: string | undefined): word is string =>
  word !== undefined && word.length > 2 && !FUNCTION_WORDS.has(word);
const words = new Map<string, number>();
const phrases = new Map<string, number>();
const count = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

for (const text of texts) {
  const tokens = text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? [];
  for (const [index, word] of tokens.entries()) {
    if (!isContent(word)) continue;
    count(words, word);
    const following = tokens[index + 1];
    if (isContent(following)) count(phrases, `${word} ${following}`);
  }
}

const ranked = (counts: Map<string, number>, limit: number, min = 1) =>
  [...counts]
    .filter(([, times]) => times >= min)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([term, times]) => `${term}:${times}`);

console.log(ranked(words, TOP_WORDS).join(' '));
console.log(`\nPhrases:\n${ranked(phrases, TOP_PHRASES, MIN_PHRASE_COUNT).join(' | ')}`);
