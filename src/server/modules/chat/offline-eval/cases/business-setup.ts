import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'business-setup-advisor';

const foundersDraft = {
  name: 'founders-agreement-draft.txt',
  text: [
    'Founders agreement (draft)',
    'Equity: Maria 60%, Tomás 40%.',
    'Roles: Maria is CEO, full-time; Tomás is CTO, part-time until we raise.',
    'Vesting: none, the shares are ours from day one.',
    'IP: Tomás keeps the prototype he wrote before we started.',
  ].join('\n'),
};

export const businessSetupCases: EvalCase[] = [
  {
    id: 'setup-vc-structure',
    coach,
    kind: 'factual',
    turns: [{ message: 'Which company structure do US startups use to raise venture capital?' }],
    mustContain: [['Delaware C corporation']],
  },
  {
    id: 'setup-sole-prop-investment',
    coach,
    kind: 'factual',
    turns: [{ message: 'Can a sole proprietorship take money from outside investors?' }],
    mustContain: [['cannot issue shares']],
  },
  {
    id: 'setup-83b-deadline',
    coach,
    kind: 'numeric',
    turns: [{ message: 'How long do I have to file an 83(b) election?' }],
    mustContain: [['30 days']],
  },
  {
    id: 'setup-franchise-tax-date',
    coach,
    kind: 'numeric',
    turns: [{ message: 'When is the Delaware franchise tax due each year?' }],
    mustContain: [['March 1']],
  },
  {
    id: 'setup-acceleration-follow-up',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'What vesting should founder shares have?' },
      { message: 'and acceleration?' },
    ],
    mustContain: [['double-trigger', 'single-trigger']],
  },
  {
    id: 'setup-founder-agreement-after-llc',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'Should we form an LLC or a C corporation?' },
      { message: 'What should the founders agree on in writing?' },
    ],
    mustContain: [['equity split']],
  },
  {
    id: 'setup-founders-draft-file',
    coach,
    kind: 'file',
    turns: [
      {
        message: "Here's our draft founders agreement. What are we missing?",
        files: [foundersDraft],
      },
    ],
    mustContain: [['one-year cliff'], ['assign'], ['prototype', 'Tomás', '60%']],
  },
  {
    id: 'setup-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'Which houseplants survive in low light?' }],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'setup-bank-and-83b',
    coach,
    kind: 'multi-part',
    turns: [{ message: 'Do we need a separate bank account, and what is an 83(b) election?' }],
    mustContain: [['separate business bank account'], ['30 days']],
  },
];
