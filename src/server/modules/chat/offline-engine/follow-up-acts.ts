/**
 * Requests that act on the coach's previous answer rather than ask something new: say it
 * more simply, give an example, say why, say what to do first. In the four languages the
 * coaches speak; only a short message is read this way ("why is churn so high?" asks anew).
 */
export type FollowUpAct = 'simpler' | 'example' | 'why' | 'first-step';

const ACTS: ReadonlyArray<[FollowUpAct, RegExp]> = [
  [
    'simpler',
    /\b(?:simpl(?:er|y|e terms|ify)|plain (?:english|words|terms)|eli5|like i(?:'?m| am) (?:five|5)|in short|tl;?dr|dumb it down|mais simples|simplifica|más simple|mas simple|en términos simples|plus simple(?:ment)?|simplement)\b/i,
  ],
  [
    'example',
    /\b(?:an? (?:concrete |real |quick )?example|concretely|show me how|exemplo|ejemplo|exemple)\b|^\W*(?:for )?examples?\W*$/i,
  ],
  [
    'first-step',
    /\b(?:(?:change|do|fix|tackle|start with|focus on|prioriti[sz]e) first|first step|where (?:do|should) (?:i|we) (?:start|begin)|what (?:now|next)|what (?:should|do|can|would) (?:i|we) do (?:now|next|first)|next steps?|por onde começo|o que mudaria primeiro|primeiro passo|por dónde empiezo|qué cambiarías primero|primer paso|par où commencer|que changerais-tu d'abord|première étape)\b/i,
  ],
  // "why?", "but why is that?": not "why do startups fail?", which asks anew.
  [
    'why',
    /^\s*(?:but |and |ok(?:ay)?,? )?(?:why|how come|por ?qu[eê]|pourquoi)(?:\s+(?:is|does|would|should)\s+(?:that|it|this)(?:\s+\w+)?|\s+(?:so|not|that|exactly))?\s*[?!.]*\s*$/i,
  ],
];

/** At most this many words: a longer message is a question of its own. */
const MAX_ACT_WORDS = 10;

export function recogniseFollowUpAct(message: string): FollowUpAct | null {
  if (message.trim().split(/\s+/).length > MAX_ACT_WORDS) return null;
  return ACTS.find(([, pattern]) => pattern.test(message.trim()))?.[0] ?? null;
}
