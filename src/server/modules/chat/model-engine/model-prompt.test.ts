import { describe, expect, it } from 'vitest';
import type { EngineTurn } from '../chat-engine';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { buildModelPrompt } from './model-prompt';

const filler = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${topic} note ${i}: general remarks about ${topic} habits.`,
  ).join(' ');

/** A knowledge base of 40 paragraphs where only one mentions the pricing ladder. */
const knowledge = [
  ...Array.from({ length: 20 }, (_, i) => filler(`hiring${i}`, 3)),
  'Pricing ladder: start at 49 dollars, then 149, then 499 for teams with an annual discount.',
  ...Array.from({ length: 19 }, (_, i) => filler(`culture${i}`, 3)),
].join('\n\n');

function turn(overrides: Partial<EngineTurn> = {}): EngineTurn {
  return {
    agent: {
      id: 'a1',
      name: 'Pricing Coach',
      instruction: 'You are a blunt pricing coach. Answer in three sentences.',
      knowledge,
      tools: [],
    },
    knowledgeIndex: () => buildKnowledgeIndex(knowledge),
    message: 'How should I set up my pricing ladder?',
    history: [],
    earlierFiles: [],
    files: [],
    tools: [],
    ...overrides,
  };
}

const prompt = (input: EngineTurn, knowledgeChars = 100_000, filesChars = 100_000) =>
  buildModelPrompt(input, { knowledgeChars, filesChars });

describe('buildModelPrompt', () => {
  it('makes the instruction the system prompt and includes knowledge that fits whole', () => {
    const { system } = prompt(turn());
    expect(system.startsWith('You are a blunt pricing coach.')).toBe(true);
    expect(system).toContain(knowledge);
  });

  it('retrieves the relevant passages when the knowledge is over budget, in their order', () => {
    const { system } = prompt(turn(), 600);
    expect(system).toContain('Pricing ladder: start at 49 dollars');
    expect(system).not.toContain('culture18 note');
    expect(system).toContain('the rest of the knowledge base was left out');
    const knowledgePart = system.slice(system.indexOf('<knowledge>'));
    expect(knowledgePart.length).toBeLessThan(600 + 200);
  });

  it('sends the conversation window and the message with each file by name', () => {
    const { messages } = prompt(
      turn({
        history: [
          { role: 'user', content: 'Hi' },
          { role: 'coach', content: 'Hello, what do you sell?' },
        ],
        files: [{ name: 'costs.txt', text: 'Our cost per seat is 12 dollars.' }],
      }),
    );
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[2]!.content).toContain('How should I set up my pricing ladder?');
    expect(messages[2]!.content).toContain(
      'Attached file "costs.txt":\n<file name="costs.txt">\nOur cost per seat is 12 dollars.\n</file>',
    );
  });

  it('never sends an empty turn: files alone are named, an empty reply says so', () => {
    const { messages } = prompt(
      turn({
        history: [
          { role: 'user', content: '', attachments: ['deck.pdf', 'notes.txt'] },
          { role: 'coach', content: '' },
          { role: 'user', content: 'And this one?', attachments: ['memo.txt'] },
        ],
      }),
    );
    expect(messages.slice(0, 3).map((m) => m.content)).toEqual([
      '[Attached: "deck.pdf", "notes.txt"] (files sent without a message)',
      '(no text in this reply)',
      'And this one?\n\n[Attached: "memo.txt"]',
    ]);
  });

  it('keeps the relevant part of attached files over budget, still named', () => {
    const long = `${filler('travel', 40)}\n\nPricing ladder in our plan: 29, 99 and 299 dollars.\n\n${filler('office', 40)}`;
    const { messages } = prompt(turn({ files: [{ name: 'plan.txt', text: long }] }), 100_000, 400);
    const content = messages[0]!.content as string;
    expect(content).toContain('<file name="plan.txt">');
    expect(content).toContain('Pricing ladder in our plan: 29, 99 and 299 dollars.');
    expect(content.length).toBeLessThan(1000);
  });

  it('keeps two files of the same name apart when retrieving from them', () => {
    const first = `${filler('travel', 30)}\n\nFirst notes: pricing ladder at 19 dollars.`;
    const second = `${filler('office', 30)}\n\nSecond notes: pricing ladder at 89 dollars.`;
    const { messages } = prompt(
      turn({
        files: [
          { name: 'notes.txt', text: first },
          { name: 'notes.txt', text: second },
        ],
      }),
      100_000,
      600,
    );
    const blocks = (messages[0]!.content as string).split('<file name="notes.txt">').slice(1);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('19 dollars');
    expect(blocks[0]).not.toContain('89 dollars');
    expect(blocks[1]).toContain('89 dollars');
    expect(blocks[1]).not.toContain('19 dollars');
  });

  it('shows files shared earlier in the conversation, within half the files budget', () => {
    const plan = { name: 'plan.txt', text: 'We hire a designer in June.' };
    const { system, messages } = prompt(
      turn({ message: 'When does the designer start?', earlierFiles: [plan] }),
    );
    expect(system).toContain('# Files the person shared earlier in this conversation');
    expect(system).toContain('<file name="plan.txt">\nWe hire a designer in June.\n</file>');
    expect(messages.at(-1)?.content).toBe('When does the designer start?');

    const long = {
      name: 'notes.txt',
      text: [
        ...Array.from({ length: 30 }, (_, i) => `Filler paragraph ${i} about office plants.`),
        'The designer starts in June.',
      ].join('\n\n'),
    };
    const bounded = prompt(
      turn({ message: 'When does the designer start?', earlierFiles: [long] }),
      100_000,
      200,
    ).system;
    expect(bounded).toContain('The designer starts in June.');
    expect(bounded).not.toContain('office plants');
  });

  it("tells the model the widget's display name when the person knows the agent by it", () => {
    const named = prompt(turn({ presentedAs: 'Pricing Pal' })).system;
    expect(named).toContain('On this website you are called "Pricing Pal"');
    expect(prompt(turn()).system).not.toContain('On this website');
  });

  it('gives an agent without instruction a plain coach role', () => {
    const { system } = prompt(
      turn({ agent: { ...turn().agent, instruction: ' ', knowledge: '' } }),
    );
    expect(system.split('\n\n')[0]).toBe('You are Pricing Coach, a helpful coach.');
  });

  it('asks for the reply in the language of the latest message, else the call’s', () => {
    const language = (input: EngineTurn) => prompt(input).system.split('# Language\n')[1];
    expect(language(turn())).toMatch(/^Answer in English,/);
    const portuguese = turn({ message: 'Quanto devo cobrar pelo meu SaaS por mês?' });
    expect(language(portuguese)).toMatch(/^Answer in Portuguese, the language of the person's/);
    // "ok" says nothing; the person has been writing French.
    const french = turn({
      message: 'ok',
      history: [
        { role: 'user', content: 'Combien dois-je facturer mon SaaS ?' },
        { role: 'coach', content: 'Start at 49 dollars.' },
      ],
    });
    expect(language(french)).toMatch(/^Answer in French,/);
    const call = turn({ message: 'How should I price?', language: 'es' });
    expect(language(call)).toMatch(/^Answer in Spanish, the language of this call/);
  });

  it('retrieves for a short follow-up with the words of the previous question', () => {
    const { system } = prompt(
      turn({
        message: 'And what then?',
        history: [
          { role: 'user', content: 'How should I set up my pricing ladder?' },
          { role: 'coach', content: 'Start low.' },
        ],
      }),
      600,
    );
    expect(system).toContain('Pricing ladder: start at 49 dollars');
  });

  it('lets files sent without a message say so, and lead retrieval', () => {
    const { system, messages } = prompt(
      turn({ message: '', files: [{ name: 'ladder.txt', text: 'Our pricing ladder draft.' }] }),
      600,
    );
    expect(messages[0]!.content).toMatch(/^I am sending you these files without a message\./);
    expect(system).toContain('Pricing ladder: start at 49 dollars');
  });
});
