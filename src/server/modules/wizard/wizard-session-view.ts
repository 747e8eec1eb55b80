import { and, asc, eq } from 'drizzle-orm';
import type {
  WizardAnswerValue,
  WizardDefinition,
  WizardSession,
  WizardSessionSummary,
} from '../../../shared/schemas/wizard';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/chat-schema';
import { isMoneyUnit } from '../../../shared/wizard-currency';
import type { StoredPlan } from '../../db/wizard-schema';
import {
  wizardChatScope,
  wizardChatSessionId,
  type WizardSessionRow,
} from './wizard-session-access';

/**
 * Steps whose answer differs from the one the plan was written from, and its amounts when
 * the run's currency changed since.
 */
export function staleSteps(
  plan: StoredPlan,
  run: { answers: Record<string, WizardAnswerValue>; currency: string },
  wizard: Pick<WizardDefinition, 'steps'>,
): string[] {
  const otherMoney = (plan.currency ?? 'EUR') !== run.currency;
  return wizard.steps
    .filter(
      (step) =>
        plan.answers[step.id] !== run.answers[step.id] ||
        (otherMoney && isMoneyUnit(step.question.unit)),
    )
    .map((step) => step.id);
}

async function chatMessages(
  db: Db,
  runId: string,
  scope: string,
): Promise<WizardSession['messages']> {
  const rows = await db
    .select({
      position: messages.position,
      role: messages.role,
      content: messages.content,
      at: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(eq(conversations.scope, scope), eq(conversations.sessionId, wizardChatSessionId(runId))),
    )
    .orderBy(asc(messages.position));
  return rows.map((row) => ({
    id: `${runId}:${row.position}`,
    type: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    timestamp: row.at.toISOString(),
  }));
}

/** A run as the API shows it: answers, where the founder was, the chat pane and the plan. */
export async function wizardSessionView(
  db: Db,
  row: WizardSessionRow,
  wizard: WizardDefinition,
): Promise<WizardSession> {
  return {
    id: row.id,
    wizard_id: row.wizardId,
    title: wizard.title,
    answers: row.answers,
    current_step: row.currentStep,
    currency: row.currency,
    messages: await chatMessages(db, row.id, wizardChatScope(row, wizard.agent_id)),
    plan: row.plan
      ? {
          markdown: row.plan.markdown,
          generated_at: row.plan.generatedAt,
          engine: row.plan.engine,
          stale_steps: staleSteps(row.plan, row, wizard),
        }
      : null,
    owned: row.ownerId !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A run in the founder's list of past runs. */
export function wizardSessionSummary(
  row: WizardSessionRow,
  wizard: { title: string; stepIds: string[] },
): WizardSessionSummary {
  return {
    id: row.id,
    wizard_id: row.wizardId,
    title: wizard.title,
    current_step: row.currentStep,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    answered: wizard.stepIds.filter((id) => row.answers[id] !== undefined).length,
    steps_count: wizard.stepIds.length,
    has_plan: row.plan !== null,
  };
}
