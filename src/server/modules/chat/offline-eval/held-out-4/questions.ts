import type { EvalCase } from '../eval-case';

/** Single questions: factual, numeric, small talk, off-topic and a one-liner. */
export const QUESTIONS: readonly EvalCase[] = [
  {
    id: 'held4-fundraising-factual-safe-vs-note',
    coach: 'fundraising-coach',
    kind: 'factual',
    turns: [{ message: 'whats the actual difference between a safe and a convertible note' }],
    mustContain: [
      ['simple agreement for future equity', 'converts into shares', 'converts'],
      ['valuation cap', 'discount'],
    ],
  },
  {
    id: 'held4-pitch-factual-slide-order',
    coach: 'pitch-deck-coach',
    kind: 'factual',
    turns: [{ message: 'what order should the slides go in for a seed deck?' }],
    mustContain: [['problem'], ['why now'], ['traction'], ['the ask', 'use of funds']],
  },
  {
    id: 'held4-hiring-factual-scorecard',
    coach: 'hiring-team-coach',
    kind: 'factual',
    turns: [{ message: 'what goes in a role scorecard? hiring our first sales person' }],
    mustContain: [
      ['mission'],
      ['three to five', '3-5', '3 to 5', 'measurable outcomes'],
      ['competencies'],
    ],
  },
  {
    id: 'held4-setup-factual-83b',
    coach: 'business-setup-advisor',
    kind: 'factual',
    turns: [{ message: 'what is an 83b election and when do i have to file it' }],
    mustContain: [['30 days'], ['the irs', 'internal revenue service'], ['vesting', 'vests']],
  },
  {
    id: 'held4-finance-numeric-runway-before-raise',
    coach: 'founder-finance-coach',
    kind: 'numeric',
    turns: [
      { message: 'how many months of runway should we have left when we start fundraising?' },
    ],
    mustContain: [['6-9 months', '6 to 9 months']],
  },
  {
    id: 'held4-gtm-numeric-cold-email-reply-rate',
    coach: 'go-to-market-coach',
    kind: 'numeric',
    turns: [{ message: 'what reply rate is normal for cold outbound emails? we get like 1%' }],
    mustContain: [['low single digits', 'low single-digit']],
  },
  {
    id: 'held4-hiring-numeric-first-engineer-equity',
    coach: 'hiring-team-coach',
    kind: 'numeric',
    turns: [{ message: 'how much equity for the first engineer hire, roughly?' }],
    mustContain: [['0.5-2%', '0.5% to 2%', '0.5 to 2%'], ['cliff']],
  },
  {
    id: 'held4-pricing-smalltalk-hello',
    coach: 'pricing-strategist',
    kind: 'small-talk',
    turns: [{ message: 'hey! what can you help me with?' }],
    mustContain: [
      ['value metric', 'willingness to pay', 'tiers', 'discount', 'price increase', 'raise prices'],
    ],
  },
  {
    id: 'held4-hiring-smalltalk-thanks',
    coach: 'hiring-team-coach',
    kind: 'small-talk',
    turns: [{ message: 'thanks, that was really useful 🙏' }],
    mustContain: [['scorecard', 'interview', 'hiring', 'hire', 'equity', 'onboarding']],
  },
  {
    id: 'held4-setup-smalltalk-good-morning',
    coach: 'business-setup-advisor',
    kind: 'small-talk',
    turns: [{ message: 'good morning' }],
    mustContain: [
      ['llc', 'c corp', 'c-corp', 'vesting', '83(b)', 'founder agreement', 'ip assignment'],
    ],
  },
  {
    id: 'held4-gtm-offtopic-vesting',
    coach: 'go-to-market-coach',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [
      {
        message:
          'my cofounder and i never set up vesting, how do we do it and do i need to file an 83b',
      },
    ],
    mustContain: [['outside what I cover'], ['Business Setup Advisor']],
  },
  {
    id: 'held4-pitch-offtopic-weight-loss',
    coach: 'pitch-deck-coach',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'best way to lose weight while working 80 hour weeks?' }],
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held4-setup-offtopic-annual-discount',
    coach: 'business-setup-advisor',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'what discount should we give customers who pay annually?' }],
    mustContain: [['outside what I cover'], ['Pricing Strategist']],
  },
  {
    id: 'held4-setup-oneline-llc-or-ccorp',
    coach: 'business-setup-advisor',
    kind: 'one-line',
    turns: [{ message: 'llc or c corp?' }],
    mustContain: [['delaware'], ['venture capital', 'vc funds', 'raise vc'], ['pass-through']],
  },
];
