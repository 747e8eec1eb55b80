import { describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../../db/seed-agents';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { recogniseSmallTalk, smallTalkOpening, smallTalkReply } from './small-talk';

describe('recogniseSmallTalk', () => {
  it.each([
    ['hi', 'greeting', 'en'],
    ['hey there!', 'greeting', 'en'],
    ['good morning', 'greeting', 'en'],
    ['Hi Maria!', 'greeting', 'en'],
    ['thanks!', 'thanks', 'en'],
    ['thank you so much', 'thanks', 'en'],
    ['cheers', 'thanks', 'en'],
    ['thx, super helpful', 'thanks', 'en'],
    ["Thanks, that's really helpful", 'thanks', 'en'],
    ['what can you do?', 'capabilities', 'en'],
    ['what do you help with?', 'capabilities', 'en'],
    ['who are you?', 'capabilities', 'en'],
    ['how can you help me?', 'capabilities', 'en'],
    ['hi, what can you do?', 'capabilities', 'en'],
    ['ok cool. what else can you help with?', 'capabilities', 'en'],
    ['bye', 'goodbye', 'en'],
    ['thanks, bye!', 'goodbye', 'en'],
    ['oi', 'greeting', 'pt'],
    ['olá, tudo bem?', 'greeting', 'pt'],
    ['obrigado!', 'thanks', 'pt'],
    ['o que você faz?', 'capabilities', 'pt'],
    ['Bom dia! Como você pode me ajudar?', 'capabilities', 'pt'],
    ['hola', 'greeting', 'es'],
    ['gracias', 'thanks', 'es'],
    ['muchas gracias por tu ayuda', 'thanks', 'es'],
    ['¿qué puedes hacer?', 'capabilities', 'es'],
    ['bonjour', 'greeting', 'fr'],
    ['salut, ça va ?', 'greeting', 'fr'],
    ['merci beaucoup', 'thanks', 'fr'],
    ['que peux-tu faire ?', 'capabilities', 'fr'],
    ['au revoir', 'goodbye', 'fr'],
    ['hi! what kind of stuff can you help me with', 'capabilities', 'en'],
    ['what topics do you cover?', 'capabilities', 'en'],
    ['got it, makes sense', 'thanks', 'en'],
    ['ok gotta go', 'goodbye', 'en'],
    ['good morning! hope your day is going well :)', 'greeting', 'en'],
    ['que tipo de coisas você pode ajudar?', 'capabilities', 'pt'],
  ])('"%s" is %s in %s', (message, kind, language) => {
    expect(recogniseSmallTalk(message)).toEqual({ kind, language });
  });

  it.each([
    'hi, how do I price my SaaS?',
    'Hey, quick question from our team meeting: could you tell me what the launch code is?',
    'Hello, I need help with my pitch deck',
    'thanks! and what about the option pool?',
    'What is runway?',
    'Como sei se tenho product-market fit?',
    'help me price my product',
    'ok',
    '',
  ])('"%s" asks something (or nothing): not small talk', (message) => {
    expect(recogniseSmallTalk(message)).toBeNull();
  });
});

const coaches = SEED_AGENTS.map((agent) => ({
  agent,
  knowledge: buildKnowledgeIndex(agent.knowledge),
}));

/** The questions under "You could ask me:", one per "- " line. */
const startersOf = (reply: string) =>
  reply
    .split('You could ask me:')[1]!
    .trim()
    .split('\n')
    .map((line) => line.replace(/^- /, ''));

describe('smallTalkReply', () => {
  it.each(coaches.map((c) => [c.agent.name, c] as const))(
    '%s greets with its topics and three questions from its knowledge',
    (_name, { agent, knowledge }) => {
      const reply = smallTalkReply('greeting', agent, knowledge);
      expect(reply).toContain(agent.name);
      expect(reply).not.toMatch(/outside what I cover/);
      const questions = startersOf(reply);
      expect(questions).toHaveLength(3);
      expect(new Set(questions).size).toBe(3);
      for (const question of questions) {
        // A real question: capitalised, ends with one "?", no doubled or dangling words.
        expect(question).toMatch(/^[A-Z][^?]{8,}\?$/);
        expect(question).not.toMatch(/\b(\w+) \1\b|\bmy (?:the|a|an|my)\b|\s\?|undefined/i);
        // Built from this coach's knowledge, not a stock question.
        const words = question.toLowerCase().match(/[a-z0-9-]{4,}/g) ?? [];
        const own = agent.knowledge.toLowerCase();
        expect(
          words.some((w) => own.includes(w) && !/^(?:should|know|think|about|start)/.test(w)),
        ).toBe(true);
      }
      // Three different forms, not one template three times.
      expect(new Set(questions.map((q) => q.split(' ').slice(0, 3).join(' '))).size).toBe(3);
    },
  );

  it('asks the questions a founder would for shaped topics', () => {
    const reply = (name: string) => startersOf(smallTalkReply('greeting', ...pick(name)));
    const pick = (name: string) => {
      const coach = coaches.find((c) => c.agent.name === name)!;
      return [coach.agent, coach.knowledge] as const;
    };
    expect(reply('Founder Finance Coach')).toEqual(
      expect.arrayContaining([
        'Is my startup default alive?',
        'What LTV to CAC ratio should I aim for?',
      ]),
    );
    expect(reply('Fundraising Coach')).toContain(
      'How do I choose between SAFEs and priced rounds?',
    );
    expect(reply('Product-Market Fit Coach')).toContain('Pivot or persevere: how do I decide?');
  });

  it('gives a person-made agent without topic labels questions from its sentences', () => {
    const knowledge = buildKnowledgeIndex(
      'Value-based pricing starts from the customer outcome, not from cost.\n\n' +
        'Your churn rate is the share of customers who leave each month.',
    );
    const questions = startersOf(
      smallTalkReply('capabilities', { name: 'Pricing Pal' }, knowledge),
    );
    expect(questions).toEqual([
      'How should I think about value-based pricing?',
      'What should I know about my churn rate?',
      'Where should I start?',
    ]);
  });

  it('thanks and goodbye are short and say no topic list', () => {
    const { agent, knowledge } = coaches[0]!;
    const thanks = smallTalkReply('thanks', agent, knowledge);
    expect(thanks).toMatch(/^You're welcome!/);
    // …and where else it could go: this coach's own topics.
    expect(thanks).toContain('stages and typical rounds');
    expect(thanks).not.toContain('You could ask me');
    const bye = smallTalkReply('goodbye', agent, knowledge);
    expect(bye.length).toBeLessThan(100);
  });
});

describe('smallTalkOpening', () => {
  it('reads thanks with typos after it as thanks, and never swallows a question', () => {
    expect(smallTalkOpening('thnx a lot, realy helpfull')).toBe('thanks');
    expect(smallTalkOpening('cheers mate, brilliant stuff')).toBe('thanks');
    expect(smallTalkOpening('hi, how do I bake sourdough?')).toBeNull();
    expect(smallTalkOpening('hey! whats the wether like')).toBeNull();
  });
});
