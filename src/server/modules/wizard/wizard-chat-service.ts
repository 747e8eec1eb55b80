import type { WizardChatRequest, WizardDefinition } from '../../../shared/schemas/wizard';
import { answerMessageText } from '../../../shared/wizard-answer-text';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import type { Principal } from '../auth';
import type { TurnInput, TurnSetting } from '../chat';
import { moneyLines } from './plan/money-section';
import { answerLines } from './plan/plan-writer';
import { loadRunWizard, stepOf } from './wizard-definitions';
import { heldWizardSession, wizardChatSessionId } from './wizard-session-access';

type Answers = Parameters<typeof answerLines>[1];

/** What the coach is told when the founder has just submitted the step's answer. */
const REACTION =
  'The founder has just submitted their answer to this step (their message). React to it in two or three sentences: what it means for them given their earlier answers, and one thing to watch or to do about it. Do not ask them to answer the question again: the wizard moves on to the next step.';

/** What the coach is told on a step: the wizard's brief, the step's question and its brief. */
function stepSetting(
  wizard: WizardDefinition,
  stepId: string,
  answers: Answers,
  currency: string,
): TurnSetting {
  const step = stepOf(wizard, stepId);
  const { question } = step;
  const choices = question.options.length
    ? `\nThe choices offered: ${question.options.map((o) => o.text).join('; ')}.`
    : '';
  const position = `step ${wizard.steps.indexOf(step) + 1} of ${wizard.steps.length}`;
  return {
    instructions: [
      wizard.global_instructions,
      `They are on ${position}, "${step.name}": ${step.description}`,
      `The question: ${question.text}${choices}`,
      question.instructions,
      `The founder counts money in ${currency}: give every amount in ${currency}.`,
    ].join('\n\n'),
    // The sums their numbers allow (runway), so the coach need not do them in its head.
    facts: [
      ...answerLines(wizard, answers),
      ...moneyLines(wizard.steps, answers)
        .filter((line) => line.includes('Runway'))
        .map((line) => line.replace(/^- /, '').replaceAll('**', '')),
    ],
    topic: `${question.text} ${step.description}`,
  };
}

/** The founder's saved answer to the step, in their words, for the coach to react to. */
function answerMessage(wizard: WizardDefinition, stepId: string, answers: Answers): string {
  const step = stepOf(wizard, stepId);
  const value = answers[stepId];
  if (value === undefined) {
    throw new DomainError('conflict', 'no_answer', `Save an answer to "${step.name}" first.`);
  }
  return answerMessageText(step, value);
}

/**
 * A message from the wizard's chat pane as a chat turn: to the wizard's coach, in the run's
 * own conversation, with the step and the answers so far as its setting. With `answered`,
 * the message is the step's saved answer and the coach is asked to react to it.
 */
export async function wizardChatInput(options: {
  db: Db;
  principal: Principal;
  sessionId: string;
  body: WizardChatRequest;
}): Promise<TurnInput> {
  const { body } = options;
  const row = await heldWizardSession(options);
  const wizard = await loadRunWizard(options.db, row);
  const setting = stepSetting(wizard, body.step_id, row.answers, row.currency);
  const reacting = body.answered === true;
  return {
    agentId: wizard.agent_id,
    sessionId: wizardChatSessionId(row.id),
    message: reacting ? answerMessage(wizard, body.step_id, row.answers) : body.message!,
    clientMessageId: body.client_message_id,
    setting: reacting
      ? { ...setting, instructions: `${setting.instructions}\n\n${REACTION}` }
      : setting,
  };
}
