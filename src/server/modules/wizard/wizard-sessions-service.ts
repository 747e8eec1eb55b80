import { and, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { WizardSession } from '../../../shared/schemas/wizard';
import type { Db } from '../../db/client';
import { conversations } from '../../db/chat-schema';
import { wizardSessions, wizards } from '../../db/wizard-schema';
import { requireUser, userIdOf, type Principal } from '../auth/principal';
import { userScope, visitorScope } from '../chat/conversation-access';
import { parseAnswer } from './parse-answer';
import { loadWizard, stepOf } from './wizard-definitions';
import {
  assertPerson,
  heldWizardSession,
  wizardChatSessionId,
  type WizardSessionRow,
} from './wizard-session-access';
import { wizardSessionSummary, wizardSessionView } from './wizard-session-view';

interface RunOptions {
  db: Db;
  principal: Principal;
  sessionId: string;
}

async function viewOf(db: Db, row: WizardSessionRow): Promise<WizardSession> {
  return wizardSessionView(db, row, await loadWizard(db, row.wizardId));
}

export async function startWizardSession(options: {
  db: Db;
  principal: Principal;
  wizardId: string;
}): Promise<WizardSession> {
  assertPerson(options.principal);
  const wizard = await loadWizard(options.db, options.wizardId);
  const [row] = await options.db
    .insert(wizardSessions)
    .values({ wizardId: wizard.id, ownerId: userIdOf(options.principal) ?? null })
    .returning();
  return wizardSessionView(options.db, row!, wizard);
}

export async function getWizardSession(options: RunOptions): Promise<WizardSession> {
  return viewOf(options.db, await heldWizardSession(options));
}

/** The signed-in founder's runs, the latest touched first. */
export async function listWizardSessions(options: { db: Db; principal: Principal }) {
  const userId = requireUser(options.principal);
  const rows = await options.db
    .select({ run: wizardSessions, content: wizards.content })
    .from(wizardSessions)
    .innerJoin(wizards, eq(wizards.id, wizardSessions.wizardId))
    .where(eq(wizardSessions.ownerId, userId))
    .orderBy(desc(wizardSessions.updatedAt))
    .limit(100);
  return {
    sessions: rows.map(({ run, content }) =>
      wizardSessionSummary(run, {
        title: content.title,
        stepIds: content.steps.map((s) => s.id),
      }),
    ),
  };
}

/**
 * Autosaves one answer, parsed by the step's type, and moves the run to that step. Merged
 * into the stored answers in one statement, so answers saved at once from two tabs both stay.
 */
export async function saveWizardAnswer(
  options: RunOptions & { stepId: string; answer: string | number },
): Promise<WizardSession> {
  const row = await heldWizardSession(options);
  const wizard = await loadWizard(options.db, row.wizardId);
  const value = parseAnswer(stepOf(wizard, options.stepId).question, options.answer);
  const [updated] = await options.db
    .update(wizardSessions)
    .set({
      answers: sql`${wizardSessions.answers} || ${JSON.stringify({ [options.stepId]: value })}::jsonb`,
      currentStep: options.stepId,
      updatedAt: new Date(),
    })
    .where(eq(wizardSessions.id, row.id))
    .returning();
  return wizardSessionView(options.db, updated!, wizard);
}

/** Remembers which step is open, so a reload or another device resumes there. */
export async function setWizardProgress(
  options: RunOptions & { stepId: string },
): Promise<WizardSession> {
  const row = await heldWizardSession(options);
  const wizard = await loadWizard(options.db, row.wizardId);
  stepOf(wizard, options.stepId);
  const [updated] = await options.db
    .update(wizardSessions)
    .set({ currentStep: options.stepId, updatedAt: new Date() })
    .where(eq(wizardSessions.id, row.id))
    .returning();
  return wizardSessionView(options.db, updated!, wizard);
}

/**
 * Deletes a run with its chat: the visitors' copy (a run's id is known only to its holders)
 * and the caller's own, not what a key may keep under the same id.
 */
export async function deleteWizardSession(options: RunOptions): Promise<void> {
  const row = await heldWizardSession(options);
  const userId = userIdOf(options.principal);
  await options.db.transaction(async (tx) => {
    await tx
      .delete(conversations)
      .where(
        and(
          eq(conversations.sessionId, wizardChatSessionId(row.id)),
          or(
            like(conversations.scope, 'visitor:%'),
            userId ? eq(conversations.scope, userScope(userId)) : undefined,
          ),
        ),
      );
    await tx.delete(wizardSessions).where(eq(wizardSessions.id, row.id));
  });
}

/**
 * A visitor who signs in mid-run keeps it: the run and its chat become theirs, so it is in
 * their past runs and no longer open to whoever has the id.
 */
export async function claimWizardSession(options: RunOptions): Promise<WizardSession> {
  const userId = requireUser(options.principal);
  const row = await heldWizardSession(options);
  if (row.ownerId === userId) return viewOf(options.db, row);
  const wizard = await loadWizard(options.db, row.wizardId);
  const chatId = wizardChatSessionId(row.id);
  const claimed = await options.db.transaction(async (tx) => {
    const [run] = await tx
      .update(wizardSessions)
      .set({ ownerId: userId, updatedAt: new Date() })
      .where(and(eq(wizardSessions.id, row.id), isNull(wizardSessions.ownerId)))
      .returning();
    if (!run) return undefined;
    // The chat moves to their scope, unless they already talked in the run signed in.
    await tx
      .update(conversations)
      .set({ ownerId: userId, scope: userScope(userId) })
      .where(
        and(
          eq(conversations.scope, visitorScope(wizard.agent_id)),
          eq(conversations.sessionId, chatId),
          sql`not exists (select 1 from conversations mine
            where mine.scope = ${userScope(userId)} and mine.session_id = ${chatId})`,
        ),
      );
    return run;
  });
  // Claimed by someone else in the same instant: it is theirs now.
  if (!claimed) return getWizardSession(options);
  return viewOf(options.db, claimed);
}
