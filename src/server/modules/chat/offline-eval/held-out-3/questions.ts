import type { EvalCase } from '../eval-case';

/** Single questions: factual, numeric, off-topic, multi-part and one-line. */
export const QUESTIONS: EvalCase[] = [
  {
    id: 'held3-fundraising-safe-vs-priced',
    coach: 'fundraising-coach',
    kind: 'factual',
    turns: [{ message: 'whats the actual difference between a safe and a priced round?' }],
    mustContain: [
      ['convert', 'conversion'],
      ['valuation cap', 'cap'],
      ['share price', 'preferred', 'board', 'legal cost'],
    ],
  },
  {
    id: 'held3-gtm-what-is-icp',
    coach: 'go-to-market-coach',
    kind: 'factual',
    turns: [{ message: 'what even is an icp and how do i write one for my startup' }],
    mustContain: [
      ['ideal customer profile'],
      ['firmographic', 'industry', 'company size'],
      ['trigger', 'buyer', '50', 'narrow', 'niche'],
    ],
  },
  {
    id: 'held3-hiring-structured-interview',
    coach: 'hiring-team-coach',
    kind: 'factual',
    turns: [{ message: 'how do i run a structured interview? we just kinda chat with ppl rn' }],
    mustContain: [
      ['same questions', 'same job-related', 'same'],
      ['rubric', 'scor'],
      ['behavioral', 'behavioural', 'tell me about a time', 'work sample'],
      ['independent', 'debrief'],
    ],
  },
  {
    id: 'held3-business-83b-deadline',
    coach: 'business-setup-advisor',
    kind: 'factual',
    turns: [{ message: 'do i need to file an 83b and whats the deadline for it?' }],
    mustContain: [['30 days', '30-day'], ['irs'], ['grant', 'vest']],
  },
  {
    id: 'held3-pricing-raise-how-much',
    coach: 'pricing-strategist',
    kind: 'numeric',
    turns: [
      {
        message:
          'how much can we raise prices by in one go without our existing customers churning?',
      },
    ],
    mustContain: [
      ['20%', '17%', '0.17', '1 - 1/1.2'],
      ['notice', '30-90', 'grandfather', 'new customers'],
    ],
  },
  {
    id: 'held3-pitch-how-many-slides',
    coach: 'pitch-deck-coach',
    kind: 'numeric',
    turns: [{ message: 'how many slides should a seed deck be' }],
    mustContain: [['10-15', '10 to 15']],
  },
  {
    id: 'held3-pmf-sean-ellis-threshold',
    coach: 'product-market-fit-coach',
    kind: 'numeric',
    turns: [
      {
        message:
          'what percentage of users need to say very disappointed on the sean ellis survey for it to count as pmf?',
      },
    ],
    mustContain: [['40%'], ['very disappointed']],
  },
  {
    id: 'held3-gtm-off-topic-kubernetes',
    coach: 'go-to-market-coach',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'how do i set up kubernetes autoscaling for our api pods?' }],
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held3-pitch-off-topic-83b',
    coach: 'pitch-deck-coach',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'when do i have to file my 83(b) election with the irs?' }],
    mustContain: [['outside what I cover'], ['Business Setup Advisor']],
  },
  {
    id: 'held3-business-off-topic-sourdough',
    coach: 'business-setup-advisor',
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'can you give me a good sourdough bread recipe for our office party?' }],
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held3-gtm-positioning-and-channel',
    coach: 'go-to-market-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          'two things: how do i position us against the big incumbents, and which channel should i try first with a $5k budget?',
      },
    ],
    mustContain: [
      ['alternative', 'doing nothing', 'spreadsheet'],
      ['unlike', 'capabilit', 'category'],
      ['shortlist', 'three', 'test'],
      ['outbound', 'communit', 'content', 'partnership', 'referral'],
    ],
  },
  {
    id: 'held3-pmf-interviews-and-retention',
    coach: 'product-market-fit-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          '3 qs: how many customer interviews should i do, what should i ask in them, and how do i read our retention curve?',
      },
    ],
    mustContain: [
      ['15-30', '15 to 30'],
      ['last time', 'past behavior', 'past behaviour', 'what they did'],
      ['hypothetical', 'would you use', 'pitch'],
      ['flatten', 'plateau'],
      ['cohort'],
    ],
  },
  {
    id: 'held3-hiring-sales-scorecard',
    coach: 'hiring-team-coach',
    kind: 'one-line',
    turns: [{ message: 'scorecard for first sales hire?' }],
    mustContain: [['mission'], ['outcome'], ['competenc', 'values']],
  },
];
