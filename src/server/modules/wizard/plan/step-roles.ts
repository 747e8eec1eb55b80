import type { WizardAnswerValue, WizardStep } from '../../../../shared/schemas/wizard';
import { wizardAnswerText } from '../../../../shared/wizard-answer-text';

/** What a step asks about, as far as checking answers against each other needs. */
export type StepRole = 'founders' | 'equity' | 'structure' | 'funding' | 'hires' | 'location';

/** Read from the step's name and question, first match wins: any wizard, not only ours. */
const ROLES: [StepRole, RegExp][] = [
  ['founders', /\bhow many (?:co-?)?founders\b|\bnumber of (?:co-?)?founders\b/i],
  ['equity', /\b(?:ownership|equity|vesting|cap table)\b/i],
  ['structure', /\blegal (?:structure|form|entity)\b|\b(?:business|company|entity) type\b/i],
  ['funding', /\bfund(?:ing|ed)?\b|\bfinanc(?:e|ing)\b/i],
  ['hires', /\bhir(?:e|es|ing)\b|\bfirst (?:employees|team)\b/i],
  ['location', /\b(?:location|jurisdiction|registered|country)\b|\bwhere will\b/i],
];

/** A step of a role, with the founder's answer in words. */
export interface RoleAnswer {
  step: WizardStep;
  value: WizardAnswerValue;
  text: string;
}

export const roleOf = (step: WizardStep): StepRole | undefined => {
  const said = `${step.name}. ${step.question.text}`;
  return ROLES.find(([, pattern]) => pattern.test(said))?.[0];
};

/** The answered step of each role (the first, when a wizard asks twice). */
export function answersByRole(
  steps: WizardStep[],
  answers: Record<string, WizardAnswerValue>,
): Partial<Record<StepRole, RoleAnswer>> {
  const byRole: Partial<Record<StepRole, RoleAnswer>> = {};
  for (const step of steps) {
    const role = roleOf(step);
    const value = answers[step.id];
    if (!role || value === undefined || byRole[role]) continue;
    byRole[role] = { step, value, text: wizardAnswerText(step.question, value) };
  }
  return byRole;
}

/** An answer quoted in a sentence: short ones whole, long ones cut at a word. */
export function quoted(text: string, max = 70): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return `“${flat}”`;
  return `“${flat.slice(0, max).replace(/\s+\S*$/, '')}…”`;
}

/** "your Founders answer", as a check names an answer. */
export const answerOf = (answer: RoleAnswer) => `your ${answer.step.name} answer`;
export const AnswerOf = (answer: RoleAnswer) => `Your ${answer.step.name} answer`;
