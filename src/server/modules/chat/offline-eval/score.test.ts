import { describe, expect, it } from 'vitest';
import { echoes } from './echoes';
import { changedNumbers, numberTokens } from './numbers';
import {
  caseSources,
  identicalPairs,
  missingKeyFacts,
  mustNotHits,
  percentile,
  repeatedTurn,
  scoreCase,
} from './score';

const equityKnowledge =
  'Rough ranges are around 0.5-2% for the first few senior hires and around 0.2-1% for later hires among the first ten. The exercise window is commonly 90 days.';
const priceKnowledge =
  'A 20% increase still grows revenue as long as you lose less than about 17% of the affected revenue, because 1 - 1/1.2 is roughly 0.17.';

describe('key facts and must-not', () => {
  it('meets a group with any of its strings, whatever the case, bold or dash style', () => {
    const reply = '**Dilution:** founders usually sell 15–25% in a Seed round.';
    expect(missingKeyFacts(reply, [['15-25%'], ['seed round', 'priced round']])).toEqual([]);
  });

  it('names the groups a reply leaves out', () => {
    expect(missingKeyFacts('Sell about a fifth at seed.', [['15-25%'], ['seed']])).toEqual([
      ['15-25%'],
    ]);
  });

  it('lists the forbidden strings a reply says', () => {
    const reply = 'Good onboarding starts before day one, with equipment ready.';
    expect(mustNotHits(reply, ['Good onboarding starts before', 'Hire slow'])).toEqual([
      'Good onboarding starts before',
    ]);
    expect(mustNotHits(reply)).toEqual([]);
  });
});

describe('numbers', () => {
  it('reads ranges, money, decimals, ratios and formulas as whole figures', () => {
    expect(
      numberTokens('Sell 0.5-2%, spend $1,200 over 7.5 months at 3:1, since 1 - 1/1.2 is 0.17.'),
    ).toEqual(['0.5-2%', '$1,200', '7.5', '3:1', '1 - 1/1.2', '0.17']);
  });

  it('does not count list numbers or digits inside words as figures', () => {
    expect(numberTokens('1. Price for B2B\n2) Ship by Q3\n- file a 409A')).toEqual(['409a']);
  });

  it('finds a range cut at its decimal point, as the old engine printed it', () => {
    const reply =
      'Around 0. 5-2% for the first few senior hires and around 0. 2-1% for later hires.';
    expect(changedNumbers(reply, equityKnowledge)).toEqual(['0. 5-2%', '0. 2-1%']);
    // Only the second half of a cut range left: neither "5-2%" nor "0" is stated.
    expect(changedNumbers('Senior hires: 5-2%, later ones around 0.', equityKnowledge)).toEqual([
      '5-2%',
      '0',
    ]);
  });

  it('finds a split decimal even when its halves appear elsewhere', () => {
    const sources = 'Raise $1.5M. Series A needs $1-3M of ARR; $500k on a $5M cap buys 10%.';
    expect(changedNumbers('Amount: $1. 5M on SAFEs.', sources)).toEqual(['$1. 5m']);
    expect(changedNumbers('It ended in 2024. 2025 starts well.', '2024 and 2025')).toEqual([]);
  });

  it('accepts figures the knowledge states, quoted whole', () => {
    const reply = 'Offer around **0.2–1%** to later hires; the window is often 90 days.';
    expect(changedNumbers(reply, equityKnowledge)).toEqual([]);
  });

  it('finds a formula cut short', () => {
    expect(changedNumbers('You can lose about 17%, because 1 - 1/1.', priceKnowledge)).toEqual([
      '1 - 1/1',
    ]);
  });

  it("accepts the founder's own figures and tolerates a dropped currency or percent sign", () => {
    const sources = `${priceKnowledge}\n\nWe charge $29/month flat and sold $500k.`;
    expect(changedNumbers('At $29/month, 500k and a 17 point loss are fine.', sources)).toEqual([]);
  });

  it('counts a changed magnitude as changed', () => {
    expect(changedNumbers('We sold $500 so far.', 'We sold $500k.')).toEqual(['$500']);
  });
});

describe('echoes', () => {
  const asked = ['What price should I charge for my app?', 'and for teams?'];

  it("finds the founder's question handed back as advice, and the replay frame", () => {
    const reply =
      "Here's what I'd focus on:\n\nFrom what we discussed earlier: What price should I charge for my app?";
    expect(echoes(reply, asked)).toEqual([
      'from what we discussed earlier',
      'what price should i charge for my app',
    ]);
  });

  it("does not count a quotation of the founder's words", () => {
    const reply = 'You wrote "We charge $29/month flat." Raise it for new customers first.';
    expect(echoes(reply, ['We charge $29/month flat. How should I raise prices?'])).toEqual([]);
  });

  it('ignores sentences under four words and paraphrases', () => {
    const reply = 'For teams, and for seed: price per seat for the app you charge for.';
    expect(echoes(reply, [...asked, 'and for seed?'])).toEqual([]);
  });

  it("tells the founder's statement back in the second person without it counting as an echo", () => {
    const founder = ['Our product costs $3k a year per customer. Which sales motion fits that?'];
    expect(echoes('Noted: your product costs $3k a year per customer.', founder)).toEqual([]);
    expect(echoes('Our product costs $3k a year per customer.', founder)).toHaveLength(1);
  });
});

describe('identical answers', () => {
  it('finds a follow-up that gets the previous reply word for word', () => {
    const turns = [
      { message: 'How should we present our pricing?', reply: 'Show the business model.' },
      { message: 'What should my pitch deck contain?', reply: 'Show the business model.' },
    ];
    expect(repeatedTurn(turns)).toBe(1);
  });

  it('lets the same answer stand when the founder asks the same thing again', () => {
    const turns = [
      { message: 'How long is a demo day pitch?', reply: 'Two to three minutes.' },
      { message: 'how long is a demo day pitch', reply: 'Two to three minutes.' },
    ];
    expect(repeatedTurn(turns)).toBeNull();
  });

  it('pairs cases where one coach answers two different questions the same way', () => {
    const reply = 'Around 0.5-2% for senior hires and 0.2-1% for later ones.';
    const pairs = identicalPairs([
      { id: 'later', coach: 'hiring', message: 'Equity for later hires?', reply },
      { id: 'senior', coach: 'hiring', message: 'Equity for senior hires?', reply },
      { id: 'other-coach', coach: 'pricing', message: 'Equity?', reply },
      { id: 'same-question', coach: 'hiring', message: 'Equity for later hires?', reply },
    ]);
    expect(pairs).toEqual([
      ['later', 'senior'],
      ['senior', 'same-question'],
    ]);
  });
});

describe('a whole case', () => {
  it("scores the last turn against the coach's texts and everything the founder sent", () => {
    const evalCase = {
      id: 'runway-file',
      coach: 'finance',
      kind: 'file' as const,
      turns: [
        { message: "Here's our P&L.", files: [{ name: 'pnl.txt', text: 'Cash: $420,000.' }] },
        { message: 'What is our runway based on that?' },
      ],
      mustContain: [['$420,000']],
      mustNot: ['attach it again'],
    };
    const sources = caseSources(evalCase, {
      knowledge: 'Runway: cash / net burn.',
      instruction: '',
    });
    const turns = [
      { message: evalCase.turns[0]!.message, reply: 'Noted.' },
      { message: evalCase.turns[1]!.message, reply: 'With $420,000 in cash, divide by net burn.' },
    ];
    expect(scoreCase(evalCase, turns, sources)).toEqual({
      missingFacts: [],
      mustNotHits: [],
      changedNumbers: [],
      echoes: [],
      repeatsTurn: null,
      missingFigures: [],
      wrongRefusal: false,
      missedRefusal: false,
      wrongLanguage: null,
    });
    const forgetful = [turns[0]!, { ...turns[1]!, reply: 'Could you attach it again? 12 months.' }];
    expect(scoreCase(evalCase, forgetful, sources)).toMatchObject({
      missingFacts: [['$420,000']],
      mustNotHits: ['attach it again'],
      changedNumbers: ['12'],
    });
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 0.99)).toBe(5);
    expect(percentile([], 0.5)).toBe(0);
  });
});
