import { describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../../db/seed-agents';
import { search, buildIndex } from '../retrieval/bm25';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { splitPassages } from '../retrieval/passages';
import { recogniseIntents } from './intents';
import { composeOfflineReply, type OfflineReplyInput } from './offline-engine';

const knowledge = [
  'Runway: divide cash in the bank by monthly net burn. Aim for 18 to 24 months after a raise.',
  'Dilution: a pre-seed round usually sells 10 to 20 percent of the company to investors.',
  'Data room: keep the cap table, incorporation documents and key contracts in one folder.',
].join('\n\n');

const agent: OfflineReplyInput['agent'] = { name: 'Fundraising Coach', tools: ['web_scraper'] };

/** The message as the engine gets it: intents recognised once, knowledge indexed. */
const ask = (message: string, extra: Partial<OfflineReplyInput> = {}) =>
  composeOfflineReply({
    agent,
    knowledge: buildKnowledgeIndex(knowledge),
    message,
    intents: recogniseIntents(message),
    history: [],
    files: [],
    ...extra,
  });

describe('retrieval', () => {
  it('puts the passage about the question first', () => {
    const index = buildIndex(
      splitPassages(knowledge).map((text, id) => ({ id, source: { kind: 'knowledge' }, text })),
    );
    expect(search(index, 'how much dilution in a pre-seed round?', 1)[0]?.passage.text).toMatch(
      /^Dilution/,
    );
    expect(search(index, 'how many months of runway should I keep', 1)[0]?.passage.text).toMatch(
      /^Runway/,
    );
  });

  it('cuts a long paragraph into sentence windows instead of truncating it', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Sentence ${i} talks about topic${i}.`).join(
      ' ',
    );
    const passages = splitPassages(long);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.at(-1)).toContain('topic59');
  });
});

describe('replies', () => {
  it('answers from the best passage, with its topic in bold', () => {
    const reply = ask('How much runway do we need after raising?');
    expect(reply.text).toContain('**Runway:**');
    expect(reply.text).toContain('18 to 24 months');
    expect(reply.sources[0]).toEqual({ kind: 'knowledge' });
  });

  it('gives the same answer to the same input, every time', () => {
    const first = ask('What goes in a data room?').text;
    expect(ask('What goes in a data room?').text).toBe(first);
  });

  it('uses an attached file and names it', () => {
    const reply = ask('What is our monthly burn?', {
      files: [
        {
          name: 'finances.txt',
          text: 'Our monthly burn is 42,000 euros and we have 500,000 in the bank.',
        },
      ],
    });
    expect(reply.text).toContain('In your file "finances.txt"');
    expect(reply.text).toContain('42,000 euros');
  });

  it('follows up on a short question using the previous one', () => {
    const reply = ask('and for seed?', {
      history: [
        { role: 'user', content: 'How much dilution should a pre-seed round cost?' },
        { role: 'coach', content: 'About 10 to 20 percent.' },
      ],
    });
    expect(reply.text).toContain('**Dilution:**');
  });

  it('says plainly when it knows nothing about the question, and what it can help with', () => {
    const reply = ask('What is the best pizza in Naples?');
    expect(reply.text).toContain('That is outside what I cover as Fundraising Coach');
    expect(reply.text).toContain('runway, dilution, data room');
  });

  it('grounds the seeded coaches in their own knowledge', () => {
    const seed = SEED_AGENTS.find((a) => a.seedKey === 'fundraising-coach')!;
    const reply = ask('Should I raise on a SAFE or a priced round?', {
      agent: { name: seed.name, tools: seed.tools },
      knowledge: buildKnowledgeIndex(seed.knowledge),
    });
    expect(reply.text).toMatch(/SAFE/);
  });
});

describe('replies that read like a coach (issue 11)', () => {
  const hiring = SEED_AGENTS.find((a) => a.seedKey === 'hiring-team-coach')!;
  const pricing = SEED_AGENTS.find((a) => a.seedKey === 'pricing-strategist')!;
  const asCoach = (seed: typeof hiring) => ({
    agent: { name: seed.name, instruction: seed.instruction, tools: seed.tools },
    knowledge: buildKnowledgeIndex(seed.knowledge),
  });
  /** A conversation played through the engine: each reply goes into the next turn's history. */
  function converse(
    seed: typeof hiring,
    messages: string[],
    files: OfflineReplyInput['files'] = [],
  ) {
    const history: OfflineReplyInput['history'] = [];
    const replies: string[] = [];
    messages.forEach((message, turn) => {
      const text = ask(message, {
        ...asCoach(seed),
        history: [...history],
        files: turn === 0 ? files : [],
        earlierFiles: turn === 0 ? [] : files,
      }).text;
      history.push({ role: 'user', content: message }, { role: 'coach', content: text });
      replies.push(text);
    });
    return replies;
  }

  it('keeps decimals and ranges whole', () => {
    const [reply] = converse(hiring, ['How much equity should I give my first hires?']);
    expect(reply).toContain('0.5-2%');
    expect(reply).toContain('0.2-1%');
    expect(reply).not.toMatch(/\b0\. \d/);
  });

  it('answers a different question with a different answer, led by the new question', () => {
    const [first, second] = converse(hiring, [
      'How much equity should I give my first hires?',
      'What should a scorecard contain?',
    ]);
    expect(second).not.toBe(first);
    expect(second).toMatch(/measurable outcomes/);
  });

  it("never presents the founder's own question as advice", () => {
    // The fundraising knowledge above says nothing of prices: the only text that matches the
    // follow-up is the founder's earlier question, which must not come back as the coach's.
    const question = 'What price should I charge for my analytics tool?';
    const followUp = ask('and for teams?', {
      history: [
        { role: 'user', content: question },
        { role: 'coach', content: ask(question).text },
      ],
    }).text;
    expect(followUp).not.toContain(question);
    expect(followUp).not.toContain('From what we discussed earlier');
  });

  it('acknowledges the figures the founder gave, in their own numbers', () => {
    const [reply] = converse(pricing, ['We charge $29/month flat. How should I raise prices?']);
    expect(reply).toContain('you charge $29/month flat');
    expect(reply).toMatch(/raise prices for new customers first/);
  });

  it('remembers a file attached to an earlier message', () => {
    const plan = {
      name: 'plan.txt',
      text: 'Our hiring plan: a backend engineer in March and a designer in June, with a budget of 240,000 euros.',
    };
    const [, later] = converse(
      hiring,
      ['Here is our plan.', 'When does the designer start in our plan?'],
      [plan],
    );
    expect(later).toContain('In the file you shared earlier ("plan.txt")');
    expect(later).toContain('a designer in June');
  });

  it('leads with the answer and ends with one next step', () => {
    const [reply] = converse(hiring, ['How much equity should I give my first hires?']);
    const paragraphs = reply!.split('\n\n');
    expect(paragraphs[0]).toMatch(/0\.5-2%/);
    expect(reply!.match(/\*\*(?:Next step|What I would do next|Try this next):\*\*/g)).toHaveLength(
      1,
    );
  });

  it('answers each part of a two-part question', () => {
    const [reply] = converse(pricing, [
      'What is value-based pricing and how do I run a price test?',
    ]);
    expect(reply).toMatch(/^1\. \*\*Value-based pricing:\*\*/m);
    expect(reply).toMatch(/^2\. \*\*Price testing:\*\*/m);
  });

  it('lists its reasons when its instruction asks for structure, and writes prose otherwise', () => {
    const question = 'How should I structure my interview loop?';
    const structured = ask(question, { ...asCoach(hiring) }).text;
    const prose = ask(question, {
      ...asCoach(hiring),
      agent: { name: hiring.name, instruction: 'You are a friendly coach.', tools: [] },
    }).text;
    expect(structured).toMatch(/^- /m);
    expect(prose).not.toMatch(/^- /m);
  });
});

describe('tool intents', () => {
  it('recognises a YouTube link, a web page and a scheduling request', () => {
    expect(recogniseIntents('watch https://youtu.be/abc123 please')).toEqual([
      { tool: 'youtube_transcript', url: 'https://youtu.be/abc123' },
    ]);
    expect(recogniseIntents('see https://example.com/pricing.')).toEqual([
      { tool: 'web_scraper', url: 'https://example.com/pricing' },
    ]);
    expect(recogniseIntents('Can you schedule a call with my cofounder on Friday?')[0]?.tool).toBe(
      'google_calendar',
    );
    expect(recogniseIntents('How do I price my product?')).toEqual([]);
  });

  it('tells the person what it can do with a link', () => {
    const reply = ask('Look at https://example.com/deck and tell me about runway');
    expect(reply.text).toContain('I see a link (https://example.com/deck)');
    expect(reply.text).toContain('**Runway:**');
  });
});

describe('tool results', () => {
  const page = {
    kind: 'page' as const,
    url: 'https://example.com/pricing',
    title: 'Acme pricing',
    text: 'Acme Starter costs 19 dollars a month.\n\nAcme Team costs 79 dollars a month for five seats.',
  };

  it('answers from a page the scraper read, naming it', () => {
    const reply = ask('How much is Acme Team? https://example.com/pricing', {
      toolResults: [page],
    });
    expect(reply.text).toContain('I read the page "Acme pricing" (https://example.com/pricing).');
    expect(reply.text).toContain('The page "Acme pricing" says: ');
    expect(reply.text).toContain('79 dollars a month for five seats');
    expect(reply.text).not.toContain('could not read it');
  });

  it('uses the opening of a page even when the question shares no words with it', () => {
    const reply = ask('Summarise https://example.com/pricing', { toolResults: [page] });
    expect(reply.text).toContain('Acme Starter costs 19 dollars');
  });

  it('relays a tool failure in plain words', () => {
    const reply = ask('Read https://10.0.0.1/admin', {
      toolResults: [
        {
          kind: 'failed',
          tool: 'web_scraper',
          target: 'https://10.0.0.1/admin',
          message: "That address points to a private network, so I can't open it.",
        },
      ],
    });
    expect(reply.text).toContain(
      "I tried to use https://10.0.0.1/admin, but: That address points to a private network, so I can't open it.",
    );
  });

  it('lists free calendar slots to book by number, without unrelated knowledge', () => {
    const reply = ask('Can we schedule a call next week?', {
      toolResults: [
        {
          kind: 'slots',
          timeZone: 'Europe/Lisbon',
          slots: ['Mon 23 Nov, 09:00–09:30', 'Mon 23 Nov, 09:30–10:00'],
        },
      ],
    });
    expect(reply.text).toBe(
      [
        'Here are free times in your calendar (Europe/Lisbon):',
        '1. Mon 23 Nov, 09:00–09:30',
        '2. Mon 23 Nov, 09:30–10:00',
        '',
        'Reply "book" and a number (for example "book 1") and I will put it in the calendar.',
      ].join('\n'),
    );
  });
});
