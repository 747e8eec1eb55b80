import type { EvalCase } from '../eval-case';

/** Held-out cases: off-topic, multi-part, one-line, factual and numeric questions. */
export const QUESTIONS: readonly EvalCase[] = [
  // ── off-topic ──
  {
    id: 'held-off-topic-banana-bread',
    coach: 'pricing-strategist',
    kind: 'off-topic',
    turns: [{ message: 'whats a good recipe for banana bread?' }],
    expectRefusal: true,
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held-off-topic-incorporation-to-hiring',
    coach: 'hiring-team-coach',
    kind: 'off-topic',
    turns: [
      {
        message: 'which state should I incorporate my startup in, and how do I file the paperwork?',
      },
    ],
    expectRefusal: true,
    mustContain: [['outside what I cover'], ['Business Setup Advisor']],
  },
  {
    id: 'held-off-topic-python',
    coach: 'pitch-deck-coach',
    kind: 'off-topic',
    turns: [{ message: 'my python script keeps crashing with a KeyError, can you fix it?' }],
    expectRefusal: true,
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held-off-topic-tiers-to-setup',
    coach: 'business-setup-advisor',
    kind: 'off-topic',
    turns: [
      { message: 'how many pricing tiers should our saas have and what should each one cost?' },
    ],
    expectRefusal: true,
    mustContain: [['outside what I cover'], ['Pricing Strategist']],
  },

  // ── multi-part ──
  {
    id: 'held-multi-seed-timeline-and-prep',
    coach: 'fundraising-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          'two things: how long does a seed round usually take from first meeting to money in the bank, and what should i send investors before the first call?',
      },
    ],
    mustContain: [
      ['three to six months', '3-6 months', '3 to 6 months', '3–6 months'],
      ['data room', 'cap table', 'one-page', 'memo'],
    ],
  },
  {
    id: 'held-multi-first-customers-channel',
    coach: 'go-to-market-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          'we just launched an invoicing tool for freelancers. who should our first customers be, and which channel should we try first?',
      },
    ],
    mustContain: [
      ['network', 'not scale', "don't scale", 'founder-led', 'founders selling', 'referral'],
      ['shortlist', 'low-touch', 'self-serve', 'cheap test', 'product-led'],
    ],
  },
  {
    id: 'held-multi-runway-and-when-to-raise',
    coach: 'founder-finance-coach',
    kind: 'multi-part',
    // 1,100,000 ÷ 70,000 = 15.71 → 15.7 months
    turns: [
      {
        message:
          "we've got $1.1M and burn $70k a month. what's our runway, and when should we start raising the next round?",
      },
    ],
    mustContain: [['6-9 months', '6 to 9 months', '6–9 months', 'six to nine']],
    figures: [{ value: 15.7, unit: 'months' }],
  },

  // ── one-line ──
  {
    id: 'held-one-line-runway',
    coach: 'founder-finance-coach',
    kind: 'one-line',
    // 400,000 ÷ 50,000 = 8 months
    turns: [{ message: 'runway? 400k cash, 50k burn' }],
    mustContain: [['runway']],
    figures: [{ value: 8, unit: 'months' }],
  },
  {
    id: 'held-one-line-freemium',
    coach: 'pricing-strategist',
    kind: 'one-line',
    turns: [{ message: 'freemium or free trial?' }],
    mustContain: [['time-to-value', 'time to value', 'single digits', '10-25%']],
  },
  {
    id: 'held-one-line-first-employee-equity',
    coach: 'hiring-team-coach',
    kind: 'one-line',
    turns: [{ message: 'equity for first employee?' }],
    mustContain: [
      ['0.5-2%', '0.5–2%', '0.5% to 2%', 'one-year cliff', '1-year cliff', 'four years'],
    ],
  },

  // ── factual ──
  {
    id: 'held-factual-deck-length',
    coach: 'pitch-deck-coach',
    kind: 'factual',
    turns: [{ message: 'how long should my deck be? mine is at 24 slides and feels bloated' }],
    mustContain: [['10-15', '10 to 15', '10–15', 'appendix']],
  },
  {
    id: 'held-factual-uk-sole-founder',
    coach: 'business-setup-advisor',
    kind: 'factual',
    turns: [
      {
        message:
          "i'm freelancing in the uk and about to sign my first real client. do i need to set up a company first or can i just invoice as me?",
      },
    ],
    mustContain: [
      [
        'personally liable',
        'personal liab',
        'sole proprietorship',
        'sole trader',
        'private limited company',
      ],
    ],
  },
  {
    id: 'held-factual-love-but-no-pay',
    coach: 'product-market-fit-coach',
    kind: 'factual',
    turns: [
      {
        message:
          'everyone we demo to says they love it, but nobody has actually paid yet. what is going on?',
      },
    ],
    mustContain: [['compliment', 'polite', 'commitment', 'pre-order', 'paid pilot', 'deposit']],
  },

  // ── numeric ──
  {
    id: 'held-numeric-runway-before-raising',
    coach: 'founder-finance-coach',
    kind: 'numeric',
    turns: [{ message: 'how many months of cash should we still have when we start fundraising?' }],
    mustContain: [['6-9 months', '6 to 9 months', '6–9 months', 'six to nine']],
  },
  {
    id: 'held-numeric-retention-signal',
    coach: 'product-market-fit-coach',
    kind: 'numeric',
    turns: [
      {
        message:
          'what kind of retention numbers would tell us we actually have something people want?',
      },
    ],
    mustContain: [['flatten', 'plateau', '40%', 'very disappointed']],
  },
];
