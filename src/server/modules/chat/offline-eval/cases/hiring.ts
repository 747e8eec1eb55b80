import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'hiring-team-coach';

const jobDescription = {
  name: 'jd-founding-engineer.md',
  text: [
    'Founding Engineer (remote, EU)',
    'About us: we build invoicing software for small accounting firms.',
    'You will: build our billing system, own our deploys, talk to customers every week.',
    'You have: 6+ years of TypeScript and startup experience.',
    'We offer: a salary of 75-90k euros and 0.6% equity.',
  ].join('\n'),
};

export const hiringCases: EvalCase[] = [
  {
    id: 'hiring-first-hires',
    coach,
    kind: 'factual',
    turns: [{ message: 'Who should our first hires be?' }],
    mustContain: [['bottlenecks', 'engineering and product first']],
  },
  {
    id: 'hiring-scorecard',
    coach,
    kind: 'factual',
    turns: [{ message: 'What goes into a scorecard for a new role?' }],
    mustContain: [['measurable outcomes', 'mission of the role']],
  },
  {
    // The old engine cut "0.2-1%" at its decimal point ("0. 2-1%").
    id: 'hiring-later-hires-equity',
    coach,
    kind: 'numeric',
    turns: [{ message: 'How much equity should later hires among our first ten employees get?' }],
    mustContain: [['0.2-1%']],
  },
  {
    // Same passage as hiring-later-hires-equity, a different question: the answers must differ.
    id: 'hiring-senior-hires-equity',
    coach,
    kind: 'numeric',
    turns: [{ message: 'How much equity do the first few senior hires usually get?' }],
    mustContain: [['0.5-2%']],
  },
  {
    id: 'hiring-exercise-window',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'What vesting schedule do employee stock options usually have?' },
      { message: 'and the exercise window?' },
    ],
    mustContain: [['90 days']],
  },
  {
    id: 'hiring-onboarding-after-loop',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'How should we structure our interview loop?' },
      { message: 'How do we onboard a new engineer?' },
    ],
    mustContain: [['30-60-90']],
  },
  {
    id: 'hiring-jd-file-follow-up',
    coach,
    kind: 'file',
    turns: [
      { message: "Here's the job description for our first engineer.", files: [jobDescription] },
      { message: 'What is missing from it?' },
    ],
    mustContain: [
      ['scorecard', 'measurable outcomes'],
      ['founding engineer', 'invoicing'],
    ],
  },
  {
    id: 'hiring-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'Can you recommend a hiking trail near Lisbon?' }],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'hiring-loop-and-references',
    coach,
    kind: 'multi-part',
    turns: [
      {
        message: 'How long should our hiring process take, and when should we check references?',
      },
    ],
    mustContain: [['two to three weeks'], ['finalists']],
  },
];
