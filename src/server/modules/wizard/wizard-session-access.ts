import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wizardSessions } from '../../db/wizard-schema';
import { DomainError, notFound } from '../../domain-error';
import { userIdOf, type Principal } from '../auth';
import { userScope, visitorScope } from '../chat';

export type WizardSessionRow = typeof wizardSessions.$inferSelect;

/** Wizards are for people in the app: an API key or a widget session gets 403. */
export function assertPerson(principal: Principal) {
  if (principal.kind === 'visitor' || principal.kind === 'user') return;
  throw new DomainError(
    'forbidden',
    'forbidden',
    'The business-setup wizard is used in the CoachForge app, not with an API key.',
  );
}

/**
 * The run if the caller holds it: a visitor's (no owner) by its id, a signed-in person's by
 * them alone. Anyone else gets the same 404, revealing nothing.
 */
export async function heldWizardSession(options: {
  db: Db;
  principal: Principal;
  sessionId: string;
}): Promise<WizardSessionRow> {
  assertPerson(options.principal);
  const [row] = await options.db
    .select()
    .from(wizardSessions)
    .where(eq(wizardSessions.id, options.sessionId));
  if (!row || (row.ownerId !== null && row.ownerId !== userIdOf(options.principal))) {
    throw notFound('This wizard run was not found. It may have been deleted; start a new one.');
  }
  return row;
}

/** The chat pane's conversation: one per run, in the ordinary conversation store. */
export const wizardChatSessionId = (runId: string) => `wizard-${runId}`;

/**
 * The scope the run's chat lives in, as a chat turn of its holder starts it: its owner's, or
 * the wizard coach's visitors' while nobody owns the run (claiming moves it to the owner's).
 */
export const wizardChatScope = (row: WizardSessionRow, agentId: string) =>
  row.ownerId ? userScope(row.ownerId) : visitorScope(agentId);
