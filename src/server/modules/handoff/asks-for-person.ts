/**
 * Whether a chat message asks for someone of the team, in English, Portuguese, Spanish or
 * French. Deliberately narrow: a verb of talking aimed at a person ("talk to a human",
 * "falar com uma pessoa"), or a phrase that only means a human ("real person", "agente
 * humano"), in a short message that does not deny it. "What does a person need to start a
 * company" talks about people, not to one, and is left to the coach.
 */
const HUMAN = [
  // en
  String.raw`(?:talk|speak|chat)\s+(?:to|with)\s+(?:a\s+|an\s+|some\s+)?(?:real\s+|live\s+)?(?:person|human(?:\s+being)?|someone|somebody|agent|representative|operator)`,
  String.raw`(?:real|live|actual)\s+(?:person|human|agent)`,
  String.raw`human\s+(?:agent|being|support)`,
  String.raw`(?:get|want|need|connect\s+me\s+(?:to|with)|transfer\s+me\s+to)\s+(?:a\s+|an\s+)?(?:real\s+)?human`,
  // pt
  String.raw`falar\s+com\s+(?:uma\s+|um\s+|alguma\s+)?(?:pessoa|humano|atendente|alguem)`,
  String.raw`(?:pessoa|atendente)\s+(?:real|humana?)`,
  // es
  String.raw`hablar\s+con\s+(?:una\s+|un\s+)?(?:persona|humano|agente|alguien)`,
  String.raw`persona\s+(?:real|humana)`,
  // pt and es (and the mixed "agent humano")
  String.raw`agente?\s+humano`,
  // fr
  String.raw`parler\s+(?:a|avec)\s+(?:une\s+|un\s+)?(?:vraie\s+)?(?:personne|humain|quelqu'un|conseiller|agent)`,
  String.raw`(?:vraie|une)\s+personne\s+reelle|vraie\s+personne|etre\s+humain|agent\s+humain`,
];
const ASKS = new RegExp(String.raw`(?:^|[^a-z'])(?:${HUMAN.join('|')})(?![a-z])`);
const DENIES =
  /\b(?:don'?t|do not|never|no need|nao|nunca|no quiero|sin|ne veux pas|pas besoin|jamais)\b/;
/** Longer messages talk about something else and mention people on the way. */
const MOST_WORDS = 15;

const normalised = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");

export function asksForPerson(message: string): boolean {
  const text = normalised(message).trim();
  if (text.split(/\s+/).length > MOST_WORDS) return false;
  const match = ASKS.exec(text);
  return match !== null && !DENIES.test(text.slice(0, match.index + 1));
}
