import { SEED_AGENTS } from '../../../../db/seed-agents';

/**
 * Broad ways of saying "that is not what I cover" and naming what is: the engine's wording
 * may vary. None occurs in any coach's knowledge ("outside investment" does), so a retrieved
 * passage cannot pass for a redirect.
 */
export const REDIRECT = [
  'outside what',
  'outside my',
  'outside of what',
  'outside the scope',
  'outside the topics',
  'not something i',
  "can't help with",
  'cannot help with',
  'i can help with',
  'not what i cover',
  'not my area',
  'i cover',
  'i focus on',
  'i help with',
];

const OPENING_WORDS = 6;

/**
 * What an off-topic reply must not contain: the opening words of every sentence of the
 * coach's knowledge, its topic label removed. Retrieved passages always carry one of them;
 * a redirect that names the topics ("I can help with pricing, tiers...") carries none.
 */
export function knowledgeOpenings(seedKey: string): string[] {
  const coach = SEED_AGENTS.find((agent) => agent.seedKey === seedKey);
  if (!coach) throw new Error(`No seeded coach ${seedKey}`);
  return coach.knowledge
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/^[^.:\n]{2,40}:\s*/, '').split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.split(/\s+/).slice(0, OPENING_WORDS).join(' '))
    .filter((opening) => opening.split(' ').length === OPENING_WORDS);
}
