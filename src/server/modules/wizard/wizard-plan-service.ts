import { eq } from 'drizzle-orm';
import type { WizardPlan } from '../../../shared/schemas/wizard';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { wizardSessions, type StoredPlan } from '../../db/wizard-schema';
import { asDomainError, DomainError, serviceUnavailable } from '../../domain-error';
import type { Principal } from '../auth';
import { billedAccountFor } from '../billing';
import type { UsageMeter } from '../billing';
import type { PlanWriter } from './plan/plan-writer';
import { loadRunWizard } from './wizard-definitions';
import { heldWizardSession } from './wizard-session-access';
import { staleSteps } from './wizard-session-view';

export type PlanEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; plan: WizardPlan }
  | { type: 'error'; error: DomainError };

/** What writing a plan needs of the app. */
export interface PlanRuntime {
  writer: PlanWriter;
  usage: UsageMeter;
}

async function preparePlan(options: { db: Db; principal: Principal; sessionId: string }) {
  const row = await heldWizardSession(options);
  const wizard = await loadRunWizard(options.db, row);
  const missing = wizard.steps.filter((step) => row.answers[step.id] === undefined);
  if (missing.length > 0) {
    throw new DomainError(
      'conflict',
      'answers_missing',
      `Answer every step before generating the plan. Still open: ${missing.map((s) => s.name).join(', ')}.`,
      { details: { steps: missing.map((s) => s.id) } },
    );
  }
  const [coach] = await options.db.select().from(agents).where(eq(agents.id, wizard.agent_id));
  if (!coach) throw serviceUnavailable("This wizard's coach is not installed.");
  return { row, wizard, coach };
}

/**
 * Writes the plan from the run's answers and the wizard's final instructions, piece by piece,
 * and stores it with the answers it was written from once it is whole (a failed or abandoned
 * plan leaves the earlier one in place). Counts as one chat request of the founder's plan.
 */
export async function* generateWizardPlan(options: {
  db: Db;
  runtime: PlanRuntime;
  principal: Principal;
  sessionId: string;
  signal: AbortSignal;
}): AsyncGenerator<PlanEvent> {
  const { db, runtime, signal } = options;
  let release: (() => Promise<void>) | undefined;
  let stored = false;
  try {
    const { row, wizard, coach } = await preparePlan(options);
    const billed = billedAccountFor(options.principal, coach.ownerId);
    release = billed ? await runtime.usage.spendChatRequest(billed) : undefined;
    const answers = row.answers;
    let markdown = '';
    for await (const piece of runtime.writer.write({ db, wizard, coach, answers, signal })) {
      markdown += piece;
      yield { type: 'delta', text: piece };
    }
    signal.throwIfAborted();
    if (!markdown.trim()) {
      throw new DomainError(
        'upstream_failed',
        'model_unavailable',
        'The model wrote an empty plan.',
      );
    }
    const plan: StoredPlan = {
      markdown,
      generatedAt: new Date().toISOString(),
      engine: runtime.writer.name,
      answers,
      currency: row.currency,
    };
    const [updated] = await db
      .update(wizardSessions)
      .set({ plan, updatedAt: new Date() })
      .where(eq(wizardSessions.id, row.id))
      .returning({ answers: wizardSessions.answers, currency: wizardSessions.currency });
    stored = true;
    yield {
      type: 'done',
      plan: {
        markdown,
        generated_at: plan.generatedAt,
        engine: plan.engine,
        // Answers changed while it was written are stale at once.
        stale_steps: staleSteps(plan, updated ?? row, wizard),
      },
    };
  } catch (error) {
    if (!signal.aborted) yield { type: 'error', error: asDomainError(error) };
  } finally {
    if (!stored) await release?.();
  }
}

/** The stored plan, or 404 before one was written. */
export async function storedPlan(options: { db: Db; principal: Principal; sessionId: string }) {
  const row = await heldWizardSession(options);
  if (!row.plan) {
    throw new DomainError('not_found', 'not_found', 'This run has no plan yet: generate it first.');
  }
  const wizard = await loadRunWizard(options.db, row);
  return { plan: row.plan, wizard, row };
}
