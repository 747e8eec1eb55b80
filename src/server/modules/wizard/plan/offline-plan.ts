import type {
  WizardAnswerValue,
  WizardDefinition,
  WizardStep,
} from '../../../../shared/schemas/wizard';
import { wizardAnswerText } from '../../../../shared/wizard-answer-text';
import {
  rankKnowledgeSentences,
  type PlanKnowledge,
  type RankedSentence,
} from './knowledge-sentences';
import { moneyLines } from './money-section';
import { orderNextSteps } from './next-steps';
import { readPlanAnswers, type PlanReading } from './plan-reading';

export interface PlanInput {
  wizard: WizardDefinition;
  answers: Record<string, WizardAnswerValue>;
  /** The coaches' knowledge the plan draws on. */
  knowledge: PlanKnowledge;
  now: Date;
}

const EXPLANATIONS = 2;
const ACTIONS = 3;
const NEXT_STEPS = 10;

interface StepSection {
  step: WizardStep;
  answer: string;
  explanations: RankedSentence[];
  warning: RankedSentence | undefined;
  actions: RankedSentence[];
}

function sectionOf(
  input: PlanInput,
  reading: PlanReading,
  step: WizardStep,
  used: Set<string>,
): StepSection {
  const answer = wizardAnswerText(step.question, input.answers[step.id]!);
  const fresh = rankKnowledgeSentences(input.knowledge, {
    answer,
    focus: `${step.name} ${step.question.text}`,
    keywords: step.question.keywords ?? '',
    context: `${step.description} ${step.question.instructions}`,
  }).filter((s) => !used.has(s.text) && reading.fits(s.text));
  // What the knowledge says of their very answer (their structure, their funding) comes
  // first; only when it says nothing of it does the step's topic in general stand in.
  const prose = fresh.filter((s) => !s.advice);
  const ownWords = prose.filter((s) => s.answerWords > 0);
  const explanations = (ownWords.length > 0 ? ownWords : prose).slice(0, EXPLANATIONS);
  // A risk of another option ("a sole proprietorship leaves you liable") is not theirs.
  const warning = fresh.find(
    (s) => s.warning && !explanations.includes(s) && (ownWords.length === 0 || s.answerWords > 0),
  );
  const actions = fresh.filter((s) => s.advice && s !== warning).slice(0, ACTIONS);
  for (const s of [...explanations, ...actions, ...(warning ? [warning] : [])]) used.add(s.text);
  return { step, answer, explanations, warning, actions };
}

function sectionMarkdown(section: StepSection, number: number): string {
  const lines = [`## ${number}. ${section.step.name}`, '', `**Your answer:** ${section.answer}`];
  if (section.explanations.length) {
    lines.push('', section.explanations.map((s) => s.text).join(' '));
  }
  if (section.warning) lines.push('', `**Watch out:** ${section.warning.text}`);
  if (section.actions.length) {
    lines.push('', '**Actions:**', ...section.actions.map((s) => `- ${s.text}`));
  }
  return lines.join('\n');
}

/** Answers that contradict each other, near the top where they are seen before the rest. */
const checksBlock = (checks: string[]) =>
  checks.length === 0
    ? []
    : [
        [
          '## Check these answers',
          '',
          'Some of your answers do not fit together; the rest of the plan takes them as they are.',
          '',
          ...checks.map((check) => `- ${check}`),
        ].join('\n'),
      ];

/**
 * The plan the offline engine writes: the answers that contradict each other, the founder's
 * answers at a glance, one section per step (their answer, what the coaches' knowledge says
 * about it, the risk to watch, the actions), the arithmetic their numbers allow, and the next
 * steps in order of urgency. Knowledge about options they did not choose is left out. Every
 * sentence comes from their answers or the knowledge; nothing is invented. Returned as
 * blocks, one per section, so it can be streamed as it is written.
 */
export function composeOfflinePlan(input: PlanInput): string[] {
  const { wizard, answers } = input;
  const steps = wizard.steps.filter((step) => answers[step.id] !== undefined);
  const reading = readPlanAnswers(steps, answers);
  const used = new Set<string>();
  const sections = steps.map((step) => sectionOf(input, reading, step, used));
  const date = input.now.toISOString().slice(0, 10);
  const blocks = [
    `# Your business setup plan\n\n_Written on ${date} from your answers to the ${wizard.title}._`,
    ...checksBlock(reading.checks),
    [
      '## Your answers at a glance',
      '',
      ...sections.map((s) => `- **${s.step.name}:** ${s.answer}`),
    ].join('\n'),
    ...sections.map((section, i) => sectionMarkdown(section, i + 1)),
  ];
  const money = moneyLines(wizard.steps, answers);
  if (money.length) blocks.push(['## Money and runway', '', ...money].join('\n'));
  const next = sections.flatMap((s) => s.actions.slice(0, 1).map((a) => a.text));
  const more = sections.flatMap((s) => s.actions.slice(1).map((a) => a.text));
  const ordered = orderNextSteps([...next, ...more], reading.urgency, NEXT_STEPS);
  if (ordered.length) {
    blocks.push(['## Next steps', '', ...ordered.map((text, i) => `${i + 1}. ${text}`)].join('\n'));
  }
  blocks.push(
    '_This plan is general guidance, not legal, tax or accounting advice. Take it to your lawyer and accountant before you file anything._',
  );
  return blocks;
}
