import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'founder-finance-coach';

const profitAndLoss = {
  name: 'pnl-q3.txt',
  text: [
    'P&L summary, Q3',
    'Revenue (MRR): $48,000/month',
    'Payroll: $62,000/month',
    'Hosting and tools: $9,000/month',
    'Rent: $4,000/month',
    'Net burn (3-month average): $35,000/month',
    'Cash in bank: $420,000',
  ].join('\n'),
};

export const founderFinanceCases: EvalCase[] = [
  {
    id: 'finance-gross-net-burn',
    coach,
    kind: 'factual',
    turns: [{ message: "What's the difference between gross burn and net burn?" }],
    mustContain: [['minus cash collected']],
  },
  {
    id: 'finance-investor-update',
    coach,
    kind: 'factual',
    turns: [{ message: 'What should our monthly investor update include?' }],
    mustContain: [['lowlights'], ['asks for help']],
  },
  {
    id: 'finance-ltv-cac',
    coach,
    kind: 'numeric',
    turns: [{ message: 'What LTV to CAC ratio should we aim for?' }],
    mustContain: [['3:1']],
  },
  {
    // The founder's own figures must be acknowledged.
    id: 'finance-when-to-raise',
    coach,
    kind: 'numeric',
    turns: [
      {
        message:
          'We have $600k in the bank and burn $50k a month. When should we start fundraising?',
      },
    ],
    mustContain: [['6-9 months'], ['$600k', '$50k']],
  },
  {
    id: 'finance-enterprise-payback',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'What CAC payback should an SMB SaaS company target?' },
      { message: 'and for enterprise?' },
    ],
    mustContain: [['12-24 months']],
  },
  {
    id: 'finance-close-after-runway',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'How much runway should we have after a raise?' },
      { message: 'How often should we close the books?' },
    ],
    mustContain: [['every month']],
  },
  {
    // The old engine forgot a file attached one turn earlier.
    id: 'finance-pnl-file-follow-up',
    coach,
    kind: 'file',
    turns: [
      { message: "Here's our latest P&L.", files: [profitAndLoss] },
      { message: 'What is our runway based on that?' },
    ],
    mustContain: [['$420,000'], ['$35,000']],
  },
  {
    id: 'finance-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: "What's a good name for my new puppy?" }],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'finance-ltv-and-margin',
    coach,
    kind: 'multi-part',
    turns: [
      {
        message: 'How do I calculate LTV, and what gross margin should a software company target?',
      },
    ],
    mustContain: [['monthly churn'], ['70-80%']],
  },
];
