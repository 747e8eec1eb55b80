import { eq } from 'drizzle-orm';
import type { WizardDefinition, WizardStep } from '../../../shared/schemas/wizard';
import { stepsInCurrency } from '../../../shared/wizard-currency';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { wizards } from '../../db/wizard-schema';
import { DomainError, notFound } from '../../domain-error';

/** A wizard as the API shows it, with the id of the coach behind its chat and plan. */
export async function loadWizard(db: Db, wizardId: string): Promise<WizardDefinition> {
  const [row] = await db
    .select({ wizard: wizards, agentId: agents.id })
    .from(wizards)
    .leftJoin(agents, eq(agents.seedKey, wizards.agentSeedKey))
    .where(eq(wizards.id, wizardId));
  if (!row) throw notFound(`There is no wizard called ${wizardId}.`);
  if (!row.agentId) {
    throw new DomainError(
      'unavailable',
      'wizard_coach_missing',
      `This wizard's coach (${row.wizard.agentSeedKey}) is not installed: start the server with SEED_AGENTS=true.`,
    );
  }
  return { id: row.wizard.id, ...row.wizard.content, agent_id: row.agentId };
}

/** The wizard of a run, its amounts in the run's currency. */
export async function loadRunWizard(
  db: Db,
  run: { wizardId: string; currency: string },
): Promise<WizardDefinition> {
  return stepsInCurrency(await loadWizard(db, run.wizardId), run.currency);
}

export async function listWizards(db: Db) {
  const rows = await db.select().from(wizards).orderBy(wizards.createdAt);
  return {
    wizards: rows.map((row) => ({
      id: row.id,
      title: row.content.title,
      desc: row.content.desc,
      steps_count: row.content.steps.length,
    })),
  };
}

/** The step of a wizard, or 404 naming it. */
export function stepOf(wizard: WizardDefinition, stepId: string): WizardStep {
  const step = wizard.steps.find((s) => s.id === stepId);
  if (!step) throw notFound(`The wizard has no step called ${stepId}.`);
  return step;
}
