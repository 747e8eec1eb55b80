import type { EvalCase } from '../eval-case';

/** Held-out cases: follow-ups in one conversation and small talk. */
export const CONVERSATIONS: readonly EvalCase[] = [
  // ── follow-up ──
  {
    id: 'held-followup-salesperson',
    coach: 'founder-finance-coach',
    kind: 'follow-up',
    // 300,000 ÷ (25,000 + 6,000) = 300,000 ÷ 31,000 = 9.68 → 9.7 months
    turns: [
      { message: 'we have $300k in the bank and burn $25k a month. runway?' },
      { message: 'and if we add a salesperson at 6k a month?' },
    ],
    mustContain: [['runway', 'months']],
    figures: [{ value: 9.7, unit: 'months' }],
  },
  {
    id: 'held-followup-price-raise',
    coach: 'pricing-strategist',
    kind: 'follow-up',
    // 1 − 19 ÷ 25 = 6 ÷ 25 = 24%
    turns: [
      {
        message:
          'we charge $19 a month for our scheduling app, mostly small clinics. is that too cheap?',
      },
      {
        message:
          'what if we went to $25, how many customers could we lose before it hurts revenue?',
      },
    ],
    mustContain: [['revenue']],
    figures: [{ value: 24, unit: 'percent' }],
  },
  {
    id: 'held-followup-simpler',
    coach: 'fundraising-coach',
    kind: 'follow-up',
    turns: [
      { message: "we're about to raise our first round. how do i figure out how much to ask for?" },
      { message: 'simpler?' },
    ],
    mustContain: [['milestone', '18-24', '18 to 24', '18–24']],
  },
  {
    id: 'held-followup-why',
    coach: 'product-market-fit-coach',
    kind: 'follow-up',
    turns: [
      { message: 'how can i tell if people actually need what we built or are just being nice?' },
      { message: 'why?' },
    ],
    mustContain: [
      ['polite', 'compliment', 'cost the customer', 'costs the customer', 'commitment'],
    ],
  },
  {
    id: 'held-followup-example',
    coach: 'hiring-team-coach',
    kind: 'follow-up',
    turns: [
      {
        message:
          "i'm a technical founder. should my first hire be another engineer or someone to sell?",
      },
      { message: 'can you give me an example?' },
    ],
    mustContain: [['bottleneck', 'something to sell', 'scorecard']],
  },
  {
    id: 'held-followup-ltv-cac-carry',
    coach: 'founder-finance-coach',
    kind: 'follow-up',
    // LTV = 120 × 0.70 ÷ 0.05 = 84 ÷ 0.05 = $1,680; LTV:CAC = 1,680 ÷ 800 = 2.1:1
    turns: [
      {
        message:
          'quick numbers: monthly churn is 5%, accounts pay $120 a month on average, gross margin 70%. what is a customer worth to us?',
      },
      { message: 'and the ltv to cac if we pay $800 to get each one?' },
    ],
    mustContain: [['LTV', 'CAC']],
    figures: [
      { value: 1680, unit: 'money' },
      { value: 2.1, unit: 'ratio' },
    ],
  },

  // ── small talk ──
  {
    id: 'held-small-talk-hi',
    coach: 'pricing-strategist',
    kind: 'small-talk',
    turns: [{ message: 'hi' }],
    mustContain: [['pric']],
    mustNot: ['outside what I cover'],
  },
  {
    id: 'held-small-talk-thanks',
    coach: 'hiring-team-coach',
    kind: 'small-talk',
    turns: [
      { message: 'how should i run reference checks for a senior hire?' },
      { message: 'thanks, that helped a lot!' },
    ],
    mustContain: [['welcome', 'glad', 'anytime', 'pleasure']],
    mustNot: ['outside what I cover'],
  },
  {
    id: 'held-small-talk-what-can-you-do',
    coach: 'pitch-deck-coach',
    kind: 'small-talk',
    turns: [{ message: 'what can you do?' }],
    mustContain: [['deck', 'slide']],
    mustNot: ['outside what I cover'],
  },
  {
    id: 'held-small-talk-good-morning',
    coach: 'business-setup-advisor',
    kind: 'small-talk',
    turns: [{ message: 'good morning! hope your day is going well :)' }],
    mustContain: [['LLC', 'C corporation', 'C-corp', 'entity', 'vesting', '83(b)']],
    mustNot: ['outside what I cover'],
  },
];
