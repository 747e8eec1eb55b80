import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';

type Steps = Pick<WizardDefinition, 'steps'>;
type Answers = WizardSession['answers'];

/** The step after `stepId`, or null after the last one (the review comes next). */
export function nextStepId(wizard: Steps, stepId: string): string | null {
  const index = wizard.steps.findIndex((step) => step.id === stepId);
  return wizard.steps[index + 1]?.id ?? null;
}

/** Where a run opens: the step it was on, else the first without an answer, else the first. */
export function openingStepId(wizard: Steps, run: Pick<WizardSession, 'current_step' | 'answers'>) {
  const known = wizard.steps.some((step) => step.id === run.current_step);
  if (run.current_step && known) return run.current_step;
  return (wizard.steps.find((step) => run.answers[step.id] === undefined) ?? wizard.steps[0]!).id;
}

export const isAnswered = (answers: Answers, stepId: string) => answers[stepId] !== undefined;

/** The steps still without an answer: the plan waits for them. */
export const unansweredSteps = (wizard: Steps, answers: Answers) =>
  wizard.steps.filter((step) => !isAnswered(answers, step.id));

/** An answer as the input shows it again when the founder comes back to the step. */
export const answerDraft = (answers: Answers, stepId: string): string => {
  const value = answers[stepId];
  return value === undefined ? '' : String(value);
};
