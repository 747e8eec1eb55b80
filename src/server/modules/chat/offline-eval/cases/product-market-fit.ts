import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'product-market-fit-coach';

const surveyResults = {
  name: 'sean-ellis-results.txt',
  text: [
    'Sean Ellis survey, March',
    'Responses: 62',
    'Very disappointed: 19 (31%)',
    'Somewhat disappointed: 25',
    'Not disappointed: 14',
    'I no longer use it: 4',
    'Very disappointed by segment: agencies 12 of 20, freelancers 7 of 42',
  ].join('\n'),
};

export const productMarketFitCases: EvalCase[] = [
  {
    id: 'pmf-signs',
    coach,
    kind: 'factual',
    turns: [{ message: 'How do I know if we have product-market fit?' }],
    mustContain: [['flatten']],
  },
  {
    id: 'pmf-discovery-questions',
    coach,
    kind: 'factual',
    turns: [{ message: 'What should I ask in customer discovery interviews?' }],
    mustContain: [['last time']],
  },
  {
    id: 'pmf-sean-ellis-threshold',
    coach,
    kind: 'numeric',
    turns: [{ message: 'What Sean Ellis score means we have fit?' }],
    mustContain: [['40%']],
  },
  {
    id: 'pmf-interview-count',
    coach,
    kind: 'numeric',
    turns: [{ message: 'How many people should I interview before I trust the patterns?' }],
    mustContain: [['15-30']],
  },
  {
    id: 'pmf-b2b-retention-follow-up',
    coach,
    kind: 'follow-up',
    turns: [{ message: 'How should I read our retention curves?' }, { message: 'and for B2B?' }],
    mustContain: [['net revenue retention', 'logo churn']],
  },
  {
    id: 'pmf-pivot-after-signals',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'What counts as a strong commitment signal?' },
      { message: 'When should we pivot?' },
    ],
    mustContain: [['customer segment', 'checkpoints']],
  },
  {
    id: 'pmf-survey-file-follow-up',
    coach,
    kind: 'file',
    turns: [
      { message: 'Attached are our survey results.', files: [surveyResults] },
      { message: 'Do we have fit?' },
    ],
    mustContain: [['40%'], ['31%', 'agencies']],
  },
  {
    id: 'pmf-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'How do I make sourdough bread at home?' }],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'pmf-activation-indicators',
    coach,
    kind: 'multi-part',
    turns: [{ message: 'What is activation, and which leading indicators should we track?' }],
    mustContain: [['core value'], ['time-to-value', 'activation rate']],
  },
];
