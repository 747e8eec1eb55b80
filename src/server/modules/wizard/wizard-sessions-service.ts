import { and, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { WizardSession } from '../../../shared/schemas/wizard';
import {
  currencyOfCountry,
  isMoneyUnit,
  type WizardCurrency,
} from '../../../shared/wizard-currency';
import { profile } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { conversations } from '../../db/chat-schema';
import { wizardSessions, wizards } from '../../db/wizard-schema';
import { requireUser, userIdOf, type Principal } from '../auth';
import { userScope, visitorScope } from '../chat';
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

/** The money of the country on the founder's profile, if they named one. */
async function profileCurrency(db: Db, userId: string | undefined) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ country: profile.country })
    .from(profile)
    .where(eq(profile.userId, userId));
  return currencyOfCountry(row?.country);
}

/**
 * Starts a run, counting money in the currency of the founder's profile country, else the
 * one their device suggests (`currency`), else the wizard's own (euros).
 */
export async function startWizardSession(options: {
  db: Db;
  principal: Principal;
  wizardId: string;
  currency?: WizardCurrency;
}): Promise<WizardSession> {
  assertPerson(options.principal);
  const wizard = await loadWizard(options.db, options.wizardId);
  const ownerId = userIdOf(options.principal);
  const currency = (await profileCurrency(options.db, ownerId)) ?? options.currency;
  const [row] = await options.db
    .insert(wizardSessions)
    .values({ wizardId: wizard.id, ownerId: ownerId ?? null, ...(currency && { currency }) })
    .returning();
  return wizardSessionView(options.db, row!, wizard);
}

export async function getWizardSession(options: RunOptions): Promise<WizardSession> {
  return viewOf(options.db, await heldWizardSession(options));
}

/**
 * The signed-in founder's runs with at least one answer, the latest touched first: a run
 * opened and left before answering is nothing to come back to.
 */
export async function listWizardSessions(options: { db: Db; principal: Principal }) {
  const userId = requireUser(options.principal);
  const rows = await options.db
    .select({ run: wizardSessions, content: wizards.content })
    .from(wizardSessions)
    .innerJoin(wizards, eq(wizards.id, wizardSessions.wizardId))
    .where(and(eq(wizardSessions.ownerId, userId), sql`${wizardSessions.answers} <> '{}'::jsonb`))
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
  options: RunOptions & { stepId: string; answer: string | number; currency?: WizardCurrency },
): Promise<WizardSession> {
  const row = await heldWizardSession(options);
  const wizard = await loadWizard(options.db, row.wizardId);
  const { question } = stepOf(wizard, options.stepId);
  const value = parseAnswer(question, options.answer);
  // An amount's currency becomes the run's: every amount of a run is in one currency.
  const currency = isMoneyUnit(question.unit) ? options.currency : undefined;
  const [updated] = await options.db
    .update(wizardSessions)
    .set({
      answers: sql`${wizardSessions.answers} || ${JSON.stringify({ [options.stepId]: value })}::jsonb`,
      currentStep: options.stepId,
      ...(currency && { currency }),
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
