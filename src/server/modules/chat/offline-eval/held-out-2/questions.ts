import type { EvalCase } from '../eval-case';

/** Single questions: facts, a number from the coach's field, a one-liner and off-topic asks. */
export const QUESTIONS: readonly EvalCase[] = [
  {
    id: 'held2-fundraising-factual-data-room',
    coach: 'fundraising-coach',
    kind: 'factual',
    turns: [
      {
        message: 'investors keep asking for our data room for the seed. what actually goes in one?',
      },
    ],
    mustContain: [['cap table'], ['deck'], ['incorporation', 'ip assignment', 'vesting']],
  },
  {
    id: 'held2-gtm-factual-icp',
    coach: 'go-to-market-coach',
    kind: 'factual',
    turns: [{ message: 'whats an icp and how do i define ours? we do b2b hr software' }],
    mustContain: [['firmographic', 'company size', 'industry'], ['trigger'], ['buyer']],
  },
  {
    id: 'held2-pitch-factual-slide-order',
    coach: 'pitch-deck-coach',
    kind: 'factual',
    turns: [{ message: 'what order should the slides go in for a seed deck' }],
    mustContain: [['problem'], ['solution'], ['traction'], ['ask']],
  },
  {
    id: 'held2-business-factual-llc-or-c-corp',
    coach: 'business-setup-advisor',
    kind: 'factual',
    turns: [{ message: 'llc or c corp if we plan to raise from vcs next year?' }],
    mustContain: [
      ['c corp', 'c-corp', 'c corporation'],
      ['delaware'],
      ['pass-through', 'pass through', 'preferred stock', 'stock options', 'safe'],
    ],
  },
  {
    id: 'held2-pmf-numeric-sean-ellis',
    coach: 'product-market-fit-coach',
    kind: 'numeric',
    turns: [
      {
        message:
          'what % of users have to say very disappointed on the sean ellis survey for it to count as pmf?',
      },
    ],
    mustContain: [['40%', '40 percent', '40 per cent', 'forty percent']],
  },
  {
    id: 'held2-pitch-numeric-slide-count',
    coach: 'pitch-deck-coach',
    kind: 'numeric',
    turns: [{ message: 'how many slides should my deck be? mine is at 24 rn' }],
    mustContain: [['10-15', '10 to 15', 'ten to fifteen']],
  },
  {
    id: 'held2-business-numeric-83b-deadline',
    coach: 'business-setup-advisor',
    kind: 'numeric',
    turns: [{ message: 'how long do i have to file the 83b after i get my founder shares?' }],
    mustContain: [['30 days', '30-day', 'thirty days']],
  },
  {
    id: 'held2-pricing-one-line',
    coach: 'pricing-strategist',
    kind: 'one-line',
    turns: [{ message: 'freemium or free trial?' }],
    mustContain: [
      ['time-to-value', 'time to value', 'shows its value', 'setup', 'set-up'],
      ['convert', 'conversion'],
    ],
  },
  {
    id: 'held2-fundraising-off-topic-recipe',
    coach: 'fundraising-coach',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [
      {
        message: 'whats a good banana bread recipe? cofounders birthday is tomorrow lol',
      },
    ],
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held2-hiring-off-topic-react-bug',
    coach: 'hiring-team-coach',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [
      {
        message:
          "getting TypeError: Cannot read properties of undefined (reading 'map') in my react component, how do i fix it",
      },
    ],
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held2-business-off-topic-pricing-tiers',
    coach: 'business-setup-advisor',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'how should i price my saas tiers? thinking $29 / $79 / $199 a month' }],
    mustContain: [['outside what I cover'], ['Pricing Strategist']],
  },
];
