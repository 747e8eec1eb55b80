import type { WizardChatRequest, WizardDefinition } from '../../../shared/schemas/wizard';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/principal';
import type { TurnInput, TurnSetting } from '../chat/turn-events';
import { moneyLines } from './plan/money-section';
import { answerLines } from './plan/plan-writer';
import { loadWizard, stepOf } from './wizard-definitions';
import { heldWizardSession, wizardChatSessionId } from './wizard-session-access';

/** What the coach is told on a step: the wizard's brief, the step's question and its brief. */
function stepSetting(
  wizard: WizardDefinition,
  stepId: string,
  answers: Parameters<typeof answerLines>[1],
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

/**
 * A message from the wizard's chat pane as a chat turn: to the wizard's coach, in the run's
 * own conversation, with the step and the answers so far as its setting.
 */
export async function wizardChatInput(options: {
  db: Db;
  principal: Principal;
  sessionId: string;
  body: WizardChatRequest;
}): Promise<TurnInput> {
  const row = await heldWizardSession(options);
  const wizard = await loadWizard(options.db, row.wizardId);
  return {
    agentId: wizard.agent_id,
    sessionId: wizardChatSessionId(row.id),
    message: options.body.message,
    clientMessageId: options.body.client_message_id,
    setting: stepSetting(wizard, options.body.step_id, row.answers),
  };
}
