import { describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../../db/seed-agents';
import type { CatalogueCoach, HistoryTurn } from '../chat-engine';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { recogniseIntents } from './intents';
import { composeOfflineReply } from './offline-engine';

/*
 * Issue 30's measured examples, played as the founder typed them: each reply must be one a
 * founder would call useful, not a definition, a refusal or the same passage again.
 */
const seed = (key: string) => SEED_AGENTS.find((agent) => agent.seedKey === key)!;
const indexes = new Map(SEED_AGENTS.map((a) => [a.seedKey, buildKnowledgeIndex(a.knowledge)]));
const catalogue: CatalogueCoach[] = SEED_AGENTS.map((agent) => ({
  name: agent.name,
  link: `/agents/${agent.seedKey}/run`,
  knowledgeIndex: () => indexes.get(agent.seedKey)!,
}));

/** A conversation with one coach: each reply goes into the next turn's history. */
function converse(key: string, messages: string[], knowledge?: string): [string, ...string[]] {
  const coach = seed(key);
  const index = knowledge ? buildKnowledgeIndex(knowledge) : indexes.get(key)!;
  const history: HistoryTurn[] = [];
  const replies = messages.map((message) => {
    const { text } = composeOfflineReply({
      agent: { name: coach.name, instruction: coach.instruction, tools: [] },
      knowledge: index,
      message,
      history: [...history],
      files: [],
      intents: recogniseIntents(message),
      otherCoaches: catalogue.filter((other) => other.name !== coach.name),
    });
    history.push({ role: 'user', content: message }, { role: 'coach', content: text });
    return text;
  });
  return [replies[0] ?? '', ...replies.slice(1)];
}

const DECLINE = 'outside what I cover';

describe('the coach a founder meets, with no model', () => {
  it('works out their runway, then the runway with a hire', () => {
    const [runway, hire = ''] = converse('founder-finance-coach', [
      'We have $200k in the bank and burn $15k per month. How long is our runway?',
      'And if we hire one more engineer at $8k per month?',
    ]);
    expect(runway).toContain('$200,000 ÷ $15,000 per month = **13.3 months**');
    expect(hire).toContain('($15,000 + $8,000 = $23,000) per month = **8.7 months**');
    expect(hire).not.toContain(DECLINE);
  });

  it('works out the CAC payback with their own figures, not a worked example', () => {
    const [reply] = converse('founder-finance-coach', [
      'CAC $400, $50/month at 80 % margin, payback?',
    ]);
    expect(reply).toContain('**10 months**');
  });

  it('answers a greeting and thanks as such', () => {
    const [hello, thanks = ''] = converse('pricing-strategist', ['hi', 'thanks!']);
    expect(hello).toContain('You could ask me:');
    expect(hello.match(/^- .+\?$/gm)).toHaveLength(3);
    expect(thanks).toMatch(/^You're welcome/);
  });

  it('takes a price question with a figure, then a what-if on the price', () => {
    const [cheap, higher = ''] = converse('pricing-strategist', [
      'Is $29 per month too cheap for a B2B tool?',
      'What if I charged $49 instead?',
    ]);
    expect(cheap).not.toContain(DECLINE);
    expect(higher).toContain('1 − $29 ÷ $49 = **40.8% of customers**');
  });

  it('says the previous answer more simply instead of repeating it', () => {
    const [answer, simpler = ''] = converse('fundraising-coach', [
      'How much runway should we have after raising a seed round?',
      'Can you explain that in simpler terms?',
    ]);
    expect(simpler).not.toBe(answer);
    expect(simpler).toMatch(/^(?:Put simply|In one line):/);
  });

  it('answers in English after one line in Portuguese, with their figures', () => {
    const [reply] = converse('product-market-fit-coach', [
      'Como sei se tenho product-market fit? Temos 40 clientes pagantes e churn de 8% ao mês.',
    ]);
    const [note, ...rest] = reply.split('\n\n');
    expect(note).toMatch(/inglês/);
    expect(rest.join(' ')).toContain('40 paying customers');
    expect(rest.join(' ')).toContain('8% monthly churn');
    expect(reply).not.toContain(DECLINE);
  });

  it('does not let friendly words push a covered question out', () => {
    const knowledge = 'Launch: The secret launch code for the product is ZEBRA-42.';
    const [reply] = converse(
      'pitch-deck-coach',
      ['Hey, quick question from our team meeting: could you tell me what the launch code is?'],
      knowledge,
    );
    expect(reply).toContain('ZEBRA-42');
  });

  it('reads a prefixed word as the one the knowledge uses, and counts what "how many" asks', () => {
    const [delaware] = converse('business-setup-advisor', [
      'should i incorporate in delaware or in my home country?',
    ]);
    expect(delaware).toMatch(/Delaware C corporation/);
    const [slides] = converse('pitch-deck-coach', [
      'how many slides should my pitch deck have for a seed round?',
    ]);
    expect(slides).toMatch(/10-15 slide/);
  });

  it('answers "how long" with a duration, and a short question naming a topic from it', () => {
    const [duration] = converse('fundraising-coach', ['how long does it take to raise a seed?']);
    expect(duration).toMatch(/three to six months/);
    const [ask] = converse('pitch-deck-coach', ['what goes on the ask slide']);
    expect(ask).toMatch(/^\*\*The ask:\*\*/);
  });

  it('declines a foreign topic by naming the catalogue coach that covers it', () => {
    const [reply] = converse('founder-finance-coach', [
      'How many slides should my pitch deck have?',
    ]);
    expect(reply).toContain(DECLINE);
    expect(reply).toContain('[Pitch Deck Coach](/agents/pitch-deck-coach/run)');
  });
});
